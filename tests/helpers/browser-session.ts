import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";

/**
 * The Chromium of the browser tests' global setup. Closing what this returns closes the
 * contexts opened through it and leaves the browser running for the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

/**
 * The test file's connection to the one Chromium. `newPage` opens a fresh profile (no cookies, no storage) in
 * Brazilian Portuguese, closed when the test that opened it ends (one opened by a hook
 * before the tests, when the file ends): a page left open keeps running its scripts and
 * animations, and twenty of them made every later page about three times slower. The
 * offline-reading service worker is blocked unless a test asks for it: requests it makes
 * escape `page.route`, and every other test is about what the network answers.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** How many of `contexts` were open before the running test started. */
  let openBeforeTest = 0;
  const closeFrom = (first: number) =>
    Promise.all(contexts.splice(first).map((context) => context.close()));
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  beforeEach(() => {
    openBeforeTest = contexts.length;
  });
  afterEach(() => closeFrom(openBeforeTest));
  afterAll(async () => {
    await closeFrom(0);
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
