import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAdministrador } from "#server/api/auth/service.ts";
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import { adminAxeViolations, openWithSession } from "#tests/helpers/admin-editor.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { loginToken } from "#tests/helpers/site-api.ts";
import { startOwnSite } from "#tests/helpers/own-site.ts";
import type { SiteProcess } from "#tests/helpers/site-process.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/helpers/smtp-server.ts";

// A forgotten password in the browser (decision 070): the login page's link, the e-mail
// through a real SMTP server on loopback, the new password, and the outbox an
// administradora reads — on a phone.
const { newPage } = useBrowser();
const EMAIL = "rita@example.org";
const OLD_PASSWORD = "a senha antiga e comprida";
const NEW_PASSWORD = "uma senha nova e bem comprida";

let smtp: TestSmtpServer;
let site: SiteProcess;
let database: DatabaseHandle;

beforeAll(async () => {
  smtp = await startSmtpServer();
  site = await startOwnSite({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Observatório <nao-responda@example.org>",
  });
  database = openDatabase({ sqliteFile: path.join(site.dataDir, SQLITE_FILE_NAME) });
  await createAdministrador(
    database.db,
    { email: EMAIL, nome: "Rita Redefine", papel: "administrador" },
    OLD_PASSWORD,
  );
});

afterAll(async () => {
  await database?.db.destroy();
  await site?.stop();
  await smtp?.stop();
});

test("an editor who forgot the password gets a link by e-mail, sets a new one and signs in with it", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${site.url}/admin/login`);
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await page.waitForURL(`${site.url}/admin/esqueci-senha`);
  await page.getByRole("heading", { level: 1, name: "Esqueci minha senha" }).waitFor();
  expect(await adminAxeViolations(page)).toEqual([]);

  const send = page.getByRole("button", { name: "Enviar link" });
  await expect.poll(() => send.isEnabled()).toBe(true);
  await send.click();
  await page.getByText("Informe um e-mail válido.").first().waitFor();
  await page.getByLabel("E-mail").fill(EMAIL);
  await send.click();
  await page
    .getByRole("status")
    .getByText(/o link já está a caminho/)
    .waitFor();

  // The site's own sender delivers it within its first round.
  await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
  const [mail] = smtp.received;
  expect(mail!.envelopeTo).toEqual([EMAIL]);
  const link = /(http\S+#token=[\w-]+)/.exec(mail!.text ?? "")?.[1];
  expect(link?.startsWith(`${site.url}/admin/redefinir-senha#token=`)).toBe(true);

  await page.goto(link!);
  await page.getByRole("heading", { level: 1, name: "Criar uma nova senha" }).waitFor();
  const save = page.getByRole("button", { name: "Salvar a nova senha" });
  await expect.poll(() => save.isEnabled()).toBe(true);
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repita a nova senha").fill("outra coisa qualquer");
  await save.click();
  await page.getByText("As senhas não conferem.").first().waitFor();
  expect(await adminAxeViolations(page)).toEqual([]);
  await page.getByLabel("Repita a nova senha").fill(NEW_PASSWORD);
  await save.click();
  await page.getByRole("status").getByText("Senha alterada. Entre com a nova senha.").waitFor();
  // The spent token leaves the address bar.
  expect(new URL(page.url()).hash).toBe("");

  await page.getByRole("link", { name: "Entrar no painel" }).click();
  await page.waitForURL(`${site.url}/admin/login`);
  const enter = page.getByRole("button", { name: "Entrar" });
  await expect.poll(() => enter.isEnabled()).toBe(true);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Senha").fill(NEW_PASSWORD);
  await enter.click();
  await page.waitForURL(`${site.url}/admin`);

  // The same link again is refused with a way forward.
  const again = await newPage({ viewport: { width: 390, height: 844 } });
  await again.goto(link!);
  const resave = again.getByRole("button", { name: "Salvar a nova senha" });
  await expect.poll(() => resave.isEnabled()).toBe(true);
  await again.getByLabel("Nova senha", { exact: true }).fill("mais uma senha bem comprida");
  await again.getByLabel("Repita a nova senha").fill("mais uma senha bem comprida");
  await resave.click();
  await again.getByText(/Este link não vale mais/).waitFor();
});

test("an administradora reads what the site sent by e-mail and sends a refused message again", async () => {
  smtp.refuse("nao-existe@example.org");
  await createAdministrador(
    database.db,
    { email: "nao-existe@example.org", nome: "Conta Sem Caixa" },
    OLD_PASSWORD,
  );
  await fetch(`${site.url}/api/auth/senha/esqueci`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "nao-existe@example.org" }),
  });
  await expect
    .poll(
      async () =>
        (
          await database.db
            .selectFrom("caixa_saida")
            .select("estado")
            .where("destinatario", "=", "nao-existe@example.org")
            .executeTakeFirst()
        )?.estado,
      { timeout: 10_000 },
    )
    .toBe("falhou");

  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  const token = await loginToken(site.url, { email: EMAIL, password: NEW_PASSWORD });
  await openWithSession(page, site.url, "/admin/caixa-saida", token);
  await page.getByRole("heading", { level: 1, name: "E-mails enviados pelo site" }).waitFor();
  await page.getByLabel("Situação").selectOption("falhou");
  const row = page.getByRole("row", { name: /nao-existe@example\.org/ });
  await expect.poll(() => row.textContent()).toContain("550");
  expect(await adminAxeViolations(page)).toEqual([]);
  await row
    .getByRole("button", {
      name: "Enviar de novo “Redefinição de senha do painel” para nao-existe@example.org",
    })
    .click();
  await page.getByText("O e-mail voltou para a fila e sai na próxima rodada.").waitFor();
  await page.getByLabel("Situação").selectOption("enviada");
  await expect.poll(() => page.getByRole("row", { name: new RegExp(EMAIL) }).count()).toBe(1);
}, 90_000);
