import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAdministrador } from "#server/api/auth/service.ts";
import type { Papel } from "#server/auth/roles.ts";
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import { adminAxeViolations, expectToast, fieldLabel } from "#tests/helpers/admin-editor.ts";
import { articleCard } from "#tests/helpers/article-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";
import { startOwnSite } from "#tests/helpers/own-site.ts";
import type { SiteProcess } from "#tests/helpers/site-process.ts";

// A published fact-check's verdict corrected in the browser (decision 061): an editor's
// change waits while readers keep the published verdict; a second editor compares the
// two versions, approves and publishes in one step, and the correction reaches the
// check's page and /correcoes.
const { newPage } = useBrowser();
const PASSWORD = "uma senha longa de teste";
const ACCOUNTS = {
  chefe: { email: "chefe@example.org", nome: "Chefe de Redação", papel: "administrador" },
  ana: { email: "ana@example.org", nome: "Ana Editora", papel: "editor" },
  bia: { email: "bia@example.org", nome: "Bia Revisora", papel: "editor" },
} as const satisfies Record<string, { email: string; nome: string; papel: Papel }>;
const TITLE = "Ponte do rio Acre foi interditada pela Defesa Civil";

let site: SiteProcess;
let database: DatabaseHandle;
let id: number;

beforeAll(async () => {
  site = await startOwnSite();
  database = openDatabase({ sqliteFile: path.join(site.dataDir, SQLITE_FILE_NAME) });
  for (const { email, nome, papel } of Object.values(ACCOUNTS)) {
    const { id: account } = await createAdministrador(database.db, { email, nome }, PASSWORD);
    await database.db
      .updateTable("administradores")
      .set({ papel })
      .where("id", "=", account)
      .execute();
  }
  const token = await loginToken(site.url, { email: ACCOUNTS.chefe.email, password: PASSWORD });
  ({ id } = await apiCall<{ id: number }>(site.url, "POST", "/fake-news", {
    token,
    body: {
      titulo: TITLE,
      lead: "<p>Circula que a ponte foi interditada.</p>",
      conteudo: "<p>A Defesa Civil não interditou a ponte.</p>",
      status: "desmentida",
      data_verificacao: "2026-03-10",
    },
  }));
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

/** The verdict a reader's page shows now. */
async function readerVerdict(reader: Page): Promise<string | null> {
  await reader.goto(`${site.url}/fake-news/${id}`);
  return reader.locator("article .status-badge").textContent();
}

test("an editor corrects a published verdict, readers keep the old one until a second editor approves and publishes it", async () => {
  const reader = await newPage();
  expect(await readerVerdict(reader)).toBe("Desmentida");

  const ana = await newPage();
  await login(ana, ACCOUNTS.ana.email, "/admin/fake-news");
  await articleCard(ana, TITLE).getByRole("button", { name: "Editar" }).click();
  const dialog = ana.getByRole("dialog", { name: "Editar Fake News" });
  await dialog
    .getByText("Esta checagem está publicada: mudar o veredito", { exact: false })
    .waitFor();
  await dialog.getByLabel(fieldLabel("Status")).selectOption("verificada");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expectToast(
    ana,
    "Alteração enviada para revisão; a versão publicada continua no ar até a aprovação.",
  );
  await dialog.waitFor({ state: "hidden" });
  const card = articleCard(ana, TITLE);
  await expect.poll(() => card.textContent()).toContain("Alteração pendente (versão 2, de Ana");
  // The change's author is not offered its approval.
  expect(await card.getByRole("button", { name: /^Aprovar/ }).count()).toBe(0);
  expect(await adminAxeViolations(ana)).toEqual([]);

  // Meanwhile readers keep the published verdict; the preview shows the change.
  expect(await readerVerdict(reader)).toBe("Desmentida");
  await card.getByRole("link", { name: `Pré-visualizar ${TITLE}` }).click();
  await ana.waitForURL(/\/admin\/previa\/fake-news\/\d+$/);
  await ana
    .getByText(
      "Mostrando a alteração pendente (versão 2); a versão publicada continua no ar até a aprovação.",
    )
    .waitFor();
  expect(await ana.locator(".article__status .status-badge").textContent()).toBe("Verificada");
  expect(await adminAxeViolations(ana)).toEqual([]);

  const bia = await newPage();
  await login(bia, ACCOUNTS.bia.email, "/admin/fake-news");
  const waiting = articleCard(bia, TITLE);
  await expect.poll(() => waiting.textContent()).toContain("Alteração pendente");
  expect(await waiting.getByRole("button", { name: `Aprovar e publicar ${TITLE}` }).count()).toBe(
    1,
  );
  await waiting.getByRole("button", { name: "Editar" }).click();
  const review = bia.getByRole("dialog", { name: "Editar Fake News" });
  const diff = review.getByRole("region", {
    name: "Versão publicada comparada com a alteração pendente",
  });
  await diff.waitFor();
  expect(await diff.textContent()).toContain("Status");
  expect(await diff.locator("del").allTextContents()).toContain("Desmentida");
  expect(await diff.locator("ins").allTextContents()).toContain("Verificada");
  expect(await adminAxeViolations(bia)).toEqual([]);
  await review.getByRole("button", { name: "Aprovar e publicar" }).click();
  await expectToast(bia, "Checagem aprovada e publicada.");

  expect(await readerVerdict(reader)).toBe("Verificada");
  const box = reader.getByRole("region", { name: "Correção" });
  expect(await box.textContent()).toContain("Veredito: Desmentida → Verificada");
  await reader.goto(`${site.url}/correcoes`);
  const entry = reader
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: reader.getByRole("link", { name: TITLE }) });
  expect(await entry.textContent()).toContain("Veredito: Desmentida → Verificada");
});

test("sending a published check back to draft asks why, and the reason is kept in the audit log", async () => {
  const chefe = await newPage();
  await login(chefe, ACCOUNTS.chefe.email, "/admin/fake-news");
  const answers: string[] = [];
  chefe.on("dialog", (dialog) => {
    answers.push(dialog.message());
    void (dialog.type() === "prompt"
      ? dialog.accept("A Defesa Civil revisou o boletim.")
      : dialog.accept());
  });
  await articleCard(chefe, TITLE)
    .getByRole("button", { name: `Voltar para rascunho ${TITLE}` })
    .click();
  await expectToast(chefe, "Voltou para rascunho.");

  expect(answers).toEqual([
    "Voltar para rascunho tira este texto do ar: os leitores deixam de vê-lo até que seja publicado de novo. Continuar?",
    "Por que tirar este texto do ar? O motivo fica registrado no histórico.",
  ]);
  const audit = await database.db
    .selectFrom("registro_auditoria")
    .select("nota")
    .where("item_id", "=", String(id))
    .where("acao", "=", "updateFakeNews")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(audit.nota).toContain("Motivo: A Defesa Civil revisou o boletim.");
});

test("a correction written in the editor is saved by the text's save, and dropped when the edit is cancelled", async () => {
  const ERRO = "A checagem não citava o boletim revisto.";
  const chefe = await newPage();
  await login(chefe, ACCOUNTS.chefe.email, "/admin/fake-news");
  const dialog = chefe.getByRole("dialog", { name: "Editar Fake News" });
  const correcoes = () =>
    database.db
      .selectFrom("correcoes")
      .select("erro")
      .where("fake_news_id", "=", id)
      .orderBy("id")
      .execute();
  const before = await correcoes();
  /** Opens the editor and writes a correction, which the section keeps for the save. */
  async function writeCorrection() {
    await articleCard(chefe, TITLE).getByRole("button", { name: "Editar" }).click();
    const section = dialog.getByRole("region", { name: "Correções" });
    await section.getByRole("button", { name: "Adicionar correção" }).click();
    const form = section.getByRole("form", { name: "Nova correção" });
    await form.getByLabel(fieldLabel("O que estava errado")).fill(ERRO);
    await form.getByLabel(fieldLabel("O que mudou")).fill("O boletim revisto foi citado.");
    await form.getByRole("button", { name: "Guardar correção" }).click();
    await expectToast(chefe, "Correção guardada: ela será salva com o texto.");
    await expect.poll(() => section.textContent()).toContain(ERRO);
    expect(await adminAxeViolations(chefe)).toEqual([]);
  }

  await writeCorrection();
  // Closing asks first: the kept correction would be lost with the edit.
  const asked: string[] = [];
  chefe.once("dialog", (question) => {
    asked.push(question.message());
    void question.accept();
  });
  await dialog.getByRole("button", { name: "Cancelar", exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
  expect(asked).toEqual(["Descartar o que você digitou e ainda não foi salvo?"]);
  expect(await correcoes()).toEqual(before);

  await writeCorrection();
  await dialog.getByLabel(fieldLabel("Subtítulo")).fill("Boletim revisto pela Defesa Civil");
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await dialog.waitFor({ state: "hidden" });
  await expect
    .poll(async () => (await correcoes()).map((row) => row.erro))
    .toEqual([...before.map((row) => row.erro), ERRO]);
});

test("an administrador publishes a check no one approved only by saying why, and /transparencia counts it", async () => {
  const MOTIVO = "Boato em alta nos grupos da cidade; a revisora está sem sinal.";
  const chefe = await newPage();
  await login(chefe, ACCOUNTS.chefe.email, "/admin/fake-news");
  const asked: string[] = [];
  const answers = ["", MOTIVO];
  chefe.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept(answers.shift());
  });
  const card = articleCard(chefe, TITLE);
  expect(await card.getByRole("button", { name: `Publicar ${TITLE}`, exact: true }).count()).toBe(
    0,
  );
  const publish = card.getByRole("button", { name: `Publicar sem revisão ${TITLE}` });

  // An empty reason publishes nothing.
  await publish.click();
  await expect
    .poll(() => chefe.locator(".toast-region").textContent())
    .toContain("Informe o motivo para publicar sem a segunda revisão.");
  expect(await card.textContent()).toContain("Rascunho");

  await publish.click();
  await expectToast(chefe, "Publicado sem a segunda revisão.");
  await expect
    .poll(() => articleCard(chefe, TITLE).textContent())
    .toContain(`Publicada sem segunda revisão. Motivo: ${MOTIVO}`);
  expect(asked).toEqual([
    "Ninguém aprovou esta checagem ainda. Por que publicá-la sem a segunda revisão? O motivo fica registrado no histórico e a publicação conta em Transparência.",
    "Ninguém aprovou esta checagem ainda. Por que publicá-la sem a segunda revisão? O motivo fica registrado no histórico e a publicação conta em Transparência.",
  ]);
  expect(await adminAxeViolations(chefe)).toEqual([]);

  const reader = await newPage();
  await reader.goto(`${site.url}/transparencia`);
  expect(
    await reader.getByRole("region", { name: "Segunda revisão" }).locator("p").textContent(),
  ).toBe(
    "Toda checagem deve ser lida por uma segunda pessoa antes de ser publicada. Checagens publicadas sem segunda revisão, com o motivo registrado: 1.",
  );
});
