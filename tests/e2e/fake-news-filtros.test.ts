import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

/** A topic and a state no other test uses, so the filtered lists hold only these entries. */
const TAG = "Filtros de Teste";
const TAG_SLUG = "filtros-de-teste";
const TITLE = "Boato filtrado";
let token: string;

const article = {
  lead: "<p>Circula nas redes.</p>",
  conteudo: "<p>Não é verdade.</p>",
  tags: TAG,
};

beforeAll(async () => {
  token = await loginToken(baseUrl);
  for (let day = 1; day <= 14; day += 1) {
    await apiCall(baseUrl, "POST", "/fake-news", {
      token,
      body: {
        ...article,
        titulo: `${TITLE} ${day}`,
        status: "desmentida",
        uf: "AP",
        data_verificacao: `2026-01-${String(day).padStart(2, "0")}`,
      },
    });
  }
  await apiCall(baseUrl, "POST", "/fake-news", {
    token,
    body: {
      ...article,
      titulo: `${TITLE} verificado`,
      status: "verificada",
      uf: "AP",
      data_verificacao: "2026-02-01",
    },
  });
  await apiCall(baseUrl, "POST", "/fake-news", {
    token,
    body: {
      ...article,
      titulo: `${TITLE} em Roraima`,
      status: "desmentida",
      uf: "RR",
      data_verificacao: "2026-02-02",
    },
  });
}, 120_000);

// Other browser tests share the site: leave it as it was found.
afterAll(() =>
  deleteItems<FakeNews>(baseUrl, token, "/fake-news", (item) => item.titulo.startsWith(TITLE)),
);

// Read through locators, which work in a page without JavaScript (evaluate would not).
const cardTitles = async (page: Page) =>
  (await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents()).map(
    (title) => title.trim(),
  );

const titles = (...days: number[]) => days.map((day) => `${TITLE} ${day}`);

async function chooseFilters(page: Page) {
  const form = page.getByRole("form", { name: "Filtrar checagens" });
  await form.getByLabel("Veredito").selectOption("desmentida");
  await form.getByLabel("Tema").selectOption({ label: TAG });
  await form.getByLabel("Estado").selectOption({ label: "Amapá" });
  await form.getByLabel("Verificada a partir de").fill("2026-01-01");
  await form.getByLabel("Verificada até").fill("2026-01-31");
  await form.getByRole("button", { name: "Filtrar" }).click();
}

test("a filtered address opened directly shows the filtered list, with its canonical address, and axe finds nothing", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/fake-news?status=verificada&tema=${TAG_SLUG}&uf=ap`);
  await hydrated(page);

  expect(await cardTitles(page)).toEqual([`${TITLE} verificado`]);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
    new RegExp(`/fake-news\\?status=verificada&tema=${TAG_SLUG}&uf=ap$`),
  );
  expect(
    await page.getByRole("form", { name: "Filtrar checagens" }).getByLabel("Estado").inputValue(),
  ).toBe("ap");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("without JavaScript the form filters, and the page links keep the filters", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/fake-news`);

  await chooseFilters(page);

  const filters = `status=desmentida&tema=${TAG_SLUG}&uf=ap&de=2026-01-01&ate=2026-01-31`;
  await expect.poll(() => new URL(page.url()).search).toBe(`?${filters}`);
  expect(await cardTitles(page)).toEqual(titles(14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3));
  await page.getByRole("link", { name: "Próxima página" }).click();
  await expect.poll(() => new URL(page.url()).search).toBe(`?${filters}&pagina=2`);
  expect(await cardTitles(page)).toEqual(titles(2, 1));
});

test("with JavaScript the same form leads to the same address", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/fake-news`);
  await hydrated(page);

  await chooseFilters(page);

  await expect
    .poll(() => new URL(page.url()).search)
    .toBe(`?status=desmentida&tema=${TAG_SLUG}&uf=ap&de=2026-01-01&ate=2026-01-31`);
  await expect.poll(() => cardTitles(page)).toHaveLength(12);
  await hydrated(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a bad value is named and the list uses the valid filters; a filter without results says so", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/fake-news?tema=${TAG_SLUG}&uf=rr&de=2026-13-01`);

  await page.getByText("a data inicial não é uma data válida;").waitFor();
  expect(await cardTitles(page)).toEqual([`${TITLE} em Roraima`]);
  await hydrated(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto(`${baseUrl}/fake-news?tema=${TAG_SLUG}&uf=rr&status=verificada`);

  await page.getByText("Nenhuma checagem corresponde a estes filtros.").waitFor();
  await hydrated(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("main").getByRole("link", { name: "Limpar filtros" }).first().click();
  await expect.poll(() => new URL(page.url()).search).toBe("");
});

test("a state's list pages with the shared page links", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/local/ap`);

  const pages = page.getByRole("navigation", { name: "Páginas da lista" });
  await pages.getByRole("link", { name: "Próxima página" }).click();

  await expect.poll(() => new URL(page.url()).search).toBe("?pagina=2");
  await pages.getByText(/^Página 2 de \d+$/).waitFor();
  expect(await pages.getByRole("link", { name: "Página 2" }).getAttribute("aria-current")).toBe(
    "page",
  );
  expect(await pages.getByRole("link", { name: "Página anterior" }).getAttribute("href")).toBe(
    "/local/ap",
  );
});
