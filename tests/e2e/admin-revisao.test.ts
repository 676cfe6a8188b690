import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAdministrador } from "#server/api/auth/service.ts";
import type { Papel } from "#server/auth/roles.ts";
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import { adminAxeViolations, fieldLabel } from "#tests/helpers/admin-editor.ts";
import { articleCard, articleFields, typeRichText } from "#tests/helpers/article-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { startSite, type SiteProcess } from "#tests/helpers/site-process.ts";

// The newsroom's second review in the browser (decision 037): an autor writes a
// fact-check and submits it; an editor finds it under "Em revisão", previews it, approves
// it and publishes it, and readers find it on the public list.
const { newPage } = useBrowser();
const PASSWORD = "uma senha longa de teste";
const ACCOUNTS = {
  autor: { email: "autora@example.org", nome: "Alice Autora" },
  editor: { email: "editor@example.org", nome: "Edu Editor" },
} as const;
const TITLE = "Prefeitura não cancelou a vacinação nas escolas";

let site: SiteProcess;
let database: DatabaseHandle;

beforeAll(async () => {
  site = await startSite();
  database = openDatabase({ sqliteFile: path.join(site.dataDir, SQLITE_FILE_NAME) });
  for (const [papel, account] of Object.entries(ACCOUNTS) as [
    Papel,
    { email: string; nome: string },
  ][]) {
    const { id } = await createAdministrador(database.db, account, PASSWORD);
    await database.db.updateTable("administradores").set({ papel }).where("id", "=", id).execute();
  }
});

afterAll(async () => {
  await database?.db.destroy();
  await site?.stop();
});

async function login(page: Page, email: string, pathname: string) {
  await page.goto(`${site.url}${pathname}`);
  await page.waitForURL(/\/admin\/login/);
  const submit = page.getByRole("button", { name: "Entrar" });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await submit.click();
  await page.waitForURL(`${site.url}${pathname}`);
}

test("an autor submits a fact-check from its editor; an editor filters by author, previews, approves and publishes it", async () => {
  const autor = await newPage();
  await login(autor, ACCOUNTS.autor.email, "/admin/fake-news");
  await autor.getByRole("button", { name: "+ Nova Fake News" }).click();
  const dialog = autor.getByRole("dialog", { name: "Nova Fake News" });
  const fields = articleFields(dialog);
  await fields.titulo.fill(TITLE);
  await fields.lead.fill("Circula que a vacinação nas escolas foi cancelada.");
  await typeRichText(autor, dialog.getByRole("textbox", { name: "Conteúdo" }), "A campanha segue.");
  await dialog.getByLabel(fieldLabel("Status")).selectOption("desmentida");
  // An autor's editor saves drafts and submits them; it has no Criar that would publish.
  expect(await dialog.getByRole("button", { name: "Criar" }).count()).toBe(0);
  await dialog.getByRole("button", { name: "Salvar rascunho" }).click();

  const draft = articleCard(autor, TITLE);
  await expect.poll(() => draft.textContent()).toContain("Rascunho");
  // An autor never sees the buttons of the roles above.
  expect(await draft.getByRole("button", { name: /^Publicar/ }).count()).toBe(0);
  expect(await draft.getByRole("button", { name: /^Aprovar/ }).count()).toBe(0);

  // The autor reopens the draft, finishes it and submits it from inside the editor.
  await draft.getByRole("button", { name: "Editar" }).click();
  const edit = autor.getByRole("dialog", { name: "Editar Fake News" });
  expect(await edit.locator(".editor-workflow__estado").textContent()).toBe(
    "Estado atual: Rascunho",
  );
  await edit.getByLabel(fieldLabel("Subtítulo")).fill("Boato circula em grupos de mensagens");
  await edit.getByRole("button", { name: "Enviar para revisão" }).click();
  await autor.getByText("Enviado para revisão.", { exact: true }).waitFor();
  await edit.waitFor({ state: "hidden" });
  await expect.poll(() => articleCard(autor, TITLE).textContent()).toContain("Em revisão");
  expect(await fetch(`${site.url}/fake-news`).then((answer) => answer.text())).not.toContain(TITLE);

  const editor = await newPage();
  await login(editor, ACCOUNTS.editor.email, "/admin/fake-news");
  await editor.getByLabel("Estado").selectOption("em_revisao");
  await editor.waitForURL(/estado=em_revisao/);
  // Every account that wrote something is offered by name, and the choice stays in the address.
  const autorFilter = editor.getByLabel("Autor", { exact: true });
  await autorFilter.selectOption({ label: ACCOUNTS.autor.nome });
  await editor.waitForURL(/estado=em_revisao&autor=\d+/);
  await editor.reload();
  await expect
    .poll(() =>
      autorFilter.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
    )
    .toBe(ACCOUNTS.autor.nome);
  const waiting = articleCard(editor, TITLE);
  await expect.poll(() => waiting.textContent()).toContain("Em revisão");
  expect(await adminAxeViolations(editor)).toEqual([]);

  await waiting.getByRole("link", { name: `Pré-visualizar ${TITLE}` }).click();
  await editor.waitForURL(/\/admin\/previa\/fake-news\/\d+$/);
  await editor.getByText("Pré-visualização — não publicada").waitFor();
  await editor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  expect(await editor.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  const previewAnswer = await fetch(editor.url());
  expect(previewAnswer.headers.get("x-robots-tag")).toBe("noindex");
  expect(previewAnswer.headers.get("cache-control")).toBe("no-store");
  expect(await adminAxeViolations(editor)).toEqual([]);
  await editor.goBack();

  await articleCard(editor, TITLE)
    .getByRole("button", { name: `Aprovar ${TITLE}` })
    .click();
  await expect
    .poll(() => articleCard(editor, TITLE).textContent())
    .toContain(`Aprovada por ${ACCOUNTS.editor.nome} em`);
  await articleCard(editor, TITLE).getByRole("button", { name: "Editar" }).click();
  const opened = editor.getByRole("dialog", { name: "Editar Fake News" });
  expect(await opened.locator(".editor-workflow").textContent()).toContain(
    `Aprovada por ${ACCOUNTS.editor.nome} em`,
  );
  // Publishing stays on the list's buttons: the editor's own save keeps the state.
  expect(await opened.getByRole("button", { name: /^Publicar/ }).count()).toBe(0);
  expect(await adminAxeViolations(editor)).toEqual([]);
  await opened.getByRole("button", { name: "Cancelar" }).click();
  await opened.waitFor({ state: "hidden" });
  await articleCard(editor, TITLE)
    .getByRole("button", { name: `Publicar ${TITLE}` })
    .click();
  await editor.getByLabel("Estado").selectOption("publicado");
  await expect.poll(() => articleCard(editor, TITLE).textContent()).toContain("Publicado");

  await expect
    .poll(() => fetch(`${site.url}/fake-news`).then((answer) => answer.text()))
    .toContain(TITLE);
}, 120_000);
