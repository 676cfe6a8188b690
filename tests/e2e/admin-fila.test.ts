import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAdministrador } from "#server/api/auth/service.ts";
import type { Papel } from "#server/auth/roles.ts";
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import { adminAxeViolations } from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { startOwnSite } from "#tests/helpers/own-site.ts";
import type { SiteProcess } from "#tests/helpers/site-process.ts";

// The admin home's work lists: what waits in review for someone other than the account
// signed in (editors only), and the account's own drafts, each row with its author, its
// age and a link to its preview.
const { newPage } = useBrowser();
const PASSWORD = "uma senha longa de teste";
const ACCOUNTS = {
  autor: { email: "autora@example.org", nome: "Alice Autora", papel: "autor" },
  editor: { email: "editor@example.org", nome: "Edu Editor", papel: "editor" },
} as const satisfies Record<string, { email: string; nome: string; papel: Papel }>;
const TITLES = {
  submitted: "Prefeitura não cancelou a vacinação nas escolas",
  draft: "Feira de ciências reúne escolas da região",
  editorsOwn: "Nova linha de ônibus liga o centro ao aeroporto",
};
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let site: SiteProcess;
let database: DatabaseHandle;

/** The day three days before today in Brasília, as the newsroom's calendar counts it. */
const threeDaysAgo = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
  new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
);

const login = (account: keyof typeof ACCOUNTS) =>
  loginToken(site.url, { email: ACCOUNTS[account].email, password: PASSWORD });

const noticia = (titulo: string, estado: string) => ({
  titulo,
  lead: "<p>Escolas mostram seus projetos.</p>",
  conteudo: "<p>A feira vai até sexta-feira.</p>",
  fontes: ["Secretaria de Educação"],
  estado,
});

beforeAll(async () => {
  site = await startOwnSite();
  database = openDatabase({ sqliteFile: path.join(site.dataDir, SQLITE_FILE_NAME) });
  for (const { email, nome, papel } of Object.values(ACCOUNTS)) {
    const { id } = await createAdministrador(database.db, { email, nome }, PASSWORD);
    await database.db.updateTable("administradores").set({ papel }).where("id", "=", id).execute();
  }
  const autor = await login("autor");
  // The autor writes a fact-check as a draft, then submits it for review.
  const checagem = {
    titulo: TITLES.submitted,
    lead: "<p>Circula que a vacinação nas escolas foi cancelada.</p>",
    conteudo: "<p>A campanha segue.</p>",
    status: "desmentida",
    data_verificacao: threeDaysAgo,
  };
  const { id } = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
    token: autor,
    body: { ...checagem, estado: "rascunho" },
  });
  await apiCall(site.url, "PUT", `/fake-news/${id}`, {
    token: autor,
    body: { ...checagem, estado: "em_revisao" },
  });
  await apiCall(site.url, "POST", "/noticias", {
    token: autor,
    body: noticia(TITLES.draft, "rascunho"),
  });
  // In review too, but the editor saved it: it waits for someone else.
  await apiCall(site.url, "POST", "/noticias", {
    token: await login("editor"),
    body: noticia(TITLES.editorsOwn, "em_revisao"),
  });
});

afterAll(async () => {
  await database?.db.destroy();
  await site?.stop();
});

async function openPanel(account: keyof typeof ACCOUNTS, viewport = DESKTOP): Promise<Page> {
  const page = await newPage({ viewport });
  await page.goto(`${site.url}/admin`);
  await page.waitForURL(/\/admin\/login/);
  const submit = page.getByRole("button", { name: "Entrar" });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await page.getByLabel("E-mail").fill(ACCOUNTS[account].email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await submit.click();
  await page.waitForURL(`${site.url}/admin`);
  return page;
}

/** The panel's list under `heading` (e.g. "Meus rascunhos (1)"), once it has loaded. */
async function workList(page: Page, heading: string): Promise<Locator> {
  const section = page.getByRole("region", { name: heading });
  await section.waitFor();
  return section;
}

const rowTexts = (section: Locator) =>
  section.getByRole("listitem").evaluateAll((items) => items.map((item) => item.textContent));

test("an editor's panel lists what an autor submitted, not the editor's own text, and links to its preview", async () => {
  const editor = await openPanel("editor");

  const review = await workList(editor, "Para revisar (1)");
  expect(await rowTexts(review)).toEqual([
    `${TITLES.submitted}Fake News · por ${ACCOUNTS.autor.nome} · há 3 dias`,
  ]);
  const drafts = await workList(editor, "Meus rascunhos (0)");
  expect(await drafts.textContent()).toContain("Você não tem rascunhos.");

  await review.getByRole("link", { name: TITLES.submitted }).click();
  await editor.waitForURL(/\/admin\/previa\/fake-news\/\d+$/);
  await editor.getByRole("heading", { level: 1, name: TITLES.submitted }).waitFor();
});

test("an autor's panel lists its drafts and offers no review list", async () => {
  const autor = await openPanel("autor");

  const drafts = await workList(autor, "Meus rascunhos (1)");
  expect(await rowTexts(drafts)).toEqual([
    `${TITLES.draft}Notícia · por ${ACCOUNTS.autor.nome} · hoje`,
  ]);
  expect(await autor.getByRole("heading", { name: /Para revisar/ }).count()).toBe(0);
  expect(await autor.getByText(TITLES.submitted).count()).toBe(0);
  await drafts.getByRole("link", { name: TITLES.draft }).click();
  await autor.waitForURL(/\/admin\/previa\/noticia\/\d+$/);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px axe finds nothing on the work lists of an editor or an autor`, async () => {
    for (const account of ["editor", "autor"] as const) {
      const page = await openPanel(account, viewport);
      await workList(page, account === "editor" ? "Para revisar (1)" : "Meus rascunhos (1)");
      expect(await adminAxeViolations(page)).toEqual([]);
    }
  });
}
