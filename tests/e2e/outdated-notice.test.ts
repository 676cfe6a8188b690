import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { changeStoredContent } from "#tests/helpers/article-page.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { newPage } = useBrowser();

const MARK = "[aviso de data]";
let token: string;

const notice = (page: Page) => page.getByRole("note");

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function checkClaim(data_verificacao: string): Promise<number> {
  const { id } = await apiCall<{ id: number }>(baseUrl, "POST", "/fake-news", {
    token,
    body: {
      titulo: `Boato de ${data_verificacao} ${MARK}`,
      lead: "<p>Circula nas redes.</p>",
      conteudo: "<p>Não é verdade.</p>",
      fontes: ["Fiocruz"],
      status: "desmentida",
      data_verificacao,
    },
  });
  return id;
}

async function publishNews(titulo: string): Promise<number> {
  const { id } = await apiCall<{ id: number }>(baseUrl, "POST", "/noticias", {
    token,
    body: {
      titulo: `${titulo} ${MARK}`,
      lead: "<p>Resumo.</p>",
      conteudo: "<p>Texto.</p>",
      fontes: ["Assessoria"],
    },
  });
  return id;
}

beforeAll(async () => {
  token = await loginToken(baseUrl);
});

afterAll(async () => {
  for (const area of ["/fake-news", "/noticias"]) {
    await deleteItems<{ id: number; titulo: string }>(baseUrl, token, area, (item) =>
      item.titulo.endsWith(MARK),
    );
  }
});

test("a fact-check checked more than a year ago says so with its date; a recent one does not", async () => {
  const old = await checkClaim("2024-02-10");
  const recent = await checkClaim(today());
  const page = await newPage();

  await page.goto(`${baseUrl}/fake-news/${old}`);
  await expect
    .poll(() => notice(page).textContent())
    .toBe(
      "Esta publicação tem mais de um ano: é de 10 de fevereiro de 2024. Algumas informações podem ter mudado desde então.",
    );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto(`${baseUrl}/fake-news/${recent}`);
  await expect.poll(() => page.locator("h1").textContent()).toContain(today());
  expect(await notice(page).count()).toBe(0);
});

test("a news item published more than a year ago says so in the reader's language", async () => {
  const old = await publishNews("Notícia antiga");
  const recent = await publishNews("Notícia nova");
  changeStoredContent(
    dataDir,
    "UPDATE noticias SET data_publicacao = ? WHERE id = ?",
    "2023-05-20T15:00:00.000Z",
    old,
  );
  const page = await newPage({ locale: "en-US" });

  await page.goto(`${baseUrl}/noticia/${old}?lng=en`);
  await expect
    .poll(() => notice(page).textContent())
    .toBe(
      "This post is more than a year old: it dates from May 20, 2023. Some information may have changed since then.",
    );

  await page.goto(`${baseUrl}/noticia/${recent}?lng=en`);
  await expect.poll(() => page.locator("h1").textContent()).toContain("Notícia nova");
  expect(await notice(page).count()).toBe(0);
});
