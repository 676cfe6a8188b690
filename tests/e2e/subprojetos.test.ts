import { afterAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { cardFacts } from "#tests/helpers/card-facts.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
const created: number[] = [];
let token: string | undefined;

afterAll(async () => {
  for (const id of created) await apiCall(baseUrl, "DELETE", `/subprojetos/${id}`, { token });
});

const cards = (page: Page) => page.locator("main article");
const card = (page: Page, nome: string) => page.getByRole("article", { name: nome, exact: true });

/** A card's facts as term → definition pairs, in order. */
const facts = (page: Page, nome: string) => cardFacts(card(page, nome));

test("without sub-projects the page says none was found", async () => {
  const page = await newPage();

  const response = await page.goto(`${baseUrl}/subprojetos`);

  expect(response?.status()).toBe(200);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Subprojetos");
  expect(await page.locator("main").textContent()).toContain("Nenhum subprojeto encontrado.");
  expect(await cards(page).count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("each sub-project shows its name, author, summary as HTML, start date, place and status, newest first", async () => {
  token = await loginToken(baseUrl);
  for (const body of [
    {
      nome: "Boatos sobre vacinas no WhatsApp",
      autor: "Ana Souza",
      resumo: "<p>Mapeia <strong>correntes</strong> sobre vacinação.</p><ul><li>Coleta</li></ul>",
      dataInicio: "2024-03-05",
      local: "Porto Velho, RO",
      status: "em fase de coleta de dados",
    },
    {
      nome: "Letramento midiático nas escolas",
      autor: "Bruno Lima",
      resumo: "<p>Oficinas com <em>estudantes</em> do ensino médio.</p>",
      dataInicio: "2025-08-20",
      local: "",
      status: "concluído",
    },
  ]) {
    created.push(
      (await apiCall<{ id: number }>(baseUrl, "POST", "/subprojetos", { token, body })).id,
    );
  }
  const page = await newPage();

  await page.goto(`${baseUrl}/subprojetos`);

  expect(await cards(page).locator("h2").allTextContents()).toEqual([
    "Letramento midiático nas escolas",
    "Boatos sobre vacinas no WhatsApp",
  ]);
  expect(await facts(page, "Boatos sobre vacinas no WhatsApp")).toEqual([
    ["Status", "em fase de coleta de dados"],
    ["Autor", "Ana Souza"],
    ["Início", "5 de março de 2024"],
    ["Local", "Porto Velho, RO"],
  ]);
  expect(await facts(page, "Letramento midiático nas escolas")).toEqual([
    ["Status", "concluído"],
    ["Autor", "Bruno Lima"],
    ["Início", "20 de agosto de 2025"],
  ]);
  const older = card(page, "Boatos sobre vacinas no WhatsApp");
  expect(await older.locator("time").getAttribute("datetime")).toBe("2024-03-05");
  expect(await older.locator("strong").textContent()).toBe("correntes");
  expect(await older.locator("li").textContent()).toBe("Coleta");
  expect(await card(page, "Letramento midiático nas escolas").locator("em").textContent()).toBe(
    "estudantes",
  );
  expect(await page.locator("main").textContent()).not.toContain("Nenhum subprojeto encontrado.");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the cards are in the page without scripts and fit a 320 px screen", async () => {
  const page = await newPage({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  await page.goto(`${baseUrl}/subprojetos`);

  expect(await cards(page).count()).toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
