import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

type Created = { path: string; id: number };
const created: Created[] = [];
let token: string;

async function publish(
  path: "/noticias" | "/fake-news" | "/publicacoes",
  body: Record<string, unknown>,
) {
  const item = await apiCall<{ id: number }>(baseUrl, "POST", path, { token, body });
  created.push({ path, id: item.id });
  return item;
}

const article = {
  lead: "<p>Texto de abertura.</p>",
  conteudo: "<p>Texto.</p>",
  fontes: ["Secretaria de Saúde"],
};

beforeAll(async () => {
  token = await loginToken(baseUrl);
  await publish("/noticias", {
    ...article,
    titulo: "Vacinas chegam às aldeias do Alto Rio Negro",
    conteudo: "<p>A campanha também combate a <strong>malária</strong> na região.</p>",
  });
  await publish("/fake-news", {
    ...article,
    // Plain text that looks like markup must be shown as typed, never as markup.
    titulo: "É falso que a vacina <b>causa</b> malária",
    status: "desmentida",
    data_verificacao: "2026-04-10",
  });
  for (let day = 1; day <= 13; day += 1)
    await publish("/fake-news", {
      ...article,
      titulo: `Boato de pororoca número ${day}`,
      status: "verificada",
      data_verificacao: `2026-02-${String(day).padStart(2, "0")}`,
    });
  await publish("/publicacoes", {
    titulo: "Correntes de áudio nas comunidades ribeirinhas",
    autores: [{ nome: "Jurema Xingu Paiva" }],
    ano: 2025,
    tipo: "artigo",
    palavrasChave: ["sambaquis", "memória oral"],
  });
}, 120_000);

// Other browser tests share the site: leave it as it was found.
afterAll(async () => {
  for (const { path, id } of created) await apiCall(baseUrl, "DELETE", `${path}/${id}`, { token });
});

const resultTitles = (page: Page) =>
  page
    .locator(".busca-result__title")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

const marks = (page: Page) =>
  page.locator("main mark").evaluateAll((nodes) => nodes.map((node) => node.textContent));

async function searchFromHeader(page: Page, words: string) {
  const field = page.getByRole("searchbox", { name: "Buscar no site" });
  await field.fill(words);
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await page.waitForURL(/\/busca\?/);
}

test("without JavaScript, the header's field finds news and fact-checks whatever the accents and case", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/noticias`);

  await searchFromHeader(page, "MALARIA");

  expect(new URL(page.url()).searchParams.get("q")).toBe("MALARIA");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe("Busca: MALARIA");
  expect(await resultTitles(page)).toEqual([
    "É falso que a vacina <b>causa</b> malária",
    "Vacinas chegam às aldeias do Alto Rio Negro",
  ]);
  expect(await marks(page)).toEqual(["malária", "malária"]);
  expect(await page.locator("main b").count()).toBe(0);
  const first = page.locator(".busca-result").first();
  expect(await first.locator(".busca-result__type").textContent()).toBe("Fake news");
  expect(await first.locator(".status-badge").textContent()).toBe("Desmentida");
  expect(await first.locator("time").getAttribute("datetime")).toBe("2026-04-10");
  expect(await page.getByText("Resultados para “MALARIA”: 2").count()).toBe(1);
});

test("a reader finds a publication of the repository by one of its keywords", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/busca?q=sambaqui`);

  expect(await resultTitles(page)).toEqual(["Correntes de áudio nas comunidades ribeirinhas"]);
  const result = page.locator(".busca-result").first();
  expect(await result.locator(".busca-result__type").textContent()).toBe("Publicação");
  expect(await result.locator("time").getAttribute("datetime")).toBe("2025");
  await result.getByRole("link").click();
  await page.waitForURL(/\/publicacao\/\d+$/);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Correntes de áudio nas comunidades ribeirinhas",
  );
});

test("with JavaScript, a search from the header lands on the results and the filters narrow them", async () => {
  const page = await newPage();
  await page.goto(baseUrl);
  await hydrated(page);

  await searchFromHeader(page, "vacina");

  await expect.poll(() => resultTitles(page)).toHaveLength(2);
  expect((await marks(page)).sort()).toEqual(["Vacinas", "vacina"]);
  expect(await page.getByRole("searchbox", { name: "Buscar no site" }).inputValue()).toBe("vacina");

  await page.getByLabel("Tipo", { exact: true }).selectOption("noticia");
  await page.locator(".busca__form").getByRole("button", { name: "Buscar" }).click();

  await expect
    .poll(() => resultTitles(page))
    .toEqual(["Vacinas chegam às aldeias do Alto Rio Negro"]);
  expect(new URL(page.url()).searchParams.get("tipo")).toBe("noticia");
});

test("results come twelve a page with numbered links and previous/next, without JavaScript", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/busca?q=pororoca`);

  expect(await page.locator(".busca-result").count()).toBe(12);
  const pages = page.getByRole("navigation", { name: "Páginas de resultados" });
  expect(await pages.locator("a[aria-current=page]").textContent()).toBe("1");
  expect(await pages.locator("a[rel=prev]").count()).toBe(0);

  await pages.locator("a[rel=next]").click();
  await page.waitForURL(/pagina=2/);

  expect(await resultTitles(page)).toEqual(["Boato de pororoca número 1"]);
  expect(await pages.locator("a[aria-current=page]").textContent()).toBe("2");
  expect(await pages.getByRole("link", { name: "Página 1" }).getAttribute("href")).toBe(
    "/busca?q=pororoca",
  );
  expect(await pages.locator("a[rel=prev]").getAttribute("href")).toBe("/busca?q=pororoca");
  expect(await pages.locator("a[rel=next]").count()).toBe(0);
});

test("the verdict filter keeps only fact-checks with that verdict", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/busca?q=vacina+malaria&status=verificada`);

  expect(
    await page.getByRole("heading", { name: "Nada encontrado para “vacina malaria”" }).count(),
  ).toBe(1);

  await page.goto(`${baseUrl}/busca?q=vacina+malaria&status=desmentida`);

  expect(await resultTitles(page)).toEqual(["É falso que a vacina <b>causa</b> malária"]);
});

test("before a search the page asks what to check, and a search without results says so and points to the contact form", async () => {
  const page = await newPage();

  const empty = await page.goto(`${baseUrl}/busca`);

  expect(empty?.status()).toBe(200);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Busca");
  expect(await page.getByRole("heading", { name: "O que você quer verificar?" }).count()).toBe(1);
  expect(await page.locator(".busca-result").count()).toBe(0);

  await page.goto(`${baseUrl}/busca?q=jabuticaba`);

  expect(
    await page.getByRole("heading", { name: "Nada encontrado para “jabuticaba”" }).count(),
  ).toBe(1);
  expect(await page.getByRole("link", { name: /Envie a mensagem/ }).getAttribute("href")).toBe(
    "/contato",
  );
});

test("the search states and the results have no serious accessibility violations", async () => {
  const page = await newPage();
  for (const path of ["/busca", "/busca?q=jabuticaba", "/busca?q=malaria", "/busca?q=pororoca"]) {
    await page.goto(`${baseUrl}${path}`);
    await hydrated(page);

    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test("the page speaks the visitor's language", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/busca?q=jabuticaba&lng=en`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Search: jabuticaba");
  expect(await page.getByRole("heading", { name: "Nothing found for “jabuticaba”" }).count()).toBe(
    1,
  );
  expect(await page.getByRole("searchbox", { name: "Search the site" }).count()).toBe(1);
});
