import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import * as articles from "#tests/helpers/article-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, deleteItems, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

/** Every entry this file creates, removed at the end. */
const TITLES = {
  checked: "Boato sobre a água de Belém é falso",
  saved: "Corrente sobre racionamento em Santarém é falsa",
};
const TAG = "Água Potável Teste";
const TAG_SLUG = "agua-potavel-teste";
let token: string;
let checked: FakeNews;

beforeAll(async () => {
  token = await loginToken(baseUrl);
  checked = await apiCall<FakeNews>(baseUrl, "POST", "/fake-news", {
    token,
    body: {
      titulo: TITLES.checked,
      lead: "<p>Mensagem diz que a água da cidade está contaminada.</p>",
      conteudo: "<p>As análises mostram água dentro dos padrões.</p>",
      status: "desmentida",
      data_verificacao: "2026-05-10",
      tags: `${TAG}, saneamento`,
      uf: "PA",
      municipio: "Belém",
    },
  });
});

afterAll(() =>
  deleteItems<FakeNews>(baseUrl, token, "/fake-news", (item) =>
    Object.values(TITLES).includes(item.titulo),
  ),
);

test("a fact-check's topic and place lead to their lists, which axe finds nothing wrong with", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/fake-news/${checked.id}`);
  await hydrated(page);

  await page.getByRole("list", { name: "Temas" }).getByRole("link", { name: TAG }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe(`/tema/${TAG_SLUG}`);
  await page.getByRole("heading", { level: 1, name: `Tema: ${TAG}` }).waitFor();
  expect(await articles.articleCard(page, TITLES.checked).textContent()).toContain("Desmentida");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goBack();
  await page.getByRole("link", { name: "Belém, Pará" }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe("/local/pa");
  await page.getByRole("heading", { level: 1, name: "Pará" }).waitFor();
  await articles.articleCard(page, TITLES.checked).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a state's code in capitals is sent to its lower-case address, and an unknown one is not found", async () => {
  const redirected = await fetch(`${baseUrl}/local/PA`, { redirect: "manual" });
  expect(redirected.status).toBe(301);
  expect(redirected.headers.get("location")).toBe("/local/pa");

  expect((await fetch(`${baseUrl}/local/zz`)).status).toBe(404);
});

test("the fake-news editor suggests topics in use and saves tags with a state and a municipality", async () => {
  const page = await newPage();
  await panel.openLoadedList(page, baseUrl, "/admin/fake-news", token, "Fake News Verificadas");
  await page.getByRole("main").getByRole("button", { name: "+ Nova Fake News" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Fake News" });
  const fields = articles.articleFields(dialog);
  const tags = dialog.getByLabel(panel.fieldLabel("Tags/Categorias"));

  await expect
    .poll(() =>
      dialog
        .locator("datalist option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    )
    .toContain(TAG);
  await fields.titulo.fill(TITLES.saved);
  await fields.lead.fill("Circula que haverá racionamento de água.");
  await articles.typeRichText(
    page,
    dialog.getByRole("textbox", { name: "Conteúdo" }),
    "A companhia de água desmente.",
  );
  await tags.fill(` ${TAG} ,, racionamento `);
  await dialog.getByLabel(panel.fieldLabel("Estado (UF)")).selectOption("PA");
  await dialog.getByLabel(panel.fieldLabel("Município")).fill(" Santarém ");
  await dialog.getByRole("button", { name: "Publicar agora" }).click();

  await dialog.waitFor({ state: "hidden" });
  const stored = (await apiCall<FakeNews[]>(baseUrl, "GET", "/fake-news", { token })).find(
    (item) => item.titulo === TITLES.saved,
  );
  expect(stored).toMatchObject({
    tags: `${TAG}, racionamento`,
    uf: "PA",
    municipio: "Santarém",
  });
});
