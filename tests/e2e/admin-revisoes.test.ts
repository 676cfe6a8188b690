import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { Noticia } from "#server/api/noticias/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { useArticleAdmin } from "#tests/helpers/article-admin.ts";
import * as articles from "#tests/helpers/article-editor.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

/** Every news item this file creates, removed at the end. */
const TITLES = {
  seeded: "Notícia editada em duas abas",
  first: "Título salvo na primeira aba",
  second: "Título digitado na segunda aba",
  history: "Boato antigo sobre a ponte do rio Madeira",
  historyEdited: "Boato novo sobre a ponte do rio Madeira",
  restore: "Boato antigo sobre a balsa de Manaus",
  restoreEdited: "Boato novo sobre a balsa de Manaus",
};

const { admin, baseUrl, newPage } = useArticleAdmin<Noticia>("noticias", TITLES);

function editor(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Editar Notícia" });
  return {
    dialog,
    ...articles.articleFields(dialog),
    submit: dialog.getByRole("button", { name: "Salvar alterações" }),
  };
}

async function openEditor(page: Page, titulo: string) {
  await articles.articleCard(page, titulo).getByRole("button", { name: "Editar" }).click();
  const fields = editor(page);
  await fields.dialog.waitFor();
  return fields;
}

test("the second of two tabs editing one item is refused with who saved, and keeps what was typed", async () => {
  const seeded = await admin.seed({
    titulo: TITLES.seeded,
    lead: "<p>Um item que duas pessoas editam.</p>",
    conteudo: "<p>Texto original.</p>",
    fontes: ["Redação"],
  });
  const first = await admin.open();
  const second = await first.context().newPage();
  await panel.openLoadedList(second, baseUrl, "/admin/noticias", admin.token, "Notícias");
  const a = await openEditor(first, TITLES.seeded);
  const b = await openEditor(second, TITLES.seeded);
  const puts = panel.countRequests(second, "PUT", `/api/noticias/${seeded.id}`);

  await a.titulo.fill(TITLES.first);
  await a.submit.click();
  await panel.expectToast(first, "Notícia atualizada com sucesso!");
  await b.titulo.fill(TITLES.second);
  await b.submit.click();

  await expect.poll(() => puts()).toBe(1);
  await expect
    .poll(() => b.summary.textContent())
    .toMatch(
      /Esta notícia foi alterada por .+ em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}, depois que você a abriu\. Suas alterações não foram salvas\./,
    );
  expect(await b.dialog.isVisible()).toBe(true);
  expect(
    await apiCall<Noticia & { revisao: number }>(baseUrl, "GET", `/noticias/${seeded.id}`, {
      token: admin.token,
    }),
  ).toMatchObject({ titulo: TITLES.first, revisao: 2 });
  expect(await b.titulo.inputValue()).toBe(TITLES.second);

  await b.dialog.getByRole("button", { name: "Comparar com a versão salva" }).click();

  const diff = b.dialog.getByRole("region", { name: "Versão salva comparada com o seu texto" });
  await expect.poll(() => diff.locator("del").allTextContents()).toContain("salvo");
  expect(await diff.locator("ins").allTextContents()).toContain("digitado");
  expect(await b.titulo.inputValue()).toBe(TITLES.second);

  const dialogs = panel.handleDialogs(second);
  dialogs.answer(true);
  await b.dialog.getByRole("button", { name: "Carregar a versão salva" }).click();

  await expect.poll(() => b.titulo.inputValue()).toBe(TITLES.first);
  expect(dialogs.asked[0]).toContain("O texto que você digitou será descartado.");
  await b.titulo.fill(TITLES.second);
  await b.submit.click();
  await panel.expectToast(second, "Notícia atualizada com sucesso!");
  expect(
    await apiCall<Noticia & { revisao: number }>(baseUrl, "GET", `/noticias/${seeded.id}`, {
      token: admin.token,
    }),
  ).toMatchObject({ titulo: TITLES.second, revisao: 3 });
});

async function seedEditedTwice(titulo: string, edited: string) {
  const seeded = await admin.seed({
    titulo,
    lead: "<p>Mensagem diz que a ponte vai fechar.</p>",
    conteudo: "<p>A ponte fecha amanhã para reformas urgentes.</p>",
    fontes: ["DNIT"],
  });
  await apiCall(baseUrl, "PUT", `/noticias/${seeded.id}`, {
    token: admin.token,
    body: {
      titulo: edited,
      lead: "<p>Mensagem diz que a ponte vai fechar.</p>",
      conteudo: "<p>A ponte segue aberta, sem reformas previstas.</p>",
      fontes: ["DNIT"],
      revisao: 1,
    },
  });
  return seeded;
}

test("the history lists both saves, marks the changed words, and passes axe", async () => {
  await seedEditedTwice(TITLES.history, TITLES.historyEdited);
  const page = await admin.open();
  const fields = await openEditor(page, TITLES.historyEdited);

  await fields.dialog.getByRole("button", { name: "Histórico" }).click();

  const history = fields.dialog.getByRole("region", { name: "Histórico" });
  const rows = history.getByRole("row");
  await expect.poll(() => rows.count()).toBe(3);
  expect(await rows.nth(1).textContent()).toMatch(/^2/);
  expect(await rows.nth(2).textContent()).toMatch(/^1/);
  await history.getByRole("button", { name: "Comparar versão 1 com o texto atual" }).click();
  const diff = history.getByRole("region", { name: "Versão 1 comparada com o texto atual" });
  await expect.poll(() => diff.locator("del").allTextContents()).toContain("antigo");
  expect(await diff.locator("ins").allTextContents()).toContain("novo");
  expect((await diff.locator("del").allTextContents()).join(" ")).toContain("fecha");
  expect(await diff.textContent()).toContain("Legenda:");
  expect(await panel.adminAxeViolations(page)).toEqual([]);
});

test("restoring a version from the history brings its title back on the public page", async () => {
  const seeded = await seedEditedTwice(TITLES.restore, TITLES.restoreEdited);
  const page = await admin.open();
  const dialogs = panel.handleDialogs(page);
  dialogs.answer(true);
  const fields = await openEditor(page, TITLES.restoreEdited);
  await fields.dialog.getByRole("button", { name: "Histórico" }).click();

  await fields.dialog.getByRole("button", { name: "Restaurar esta versão (versão 1)" }).click();

  await panel.expectToast(page, "Notícia atualizada com sucesso!");
  expect(dialogs.asked[0]).toContain("Restaurar a versão 1?");
  const publicPage = await newPage();
  await publicPage.goto(`${baseUrl}/noticia/${seeded.id}`);
  expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe(TITLES.restore);
  const stored = await apiCall<Noticia & { revisao: number }>(
    baseUrl,
    "GET",
    `/noticias/${seeded.id}`,
  );
  expect(stored.revisao).toBe(3);
});
