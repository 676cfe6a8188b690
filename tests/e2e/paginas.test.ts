import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import * as panel from "#tests/helpers/admin-editor.ts";
import { areaTextAdmin } from "#tests/helpers/area-text-admin.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall } from "#tests/helpers/site-api.ts";
import { linkTargets } from "#tests/helpers/card-facts.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
const { openAdmin, editButton, article } = areaTextAdmin(
  newPage,
  "paginas_institucionais",
  "/admin/paginas/politica-de-correcoes",
);
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("an unwritten page shows its default title and a fallback text, and the footer links to all three and to the corrections", async () => {
  const page = await newPage();

  const response = await page.goto(`${baseUrl}/transparencia`);

  expect(response?.status()).toBe(200);
  expect(await heading(page).textContent()).toBe("Transparência");
  expect(await article(page).textContent()).toContain(
    "A equipe do Observatório ainda está escrevendo este texto.",
  );
  const footerLinks = page.getByRole("contentinfo").getByRole("navigation", {
    name: "Como trabalhamos",
  });
  expect(await linkTargets(footerLinks)).toEqual([
    ["Metodologia", "/metodologia"],
    ["Política de correções", "/politica-de-correcoes"],
    ["Transparência", "/transparencia"],
    ["Correções", "/correcoes"],
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the methodology page lists the site's rating scale under its statuses, in the reader's language", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/metodologia`);

  const scale = page.getByRole("region", { name: "Escala de classificação" });
  expect(await scale.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
    "Verificada",
    "Desmentida",
    "Em Análise",
  ]);
  expect(await scale.locator("dt").allTextContents()).toEqual([
    "Verdadeiro",
    "Falso",
    "Enganoso",
    "Fora de contexto",
    "Montagem",
    "Sem evidências",
    "Em apuração",
  ]);
  expect(await scale.locator("dt svg").count()).toBe(7);
  expect(await scale.locator("dd").first().textContent()).toBe(
    "A alegação é correta: fontes confiáveis a confirmam.",
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  const english = await newPage({ locale: "en-US" });
  await english.goto(`${baseUrl}/metodologia`);
  expect(await heading(english).textContent()).toBe("Methodology");
  const ratings = english.getByRole("region", { name: "Rating scale" });
  expect(await ratings.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
    "Verified",
    "Debunked",
    "Under review",
  ]);
  expect(await ratings.locator("dt").allTextContents()).toEqual([
    "True",
    "False",
    "Misleading",
    "Out of context",
    "Doctored",
    "No evidence",
    "Being checked",
  ]);
});

test("a page written in the admin area shows on the public site", async () => {
  const page = await openAdmin();
  expect(await heading(page).textContent()).toBe("Política de correções");
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await editButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Editar página Política de correções" });
  expect(await dialog.getByRole("textbox", { name: "Título" }).inputValue()).toBe(
    "Política de correções",
  );
  await dialog.getByRole("textbox", { name: "Título" }).fill("Como corrigimos erros");
  await dialog.getByRole("textbox", { name: "Conteúdo", exact: true }).click();
  await page.keyboard.type("Toda correção ganha uma nota com a data.");
  await dialog.getByRole("button", { name: "Salvar" }).click();

  await panel.expectToast(page, "Página atualizada com sucesso!");
  await expect.poll(() => heading(page).textContent()).toBe("Como corrigimos erros");
  expect(
    await apiCall<{ titulo: string; conteudo: string }>(
      baseUrl,
      "GET",
      "/paginas/politica-de-correcoes",
    ),
  ).toMatchObject({
    titulo: "Como corrigimos erros",
    conteudo: "<p>Toda correção ganha uma nota com a data.</p>",
  });

  const visitor = await newPage();
  await visitor.goto(`${baseUrl}/`);
  await hydrated(visitor);
  await visitor
    .getByRole("contentinfo")
    .getByRole("link", { name: "Política de correções" })
    .click();
  await visitor.waitForURL(`${baseUrl}/politica-de-correcoes`);
  await expect.poll(() => heading(visitor).textContent()).toBe("Como corrigimos erros");
  expect(await article(visitor).textContent()).toContain(
    "Toda correção ganha uma nota com a data.",
  );
  expect(await visitor.title()).toContain("Como corrigimos erros");
  expect(await seriousAxeViolations(visitor)).toEqual([]);
});

test("an unknown admin page answers with the not-found page", async () => {
  const page = await newPage();

  const response = await page.goto(`${baseUrl}/admin/paginas/qualquer`);

  expect(response?.status()).toBe(404);
});
