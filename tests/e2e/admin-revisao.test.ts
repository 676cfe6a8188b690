import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAdministrador } from "#server/api/auth/service.ts";
import type { Papel } from "#server/auth/roles.ts";
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import {
  adminAxeViolations,
  expectToast,
  fieldLabel,
  openWithSession,
} from "#tests/helpers/admin-editor.ts";
import { articleCard, articleFields, typeRichText } from "#tests/helpers/article-editor.ts";
import { solidImage } from "#tests/fixtures/images.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { startOwnSite } from "#tests/helpers/own-site.ts";
import type { SiteProcess } from "#tests/helpers/site-process.ts";

// The newsroom's second review in the browser (decision 037): an autor writes a
// fact-check and submits it; an editor finds it under "Em revisão", previews it, approves
// it and publishes it, and readers find it on the public list. An editor who rewrote a
// text is not offered its approval, and an approval of a version changed since is refused.
const { newPage } = useBrowser();
const PASSWORD = "uma senha longa de teste";
const ACCOUNTS = {
  autor: { email: "autora@example.org", nome: "Alice Autora", papel: "autor" },
  editor: { email: "editor@example.org", nome: "Edu Editor", papel: "editor" },
  revisora: { email: "revisora@example.org", nome: "Flor Revisora", papel: "editor" },
} as const satisfies Record<string, { email: string; nome: string; papel: Papel }>;
const TITLE = "Prefeitura não cancelou a vacinação nas escolas";
const REWRITTEN = "Hospital regional segue aberto aos fins de semana";

let site: SiteProcess;
let database: DatabaseHandle;

beforeAll(async () => {
  site = await startOwnSite();
  database = openDatabase({ sqliteFile: path.join(site.dataDir, SQLITE_FILE_NAME) });
  for (const { email, nome, papel } of Object.values(ACCOUNTS)) {
    const { id } = await createAdministrador(database.db, { email, nome }, PASSWORD);
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
  // The autor's image stays private until the check is published (decision 068).
  await fields.addImage.click();
  await fields
    .image(1)
    .getByLabel("Escolher arquivo de imagem")
    .setInputFiles({
      name: "print.png",
      mimeType: "image/png",
      buffer: await solidImage("png", 600, 300, { r: 180, g: 30, b: 30 }),
    });
  await fields.image(1).getByText("Imagem pronta para ser enviada.").waitFor();
  await fields.alt(1).fill("Print da mensagem que circula");
  // An autor's editor saves drafts and submits them; it has no button that would publish.
  expect(await dialog.getByRole("button", { name: /Publicar/ }).count()).toBe(0);
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
    "Etapa atual: Rascunho",
  );
  await edit.getByLabel(fieldLabel("Subtítulo")).fill("Boato circula em grupos de mensagens");
  await edit.getByRole("button", { name: "Enviar para revisão" }).click();
  await autor.getByText("Enviado para revisão.", { exact: true }).waitFor();
  await edit.waitFor({ state: "hidden" });
  await expect.poll(() => articleCard(autor, TITLE).textContent()).toContain("Em revisão");
  expect(await fetch(`${site.url}/fake-news`).then((answer) => answer.text())).not.toContain(TITLE);

  const editor = await newPage();
  await login(editor, ACCOUNTS.editor.email, "/admin/fake-news");
  await editor.getByLabel("Etapa").selectOption("em_revisao");
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
  // The version the approval approves: the draft, then the submission.
  expect(await waiting.textContent()).toContain("(versão 2)");
  expect(await waiting.getByRole("button", { name: `Aprovar e publicar ${TITLE}` }).count()).toBe(
    1,
  );
  expect(await adminAxeViolations(editor)).toEqual([]);

  await waiting.getByRole("link", { name: `Pré-visualizar ${TITLE}` }).click();
  await editor.waitForURL(/\/admin\/previa\/fake-news\/\d+$/);
  await editor.getByText("Pré-visualização — não publicada").waitFor();
  await editor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  // The editor's browser shows the autor's private image; nobody else gets it yet.
  const image = editor.getByRole("img", { name: "Print da mensagem que circula" });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  const imageUrl = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc))
    .pathname;
  expect((await fetch(`${site.url}${imageUrl}`)).status).toBe(404);
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
  await editor.getByLabel("Etapa").selectOption("publicado");
  await expect.poll(() => articleCard(editor, TITLE).textContent()).toContain("Publicado");

  await expect
    .poll(() => fetch(`${site.url}/fake-news`).then((answer) => answer.text()))
    .toContain(TITLE);
  // Published: readers get the image, and keep it.
  const published = await fetch(`${site.url}${imageUrl}`);
  expect(published.status).toBe(200);
  expect(published.headers.get("cache-control")).toContain("immutable");
}, 120_000);

test("an editor who rewrote a fact-check is not offered its approval; a reviewer's approval of a changed version is refused, then given with the publication from the editor", async () => {
  const token = (account: keyof typeof ACCOUNTS) =>
    loginToken(site.url, { email: ACCOUNTS[account].email, password: PASSWORD });
  const [autorToken, editorToken, revisoraToken] = await Promise.all([
    token("autor"),
    token("editor"),
    token("revisora"),
  ]);
  const body = {
    titulo: REWRITTEN,
    lead: "<p>Circula que o hospital fecha aos sábados.</p>",
    conteudo: "<p>O atendimento segue normal.</p>",
    status: "desmentida",
    estado: "em_revisao",
  };
  const created = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
    token: autorToken,
    body,
  });
  const item = `/fake-news/${created.id}`;
  // Edu rewrites the autor's text: what waits for review is now Edu's work too.
  await apiCall(site.url, "PUT", item, {
    token: editorToken,
    body: { ...body, subtitulo: "Reescrito por Edu", revisao: 1 },
  });

  const edu = await newPage();
  await openWithSession(edu, site.url, "/admin/fake-news", editorToken);
  const own = articleCard(edu, REWRITTEN);
  await expect
    .poll(() => own.textContent())
    .toContain("Você não pode aprovar esta checagem: você salvou uma versão dela");
  expect(await own.getByRole("button", { name: /^Aprovar/ }).count()).toBe(0);

  const flor = await newPage();
  await openWithSession(flor, site.url, "/admin/fake-news", revisoraToken);
  const card = articleCard(flor, REWRITTEN);
  await expect.poll(() => card.textContent()).toContain("(versão 2)");
  // The autor changes the text after Flor's list showed version 2.
  await apiCall(site.url, "PUT", item, {
    token: autorToken,
    body: { ...body, subtitulo: "Corrigido pela autora", revisao: 2 },
  });
  await card.getByRole("button", { name: `Aprovar e publicar ${REWRITTEN}` }).click();
  await expect
    .poll(() => flor.locator(".toast--error").evaluate((toast) => toast.firstChild?.textContent))
    .toMatch(
      /^Esta fake news foi alterada por Alice Autora em .+, depois que você a abriu\. Sua aprovação não foi registrada: leia a versão atual antes de aprovar\.$/,
    );
  expect(
    await apiCall<{ estado: string; aprovado_por: number | null }>(site.url, "GET", item, {
      token: revisoraToken,
    }),
  ).toMatchObject({ estado: "em_revisao", aprovado_por: null });

  // Flor reads the current version in the editor and approves and publishes it from there.
  await flor.reload();
  await expect.poll(() => card.textContent()).toContain("(versão 3)");
  await card.getByRole("button", { name: "Editar" }).click();
  const dialog = flor.getByRole("dialog", { name: "Editar Fake News" });
  expect(await dialog.locator(".editor-workflow__approval").textContent()).toBe(
    "Você está lendo a versão 3. AprovarAprovar e publicar",
  );
  expect(await adminAxeViolations(flor)).toEqual([]);
  await dialog.getByRole("button", { name: "Aprovar e publicar" }).click();
  await expectToast(flor, "Checagem aprovada e publicada.");
  await dialog.waitFor({ state: "hidden" });
  await expect
    .poll(() => card.textContent())
    .toContain(`Aprovada por ${ACCOUNTS.revisora.nome} em`);
  expect(await card.textContent()).toContain("Publicado");
  await expect
    .poll(() => fetch(`${site.url}/fake-news`).then((answer) => answer.text()))
    .toContain(REWRITTEN);
}, 120_000);
