import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { SQLITE_FILE_NAME } from "#server/db/database.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

// The API can replace the About page but not remove it: the record goes the way it came.
afterAll(() => {
  const database = new SQLite(path.join(inject("dataDir"), SQLITE_FILE_NAME));
  database.exec("DELETE FROM sobre_projeto");
  database.close();
});

const article = (page: Page) => page.locator("main article");
/** Writes the About page through the API, as an editor would. */
const writeAbout = async (body: Record<string, string>) =>
  apiCall(baseUrl, "PUT", "/sobre-projeto", { token: await loginToken(baseUrl), body });

test("before the page is written it shows the default title and the in-development text", async () => {
  const page = await newPage();

  const response = await page.goto(`${baseUrl}/sobre`);

  expect(response?.status()).toBe(200);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sobre o Projeto");
  expect(await article(page).textContent()).toContain("Conteúdo em desenvolvimento.");
  expect(await page.title()).toBe(
    "Sobre o Projeto | Observatório de Desinformação e Fake News da Amazônia",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a page written as description, aims and method shows them in that order under their headings", async () => {
  await writeAbout({
    descricao: "<p>O observatório estuda a <strong>desinformação</strong> na Amazônia.</p>",
    objetivos: "<ul><li>Mapear boatos</li><li>Formar leitores críticos</li></ul>",
    metodologia: "<p>Análise de mensagens e entrevistas.</p>",
  });
  const page = await newPage();

  await page.goto(`${baseUrl}/sobre`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sobre o Projeto");
  expect(
    await page
      .getByRole("heading", { level: 2 })
      .evaluateAll((nodes) =>
        nodes.filter((node) => node.closest("article")).map((node) => node.textContent),
      ),
  ).toEqual(["Objetivos", "Metodologia"]);
  const text = (await article(page).innerText()).replace(/\s+/g, " ");
  expect(text).toContain(
    "O observatório estuda a desinformação na Amazônia. Objetivos Mapear boatos Formar leitores críticos Metodologia Análise de mensagens e entrevistas.",
  );
  expect(await article(page).locator("strong").textContent()).toBe("desinformação");
  expect(await article(page).textContent()).not.toContain("Conteúdo em desenvolvimento.");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a page written as title and content shows them as given, also in the page title", async () => {
  await writeAbout({
    titulo: "Quem somos",
    conteudo: '<p>Projeto de extensão. <a href="https://example.org/edital">Edital</a></p>',
  });
  const page = await newPage();

  await page.goto(`${baseUrl}/sobre`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Quem somos");
  expect(await page.title()).toBe(
    "Quem somos | Observatório de Desinformação e Fake News da Amazônia",
  );
  const link = article(page).getByRole("link", { name: "Edital" });
  expect(await link.getAttribute("href")).toBe("https://example.org/edital");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
});

test("the page is readable without scripts", async () => {
  const page = await newPage({ javaScriptEnabled: false });

  await page.goto(`${baseUrl}/sobre`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Quem somos");
  expect(await article(page).textContent()).toContain("Projeto de extensão.");
});
