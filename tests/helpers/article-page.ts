import path from "node:path";
import SQLite from "better-sqlite3";
import { JSDOM } from "jsdom";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { SITE_NAME } from "#app/site.ts";
import { SQLITE_FILE_NAME } from "#server/db/database.ts";
import { seriousAxeViolations } from "./axe.ts";
import { hydrated } from "./browser-session.ts";
import { apiCall, loginToken } from "./site-api.ts";

/**
 * A page's HTML as the server sends it (no scripts run), parsed: what crawlers, link
 * previews and browsers without JavaScript get.
 */
export async function fetchDocument(url: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(url, { headers: { "accept-language": "pt-BR" } });
  const { document } = new JSDOM(await response.text()).window;
  return { status: response.status, document };
}

/** The content of `<meta property=…>` or `<meta name=…>`, null when absent. */
export function metaContent(document: Document, key: string): string | null {
  const meta = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return meta?.getAttribute("content") ?? null;
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
export function jsonLdBlocks(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );
}

/**
 * Replaces window.open before the page's scripts run, recording each call and handing
 * back a stand-in window, so share clicks can be checked without leaving the machine.
 */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { openCalls: calls });
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return { opener: window } as unknown as Window;
    };
  });
}

export async function windowOpenCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
}

/**
 * Changes the running site's database directly, for states the API refuses to create
 * (content left by an older version, an import or a manual fix).
 */
export function changeStoredContent(dataDir: string, sql: string, ...values: unknown[]): void {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    database.prepare(sql).run(...values);
  } finally {
    database.close();
  }
}

/**
 * Empties `table` of the shared site before and after the test file, for records the API
 * can replace but not remove: the file starts, and leaves the site, as nobody wrote them.
 */
export function emptiedAround(table: string): void {
  const empty = () => changeStoredContent(inject("dataDir"), `DELETE FROM ${table}`);
  beforeAll(empty);
  afterAll(empty);
}

/**
 * Overwrites `columns` of the item `id` in `table`, as an import from the old site could
 * have left them, bypassing the API's cleaning.
 */
export function overwriteStored(
  dataDir: string,
  table: "noticias" | "fake_news",
  id: number,
  columns: Record<string, string>,
): void {
  const assignments = Object.keys(columns).map((column) => `${column} = ?`);
  changeStoredContent(
    dataDir,
    `UPDATE ${table} SET ${assignments.join(", ")} WHERE id = ?`,
    ...Object.values(columns),
    id,
  );
}

/**
 * The items of one family (`api`, e.g. "/noticias") that a test file creates through the
 * API as the browser tests' administrator; each is deleted when the file's tests end.
 */
export function createdItems<Item extends { id: number }>(baseUrl: string, api: string) {
  let token = "";
  const created: Item[] = [];
  beforeAll(async () => {
    token = await loginToken(baseUrl);
  });
  afterAll(async () => {
    for (const item of created) await apiCall(baseUrl, "DELETE", `${api}/${item.id}`, { token });
  });
  return {
    /** The administrator's API token, once the file's tests have started. */
    get token(): string {
      return token;
    },
    async create(body: Record<string, unknown>): Promise<Item> {
      const item = await apiCall<Item>(baseUrl, "POST", api, { token, body });
      created.push(item);
      return item;
    },
  };
}

/*
 * Journeys that news items and fake-news entries share, asserted the same way for both
 * families: the page parts behind them are the same components.
 */

type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/** A family's list before anything is published: its heading, its empty text, no card. */
export async function expectEmptyList(
  page: Page,
  url: string,
  texts: { heading: string; empty: string },
): Promise<void> {
  const response = await page.goto(url);

  expect(response?.status()).toBe(200);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.heading);
  expect(await page.locator("main").textContent()).toContain(texts.empty);
  expect(await page.locator("main article").count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Each address answers 404 with the family's message and its way back to the list. */
export async function expectItemNotFound(
  page: Page,
  urls: string[],
  texts: { heading: string; back: string; backHref: string },
): Promise<void> {
  for (const url of urls) {
    const response = await page.goto(url);

    expect(response?.status(), url).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(texts.heading);
    expect(await page.getByRole("link", { name: texts.back }).getAttribute("href")).toBe(
      texts.backHref,
    );
  }
  expect(await page.title()).toBe(`${texts.heading} | ${SITE_NAME}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** An item whose text was lost answers 500 with the family's "incomplete data" message. */
export async function expectIncompleteItem(
  page: Page,
  url: string,
  heading: string,
): Promise<void> {
  const response = await page.goto(url);

  expect(response?.status()).toBe(500);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
  expect(await page.title()).toBe(`${heading} | ${SITE_NAME}`);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/**
 * The share links of the page at `url`, by accessible name, have these addresses and a
 * new tab as target, and open in a 600×400 window, leaving the page where it is.
 */
export async function expectShareLinks(
  newPage: NewPage,
  url: string,
  expected: Record<string, string>,
): Promise<void> {
  const page = await newPage();
  await recordWindowOpen(page);
  await page.goto(url);
  await hydrated(page);

  for (const [name, href] of Object.entries(expected)) {
    const link = page.getByRole("link", { name });
    expect(await link.getAttribute("href")).toBe(href);
    expect(await link.getAttribute("target")).toBe("_blank");
    await link.click();
  }

  expect(await windowOpenCalls(page)).toEqual(
    Object.values(expected).map((href) => [href, "_blank", "width=600,height=400"]),
  );
  expect(page.url()).toBe(url);
}

/** "Copiar link" puts the page's address on the clipboard and shows `toast` for 2.5 s. */
export async function expectCopyLink(newPage: NewPage, url: string, toast: string): Promise<void> {
  const page = await newPage({ permissions: ["clipboard-read", "clipboard-write"] });
  await page.goto(url);
  await hydrated(page);
  const status = page.locator(".share").getByRole("status");
  // The page itself notes when the message appears and goes, so a busy machine that is
  // slow to report the click back to the test does not shorten the measured time.
  await status.evaluate((element) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    new MutationObserver(() => {
      if (element.textContent && times.shown === undefined) times.shown = performance.now();
      if (!element.textContent && times.shown !== undefined) times.hidden ??= performance.now();
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });

  await page.getByRole("button", { name: "Copiar link" }).click();

  await expect.poll(() => status.textContent()).toBe(toast);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect.poll(() => status.textContent()).toBe("");
  const times = await page.evaluate(
    () => (window as unknown as { toastTimes: { shown: number; hidden: number } }).toastTimes,
  );
  const shownFor = times.hidden - times.shown;
  expect(shownFor).toBeGreaterThanOrEqual(2400);
  expect(shownFor).toBeLessThan(4500);
}
