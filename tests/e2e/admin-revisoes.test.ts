import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { Noticia } from "#server/api/noticias/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import * as articles from "#tests/helpers/article-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
/** Every news item this file creates, removed at the end. */
const TITLES = {
  seeded: "Notícia editada em duas abas",
  first: "Título salvo na primeira aba",
  second: "Título digitado na segunda aba",
};

const admin = articles.articleAdminPage<Noticia>(newPage, baseUrl, "noticias", TITLES);

function editor(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Editar Notícia" });
  return {
    dialog,
    ...articles.articleFields(dialog),
    submit: dialog.getByRole("button", { name: "Atualizar" }),
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
  expect(await b.titulo.inputValue()).toBe(TITLES.second);
  const stored = await apiCall<Noticia & { revisao: number }>(
    baseUrl,
    "GET",
    `/noticias/${seeded.id}`,
  );
  expect(stored).toMatchObject({ titulo: TITLES.first, revisao: 2 });
});
