import path from "node:path";
import SQLite from "better-sqlite3";
import { JSDOM } from "jsdom";
import type { Page } from "playwright-core";
import { SQLITE_FILE_NAME } from "#server/db/database.ts";

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
