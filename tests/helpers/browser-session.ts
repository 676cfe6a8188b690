import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser } from "./browser.ts";

/**
 * One Chromium for a test file, closed with every profile it opened when the file ends.
 * `newPage` opens a fresh profile (no cookies, no storage) in Brazilian Portuguese. The
 * offline-reading service worker is blocked unless a test asks for it: requests it makes
 * escape `page.route`, and every other test is about what the network answers.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error("the browser has not started");
      const context = await browser.newContext({
        locale: "pt-BR",
        viewport: { width: 1280, height: 800 },
        serviceWorkers: "block",
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/**
 * The page's scripts have taken over its markup: React has hydrated it or, on a page sent
 * without React (decision 042), its small script has run. Event handlers work from here on.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if ("enhanced" in document.documentElement.dataset) return true;
          const main = document.querySelector("main");
          return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The errors `page` reports from now on: console errors and uncaught exceptions, in order. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
