import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchBrowser } from "./browser.ts";

/**
 * One Chromium for a test file, closed with every profile it opened when the file ends.
 * `newPage` opens a fresh profile (no cookies, no storage) in Brazilian Portuguese.
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
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** React has taken over the server's markup: event handlers are attached from here on. */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector("main");
          return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
}
