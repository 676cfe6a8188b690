import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { createSiteDatabase, type SiteDatabase } from "#tests/helpers/site-database.ts";
import { startSite, type SiteProcess } from "#tests/helpers/site-process.ts";
import { openWithSession } from "#tests/helpers/admin-editor.ts";
import { loginToken } from "#tests/helpers/site-api.ts";
import { E2E_ADMIN } from "#tests/setup/e2e-global-setup.ts";

// A site of its own: 30 news items and 115 fact checks, of which only 10 are settled (the
// others are still under analysis, so only the admin list shows them).
const { newPage } = useBrowser();
let database: SiteDatabase;
let site: SiteProcess;

const NEWS = 30;

beforeAll(async () => {
  database = await createSiteDatabase("sqlite");
  const start = Date.UTC(2026, 0, 1);
  await database.db
    .insertInto("noticias")
    .values(
      Array.from({ length: NEWS }, (_, index) => {
        const when = new Date(start + index * 3_600_000).toISOString();
        return {
          titulo: `Notícia número ${index + 1}`,
          lead: "<p>Resumo</p>",
          conteudo: "<p>Texto</p>",
          fontes: '["Fonte"]',
          data_publicacao: when,
          created_at: when,
          updated_at: when,
        };
      }),
    )
    .execute();
  /** `count` fact checks as `row(n)` (n from 1) describes them, stored on the first of the month they were checked in. */
  const insertFakeNews = (
    count: number,
    row: (n: number) => { titulo: string; status: string; verificado: string },
  ) =>
    database.db
      .insertInto("fake_news")
      .values(
        Array.from({ length: count }, (_, index) => {
          const { titulo, status, verificado } = row(index + 1);
          return {
            titulo,
            lead: "<p>Resumo</p>",
            conteudo: "<p>Texto</p>",
            status,
            data_verificacao: verificado,
            created_at: `${verificado.slice(0, 7)}-01T00:00:00.000Z`,
            updated_at: `${verificado.slice(0, 7)}-01T00:00:00.000Z`,
          };
        }),
      )
      .execute();
  await insertFakeNews(15, (n) => ({
    titulo: `Boato número ${n}`,
    status: n % 3 === 1 ? "em_analise" : "desmentida",
    verificado: `2026-02-${String(n).padStart(2, "0")}`,
  }));
  await insertFakeNews(100, (n) => ({
    titulo: `Em análise ${n}`,
    status: "em_analise",
    verificado: "2026-01-01",
  }));
  site = await startSite({
    ...database.env,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
});

afterAll(async () => {
  await site?.stop();
  await database?.cleanup();
});

const cardTitles = (page: Page) =>
  page
    .locator(".article-card__title")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

const headLink = (page: Page, rel: string) =>
  page
    .locator(`head link[rel="${rel}"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));

test("the first page of the news shows the newest 12, with page links and rel=next", async () => {
  const page = await newPage();

  const response = await page.goto(`${site.url}/noticias`);

  expect(response?.status()).toBe(200);
  expect(await cardTitles(page)).toEqual(
    Array.from({ length: 12 }, (_, index) => `Notícia número ${NEWS - index}`),
  );
  const nav = page.getByRole("navigation", { name: "Páginas da lista" });
  expect(
    await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.ariaLabel ?? l.textContent)),
  ).toEqual(["Página 1", "Página 2", "Página 3", "Próxima página"]);
  expect(await nav.getByRole("link", { name: "Página 1" }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(await headLink(page, "canonical")).toEqual([`${site.url}/noticias`]);
  expect(await headLink(page, "next")).toEqual([`${site.url}/noticias?pagina=2`]);
  expect(await headLink(page, "prev")).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("without JavaScript the page links lead to the last page, which has its own canonical and rel=prev", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}/noticias`);

  await page.getByRole("link", { name: "Página 3" }).click();

  await expect.poll(() => page.url()).toBe(`${site.url}/noticias?pagina=3`);
  expect(await cardTitles(page)).toEqual(
    Array.from({ length: 6 }, (_, index) => `Notícia número ${6 - index}`),
  );
  expect(await page.title()).toContain("Notícias – página 3");
  expect(await page.getByText("Página 3 de 3").count()).toBe(1);
  expect(await headLink(page, "canonical")).toEqual([`${site.url}/noticias?pagina=3`]);
  expect(await headLink(page, "prev")).toEqual([`${site.url}/noticias?pagina=2`]);
  expect(await headLink(page, "next")).toEqual([]);
  await page.getByRole("link", { name: "Página anterior" }).click();
  await expect.poll(() => page.url()).toBe(`${site.url}/noticias?pagina=2`);
});

test("after hydration the page links still move between pages", async () => {
  const page = await newPage();
  await page.goto(`${site.url}/noticias?pagina=2`);
  await hydrated(page);

  await page.getByRole("link", { name: "Próxima página" }).click();

  await expect.poll(() => cardTitles(page)).toHaveLength(6);
  expect(page.url()).toBe(`${site.url}/noticias?pagina=3`);
});

test.each([
  "/noticias?pagina=4",
  "/noticias?pagina=0",
  "/noticias?pagina=abc",
  "/fake-news?pagina=99",
])("%s answers the 404 page", async (path) => {
  const page = await newPage();

  const response = await page.goto(`${site.url}${path}`);

  expect(response?.status()).toBe(404);
  expect(await page.locator(".article-card").count()).toBe(0);
});

test("the fact checks are paged over the public statuses only", async () => {
  const page = await newPage();

  await page.goto(`${site.url}/fake-news?pagina=1`);

  // 10 of the 15 are settled: one page of 12 holds them all, so there are no page links.
  expect(await cardTitles(page)).toHaveLength(10);
  expect(await page.getByRole("navigation", { name: "Páginas da lista" }).count()).toBe(0);
  expect(await headLink(page, "canonical")).toEqual([`${site.url}/fake-news`]);
});

test("the admin list pages through every entry, 100 at a time", async () => {
  const page = await newPage();
  await openWithSession(page, site.url, "/admin/fake-news", await loginToken(site.url));
  const nav = page.getByRole("navigation", { name: "Páginas da lista" });

  await nav.getByText("Página 1 de 2").waitFor();
  expect(await page.locator(".article-card").count()).toBe(100);
  await nav.getByRole("button", { name: "Próxima página" }).click();

  await nav.getByText("Página 2 de 2").waitFor();
  await expect.poll(() => page.locator(".article-card").count()).toBe(15);
  expect(await nav.getByRole("button", { name: "Próxima página" }).isDisabled()).toBe(true);
});
