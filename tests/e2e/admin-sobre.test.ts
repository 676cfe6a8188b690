import { expect, inject, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { SobreProjeto } from "#server/api/sobre-projeto/service.ts";
import * as panel from "#tests/helpers/admin-editor.ts";
import { areaTextAdmin } from "#tests/helpers/area-text-admin.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();
const { openAdmin, editButton, article } = areaTextAdmin(newPage, "sobre_projeto", "/admin/sobre");

const form = (page: Page) => page.getByRole("dialog", { name: "Editar página Sobre o Projeto" });
const editor = (scope: Locator, label: string) =>
  scope.getByRole("textbox", { name: label, exact: true });
const tituloField = (scope: Locator) => scope.getByRole("textbox", { name: "Título" });
const storedAbout = () => apiCall<SobreProjeto>(baseUrl, "GET", "/sobre-projeto");

/** Replaces whatever the editing area holds with `text`, typed as an editor would. */
async function typeInto(page: Page, area: Locator, text: string) {
  await area.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

test("before the page is written, the admin page shows the public fallback and an Editar button", async () => {
  const page = await openAdmin();

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sobre o Projeto");
  expect(await article(page).textContent()).toContain("Conteúdo em desenvolvimento.");
  expect(await editButton(page).textContent()).toBe("Editar");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("an empty page is refused beside the content field, with nothing sent", async () => {
  const page = await openAdmin();
  let saves = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT") saves += 1;
  });

  await editButton(page).click();
  const dialog = form(page);
  expect(await tituloField(dialog).inputValue()).toBe("");
  expect(await editor(dialog, "Conteúdo").textContent()).toBe("");
  await dialog.getByRole("button", { name: "Salvar" }).click();

  const area = editor(dialog, "Conteúdo");
  await expect.poll(() => area.getAttribute("aria-invalid")).toBe("true");
  expect(await panel.description(area)).toBe(
    "Escreva o conteúdo da página (ou a descrição, os objetivos ou a metodologia).",
  );
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-field")))
    .toBe("conteudo");
  expect(saves).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the title and text written in the editor show on the public About page", async () => {
  const page = await openAdmin();
  await editButton(page).click();
  const dialog = form(page);
  await tituloField(dialog).fill("Quem somos");
  await typeInto(page, editor(dialog, "Conteúdo"), "O observatório combate boatos na Amazônia.");
  await page.keyboard.press("ControlOrMeta+A");
  await dialog.getByRole("button", { name: "Negrito" }).click();

  await dialog.getByRole("button", { name: "Salvar" }).click();

  await panel.expectToast(page, "Página atualizada com sucesso!");
  await dialog.waitFor({ state: "hidden" });
  expect(await panel.focusedText(page)).toBe("Editar");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Quem somos");
  expect(await article(page).locator("strong").textContent()).toBe(
    "O observatório combate boatos na Amazônia.",
  );
  expect(await storedAbout()).toMatchObject({
    titulo: "Quem somos",
    conteudo: "<p><strong>O observatório combate boatos na Amazônia.</strong></p>",
  });

  const visitor = await newPage();
  await visitor.goto(`${baseUrl}/sobre`);
  expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe("Quem somos");
  expect(await article(visitor).locator("strong").textContent()).toBe(
    "O observatório combate boatos na Amazônia.",
  );
});

test("editing again starts from the stored page; a server failure keeps everything typed", async () => {
  const page = await openAdmin();
  await editButton(page).click();
  const dialog = form(page);
  const area = editor(dialog, "Conteúdo");
  expect(await tituloField(dialog).inputValue()).toBe("Quem somos");
  await expect.poll(() => area.innerHTML()).toContain("<strong>");
  expect(await area.textContent()).toBe("O observatório combate boatos na Amazônia.");

  await tituloField(dialog).fill("Sobre o observatório");
  await typeInto(page, area, "Pesquisa, ensino e checagem de fatos.");
  await page.route(`${baseUrl}/api/sobre-projeto`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, body: "Internal Server Error" })
      : route.continue(),
  );
  await dialog.getByRole("button", { name: "Salvar" }).click();

  await expect
    .poll(() => dialog.getByRole("alert").textContent())
    .toContain("O servidor respondeu com um erro (500). Tente novamente em instantes.");
  expect(await tituloField(dialog).inputValue()).toBe("Sobre o observatório");
  expect(await area.textContent()).toBe("Pesquisa, ensino e checagem de fatos.");
  expect((await storedAbout()).titulo).toBe("Quem somos");

  await page.unroute(`${baseUrl}/api/sobre-projeto`);
  await dialog.getByRole("button", { name: "Salvar" }).click();

  await panel.expectToast(page, "Página atualizada com sucesso!");
  expect(await storedAbout()).toMatchObject({
    titulo: "Sobre o observatório",
    conteudo: "<p>Pesquisa, ensino e checagem de fatos.</p>",
  });
});

test("the API's field errors appear beside their fields", async () => {
  const page = await openAdmin();
  await editButton(page).click();
  const dialog = form(page);
  await panel.refuseFields(page, baseUrl, "/api/sobre-projeto", {
    titulo: "Use no máximo 200 caracteres.",
    conteudo: "Texto inválido.",
  });

  await dialog.getByRole("button", { name: "Salvar" }).click();

  await expect
    .poll(() => panel.description(tituloField(dialog)))
    .toContain("Use no máximo 200 caracteres.");
  expect(await panel.description(editor(dialog, "Conteúdo"))).toBe("Texto inválido.");
  expect(await dialog.getByRole("alert").textContent()).toContain(
    "Corrija os campos indicados abaixo.",
  );
  await page.unroute(`${baseUrl}/api/sobre-projeto`);
});

test("a page written as description, aims and method is edited in those three parts", async () => {
  const apiToken = await loginToken(baseUrl);
  await apiCall(baseUrl, "PUT", "/sobre-projeto", {
    token: apiToken,
    body: {
      descricao: "<p>O observatório estuda a desinformação.</p>",
      objetivos: "<p>Mapear boatos.</p>",
      metodologia: "<p>Análise de mensagens.</p>",
    },
  });
  const page = await openAdmin();
  await editButton(page).click();
  const dialog = form(page);

  expect(await editor(dialog, "Conteúdo").count()).toBe(0);
  await expect.poll(() => editor(dialog, "Objetivos").textContent()).toBe("Mapear boatos.");
  expect(await editor(dialog, "Descrição").textContent()).toBe(
    "O observatório estuda a desinformação.",
  );
  expect(await editor(dialog, "Metodologia").textContent()).toBe("Análise de mensagens.");
  await typeInto(page, editor(dialog, "Objetivos"), "Mapear e desmentir boatos.");
  await dialog.getByRole("button", { name: "Salvar" }).click();

  await panel.expectToast(page, "Página atualizada com sucesso!");
  expect(await storedAbout()).toMatchObject({
    conteudo: null,
    descricao: "<p>O observatório estuda a desinformação.</p>",
    objetivos: "<p>Mapear e desmentir boatos.</p>",
    metodologia: "<p>Análise de mensagens.</p>",
  });
  const visitor = await newPage();
  await visitor.goto(`${baseUrl}/sobre`);
  const text = (await article(visitor).innerText()).replace(/\s+/g, " ");
  expect(text).toContain("Objetivos Mapear e desmentir boatos. Metodologia Análise de mensagens.");
});

test("Esc closes the editor and gives the focus back; typed text is only dropped when confirmed", async () => {
  const page = await openAdmin();
  const dialogs = panel.handleDialogs(page);
  dialogs.answer(false, true);
  await editButton(page).click();
  const dialog = form(page);
  await dialog.waitFor();

  await panel.closeWithEscape(page, dialog, "Editar");

  await editButton(page).click();
  await tituloField(dialog).fill("Rascunho");
  await page.keyboard.press("Escape");
  await expect.poll(() => dialogs.asked.length).toBe(1);
  expect(await tituloField(dialog).inputValue()).toBe("Rascunho");
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await dialog.waitFor({ state: "hidden" });
  expect(dialogs.asked).toEqual(
    Array(2).fill("Descartar o que você digitou e ainda não foi salvo?"),
  );
  expect(await panel.focusedText(page)).toBe("Editar");
});
