import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { useOwnSite } from "#tests/helpers/own-site.ts";

/*
 * Reading without a connection (decision 057): the service worker keeps the fact checks
 * and news a reader opened, answers them offline, and lists them on the page it shows for
 * anything else. On a site of the file's own with the demo content.
 */

const site = useOwnSite({ SEED_DEMO: "true" });
const { newPage } = useBrowser();

/** The addresses of the fact checks the public list links to, in its order. */
async function factCheckPaths(): Promise<string[]> {
  const html = await (await fetch(`${site.url}/fake-news`)).text();
  return [
    ...new Set([...html.matchAll(/href="(\/fake-news\/\d+)"/g)].map((match) => match[1] ?? "")),
  ];
}

/** Opens `path` and waits until the service worker controls the page, which it keeps first. */
async function openUnderWorker(path: string): Promise<Page> {
  const page = await newPage({ serviceWorkers: "allow" });
  await page.goto(`${site.url}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  return page;
}

/** Every address the site's caches hold in this browser profile. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        addresses.push(new URL(request.url).pathname);
      }
    }
    return addresses.sort();
  });

test("the worker is served from the root, as JavaScript, checked again on every visit", async () => {
  const response = await fetch(`${site.url}/sw.js`);

  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  const code = await response.text();
  expect(code).not.toContain("__BUILD_VERSION__");
  expect(code).toMatch(/leitura-/);
});

test("a fact check read once is read again offline, and one never opened gives the list of kept pages", async () => {
  const [opened, neverOpened] = await factCheckPaths();
  expect(opened).toBeDefined();
  expect(neverOpened).toBeDefined();
  const page = await openUnderWorker(opened ?? "");
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  expect(await cachedAddresses(page)).toEqual(["/", opened].sort());

  await page.context().setOffline(true);
  const again = await page.goto(`${site.url}${opened}`);

  expect(again?.status()).toBe(200);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);

  const missing = await page.goto(`${site.url}${neverOpened}`);

  expect(missing?.status()).toBe(503);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sem conexão");
  const kept = page.getByRole("list").getByRole("link");
  expect(await kept.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    [opened, "/"],
  );
  expect(await kept.first().textContent()).toContain(title?.trim() ?? "");
  expect(
    await page.getByRole("link", { name: "Tentar abrir a página de novo" }).getAttribute("href"),
  ).toBe(neverOpened);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the offline page speaks the language the reader read the site in", async () => {
  const [opened, neverOpened] = await factCheckPaths();
  const page = await openUnderWorker(`${opened}?lng=en`);
  await page.waitForFunction(() => document.documentElement.lang === "en");
  // The page was kept as the worker fetched it; reading it again keeps it in English.
  await page.goto(`${site.url}${opened}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

  await page.context().setOffline(true);
  await page.goto(`${site.url}${neverOpened}`);

  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("No connection");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("admin pages and API answers, even with a token, are never kept nor answered offline", async () => {
  const [opened] = await factCheckPaths();
  const page = await openUnderWorker(opened ?? "");

  const api = await page.evaluate(async (token) => {
    const response = await fetch("/api/fake-news", {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  }, site.token);
  expect(api).toBe(200);
  await page.goto(`${site.url}/admin/login`);
  await page.getByRole("button", { name: "Entrar" }).waitFor();
  await page.goto(`${site.url}${opened}`);

  expect(await cachedAddresses(page)).toEqual(["/", opened].sort());

  await page.context().setOffline(true);
  await expect(page.goto(`${site.url}/admin/login`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  const reader = await page.context().newPage();
  expect((await reader.goto(`${site.url}${opened}`))?.status()).toBe(200);
  const offlineApi = await reader.evaluate(() =>
    fetch("/api/fake-news").then(
      (response) => response.status,
      () => "failed",
    ),
  );
  expect(offlineApi).toBe("failed");
});
