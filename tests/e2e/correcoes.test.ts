import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { RODAPE_PADRAO } from "#server/api/rodape/schema.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useArticleAdmin } from "#tests/helpers/article-admin.ts";
import * as articles from "#tests/helpers/article-editor.ts";
import { hydrated } from "#tests/helpers/browser-session.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

const TITLES = { corrected: "Vídeo de enchente em Rio Branco é de 2015, não de agora" };
const ERRO = "A checagem dizia que o vídeo era de 2014.";
const MUDANCA = "O ano do vídeo foi corrigido para 2015.";

const { admin, baseUrl, newPage } = useArticleAdmin<FakeNews>("fake-news", TITLES);
const contrastButton = (page: Page) => page.getByRole("button", { name: "Alto contraste" });

let item: FakeNews;
beforeAll(async () => {
  item = await admin.seed({
    titulo: TITLES.corrected,
    lead: "<p>Circula um vídeo de enchente atribuído à cheia deste ano.</p>",
    conteudo: "<p>O vídeo foi publicado pela primeira vez em 2015.</p>",
    status: "em_analise",
    data_verificacao: "2026-03-10",
  });
});

// The footer is on every page: what the footer test changed goes back for the next files.
afterAll(async () => {
  await apiCall(baseUrl, "PUT", "/rodape", { token: admin.token, body: RODAPE_PADRAO });
});

/** Both the normal colours and high contrast leave axe nothing to report on the page. */
async function expectAccessibleInBothModes(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await contrastButton(page).click();
  await expect.poll(() => contrastButton(page).getAttribute("aria-pressed")).toBe("true");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await contrastButton(page).click();
  await expect.poll(() => contrastButton(page).getAttribute("aria-pressed")).toBe("false");
}

test("an editor corrects a fact-check in the admin and readers see it on the item and on /correcoes", async () => {
  const page = await admin.open();
  await articles
    .articleCard(page, TITLES.corrected)
    .getByRole("button", { name: "Editar" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Editar Fake News" });
  const status = dialog.getByLabel(panel.fieldLabel("Status"));

  // Settling the verdict records the change of status by itself.
  await status.selectOption("desmentida");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await panel.expectToast(page, "Fake news atualizada com sucesso!");
  await articles
    .articleCard(page, TITLES.corrected)
    .getByRole("button", { name: "Editar" })
    .click();
  const section = dialog.getByRole("region", { name: "Correções" });
  await expect.poll(() => section.textContent()).toContain("Status: Em Análise → Desmentida");

  // The editor then writes what was wrong and what changed.
  await section.getByRole("button", { name: /^Editar correção de / }).click();
  const correction = section.getByRole("form", { name: "Editar correção" });
  await correction.getByRole("button", { name: "Salvar correção" }).click();
  await expect
    .poll(() => correction.getByText("Informe o que estava errado.").isVisible())
    .toBe(true);
  await correction.getByLabel(panel.fieldLabel("O que estava errado")).fill(ERRO);
  await correction.getByLabel(panel.fieldLabel("O que mudou")).fill(MUDANCA);
  await correction.getByRole("button", { name: "Salvar correção" }).click();
  await panel.expectToast(page, "Correção salva com sucesso!");
  await expect.poll(() => section.textContent()).toContain(MUDANCA);
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  const reader = await newPage();
  await reader.goto(`${baseUrl}/fake-news/${item.id}`);
  const box = reader.getByRole("region", { name: "Correção" });
  const boxText = await box.textContent();
  expect(boxText).toContain("Veredito: Em Análise → Desmentida");
  expect(boxText).toContain(`O que estava errado: ${ERRO}`);
  expect(boxText).toContain(`O que mudou: ${MUDANCA}`);
  // Near the top: before the text of the fact-check.
  expect(
    await box.evaluate((element) => {
      const body = document.querySelector(".article__body");
      return !!body && !!(element.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);
  const jsonLd = JSON.parse(
    (await reader.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as { dateModified?: string };
  expect(jsonLd.dateModified).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));

  await reader.goto(`${baseUrl}/correcoes`);
  const entry = reader
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: reader.getByRole("link", { name: TITLES.corrected }) });
  expect(await entry.textContent()).toContain(MUDANCA);
  expect(await entry.getByRole("link", { name: TITLES.corrected }).getAttribute("href")).toBe(
    `/fake-news/${item.id}`,
  );
});

test("axe finds nothing on /correcoes and on a corrected item, in normal and high contrast", async () => {
  const page = await newPage();

  await expectAccessibleInBothModes(page, "/correcoes");
  await expectAccessibleInBothModes(page, `/fake-news/${item.id}`);
});

test("the corrections policy links to /correcoes, and so does the footer", async () => {
  const page = await newPage();

  await page.goto(`${baseUrl}/politica-de-correcoes`);

  expect(
    await page
      .getByRole("main")
      .getByRole("link", { name: "Ver todas as correções publicadas" })
      .getAttribute("href"),
  ).toBe("/correcoes");
  expect(
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Correções", exact: true })
      .getAttribute("href"),
  ).toBe("/correcoes");
});

test("an editor renames an institution of the footer and every public page shows it", async () => {
  // A visit first, so the rendered-page cache holds the page with the old footer.
  const reader = await newPage();
  await reader.goto(`${baseUrl}/noticias`);
  const footer = reader.getByRole("contentinfo");
  expect(await footer.getByRole("link", { name: "Universidade", exact: true }).count()).toBe(1);
  const page = await newPage();
  await panel.openWithSession(page, baseUrl, "/admin/rodape", admin.token);
  const first = page.getByRole("group", { name: "Instituição 1" });
  await first.getByLabel(panel.fieldLabel("Nome exibido")).waitFor();
  expect(await panel.adminAxeViolations(page)).toEqual([]);

  await first.getByLabel(panel.fieldLabel("Endereço")).fill("não é endereço");
  await page.getByRole("button", { name: "Salvar rodapé" }).click();
  await expect
    .poll(() =>
      first
        .getByText(
          "Informe um endereço que comece com http://, https:// ou / (uma página deste site).",
        )
        .isVisible(),
    )
    .toBe(true);
  await first.getByLabel(panel.fieldLabel("Nome exibido")).fill("UNIR");
  await first.getByLabel(panel.fieldLabel("Endereço")).fill("https://www.unir.br/");
  await page.getByRole("button", { name: "Salvar rodapé" }).click();
  await panel.expectToast(page, "Rodapé atualizado com sucesso!");

  await reader.goto(`${baseUrl}/noticias`);
  const link = footer.getByRole("link", { name: "UNIR", exact: true });
  expect(await link.getAttribute("href")).toBe("https://www.unir.br/");
  // Without an uploaded logo the institution keeps its drawn one, a file of the build.
  expect(await link.locator("img").getAttribute("src")).toMatch(/^\/assets\/[\w-]+\.svg$/);
});
