import { Secret, TOTP } from "otpauth";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import { createAdministrador } from "#server/api/auth/service.ts";
import { openDatabase, SQLITE_FILE_NAME, type DatabaseHandle } from "#server/db/database.ts";
import { openWithSession } from "#tests/helpers/admin-editor.ts";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { useBrowser } from "#tests/helpers/browser-session.ts";
import { runCli } from "#tests/helpers/site-database.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const PASSWORD = "senha da conta de teste";
const NEW_PASSWORD = "nova senha da conta de teste";
const ACCOUNT_PATH = "/admin/minha-conta";

const { newPage } = useBrowser();

/** `npm run admin` against the site's own data folder, with `input` on standard input. */
const runAdmin = (args: string[], input?: string) =>
  runCli("admin", args, { DATA_DIR: dataDir, LOG_LEVEL: "warn" }, input);

// Accounts are written straight into the site's database: a command's process per account
// took about two seconds, and the command itself is tested in server/cli/admin.test.ts.
let database: DatabaseHandle;
beforeAll(() => {
  database = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
});
afterAll(async () => {
  await database?.db.destroy();
});

let counter = 0;

/** A fresh administrator for one test, so that changing it disturbs no other test. */
async function createAccount(): Promise<string> {
  counter += 1;
  const email = `conta${counter}-${Date.now()}@example.org`;
  await createAdministrador(
    database.db,
    { email, nome: `Conta ${counter}`, papel: "administrador" },
    PASSWORD,
  );
  return email;
}

async function login(email: string, password = PASSWORD): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

async function apiToken(email: string, password = PASSWORD): Promise<string> {
  const response = await login(email, password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function verifyStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/verify`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

async function openAccountPage(page: Page, token: string): Promise<void> {
  await openWithSession(page, baseUrl, ACCOUNT_PATH, token);
  await page.getByRole("heading", { level: 1, name: "Minha conta" }).waitFor();
}

/** A new account logged in twice: `page` shows its account page in the session `token`. */
async function accountInTwoSessions() {
  const email = await createAccount();
  const token = await apiToken(email);
  const other = await apiToken(email);
  const page = await newPage();
  await openAccountPage(page, token);
  return { email, token, other, page };
}

/** The code an authenticator app shows now for `secret`. */
function totpCode(secret: string): string {
  return new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate();
}

/** Fills the login form; the caller says what should follow. */
async function submitLogin(page: Page, email: string, redirectTo?: string): Promise<void> {
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  await page.goto(`${baseUrl}/admin/login${query}`);
  const submit = page.getByRole("button", { name: "Entrar" });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await submit.click();
}

async function loginWithCode(page: Page, email: string, code: string): Promise<void> {
  await submitLogin(page, email);
  await page.getByRole("heading", { name: "Verificação em duas etapas" }).waitFor();
  await page.getByLabel("Código de verificação").fill(code);
  await page.getByRole("button", { name: "Confirmar" }).click();
}

test("the panel's header links to Minha conta, and the page has no accessibility violations", async () => {
  const email = await createAccount();
  const page = await newPage();
  await openWithSession(page, baseUrl, "/admin", await apiToken(email));

  await page.getByRole("link", { name: "Minha conta" }).click();

  await page.waitForURL(`${baseUrl}${ACCOUNT_PATH}`);
  await page.getByRole("heading", { level: 1, name: "Minha conta" }).waitFor();
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).waitFor();
  await page.getByRole("table").getByText("Esta sessão").waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the desk's notices by e-mail are on until the account turns them off, and stay off", async () => {
  const email = await createAccount();
  const page = await newPage();
  await openAccountPage(page, await apiToken(email));
  const notices = page.getByLabel("Receber por e-mail os avisos do painel");
  await expect.poll(() => notices.isChecked()).toBe(true);
  await notices.uncheck();
  await page.getByRole("button", { name: "Salvar preferência" }).click();
  await page.getByText("Você não vai mais receber os avisos do painel por e-mail.").waitFor();
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "Minha conta" }).waitFor();
  await expect
    .poll(() => page.getByLabel("Receber por e-mail os avisos do painel").isChecked())
    .toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("changing the password ends the other session and keeps this one", async () => {
  const { email, token, other, page } = await accountInTwoSessions();

  await page.getByLabel("Senha atual", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repita a nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Alterar senha" }).click();

  await page.getByText("Senha alterada. As suas outras sessões foram encerradas.").waitFor({
    timeout: 15_000,
  });
  expect(await verifyStatus(other)).toBe(401);
  expect(await verifyStatus(token)).toBe(200);
  expect(await page.getByLabel("Senha atual", { exact: true }).inputValue()).toBe("");
  expect((await login(email)).status).toBe(401);
  expect((await login(email, NEW_PASSWORD)).status).toBe(200);
});

test("a wrong current password is shown beside its field and changes nothing", async () => {
  const email = await createAccount();
  const page = await newPage();
  await openAccountPage(page, await apiToken(email));

  await page.getByLabel("Senha atual", { exact: true }).fill("não é a senha atual");
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repita a nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Alterar senha" }).click();

  await page.getByText("A senha atual está incorreta.").waitFor({ timeout: 15_000 });
  expect(await page.getByLabel("Senha atual", { exact: true }).getAttribute("aria-invalid")).toBe(
    "true",
  );
  expect((await login(email)).status).toBe(200);
});

test("ending another session from the list makes its token answer 401", async () => {
  const { token, other, page } = await accountInTwoSessions();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect.poll(() => rows.count()).toBe(2);

  // Without the password, or with a wrong one, the session stays and what was typed stays.
  const end = page.getByRole("button", { name: /^Encerrar a sessão aberta em / });
  await end.click();
  await page.getByText("Informe a sua senha atual.").first().waitFor();
  const senha = page.getByLabel("Senha para encerrar sessões", { exact: true });
  await senha.fill("não é a senha");
  await end.click();
  await page.getByText("A senha atual está incorreta.").waitFor();
  expect(await senha.inputValue()).toBe("não é a senha");
  expect(await rows.count()).toBe(2);
  expect(await verifyStatus(other)).toBe(200);

  await senha.fill(PASSWORD);
  await end.click();

  await expect.poll(() => rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain("Esta sessão");
  expect(await verifyStatus(other)).toBe(401);
  expect(await verifyStatus(token)).toBe(200);
});

test("with the second factor on, login asks for a code; a recovery code works once", async () => {
  const email = await createAccount();
  const page = await newPage();
  await openAccountPage(page, await apiToken(email));

  // The set-up asks for the password again: a wrong one shows why and keeps what was typed.
  const senha = page.getByLabel("Sua senha", { exact: true });
  await senha.fill("não é a senha");
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
  await page.getByText("A senha atual está incorreta.").waitFor();
  expect(await senha.inputValue()).toBe("não é a senha");
  expect(await page.getByTestId("totp-secret").count()).toBe(0);
  await senha.fill(PASSWORD);
  await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  const qr = page.getByRole("img", { name: /Código QR/ });
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  await page.getByLabel("Código do aplicativo").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirmar ativação" }).click();
  await page.getByRole("heading", { name: "Códigos de recuperação" }).waitFor();
  const recoveryCodes = await page
    .getByRole("list", { name: "Códigos de recuperação" })
    .getByRole("listitem")
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Já guardei os códigos" }).click();
  await page.getByText("Ativada. Restam 10 códigos de recuperação.").waitFor();

  // The password alone no longer opens a session.
  expect(Object.keys((await (await login(email)).json()) as object).sort()).toEqual([
    "challenge",
    "totpRequired",
  ]);

  const withCode = await newPage();
  await loginWithCode(withCode, email, totpCode(secret));
  await withCode.waitForURL(`${baseUrl}/admin`);
  await withCode.getByRole("heading", { level: 1, name: "Painel administrativo" }).waitFor();

  const withRecovery = await newPage();
  await loginWithCode(withRecovery, email, recoveryCodes[0] ?? "");
  await withRecovery.waitForURL(`${baseUrl}/admin`);

  const reused = await newPage();
  await loginWithCode(reused, email, recoveryCodes[0] ?? "");
  await expect
    .poll(() => reused.getByRole("alert").textContent(), { timeout: 15_000 })
    .toContain("Código inválido ou já usado.");
  expect(reused.url()).toBe(`${baseUrl}/admin/login`);

  // Turning it off asks for the password and a code; a wrong one keeps what was typed.
  const off = page.getByRole("region", { name: "Desativar" });
  const offSenha = off.getByLabel("Senha", { exact: true });
  const offCodigo = off.getByLabel("Código do aplicativo ou de recuperação", { exact: true });
  await offSenha.fill(PASSWORD);
  await offCodigo.fill("000000");
  await page.getByRole("button", { name: "Desativar verificação em duas etapas" }).click();
  await page.getByText("Código do aplicativo inválido ou já usado.").waitFor();
  expect([await offSenha.inputValue(), await offCodigo.inputValue()]).toEqual([PASSWORD, "000000"]);
  await offCodigo.fill(recoveryCodes[1] ?? "");
  await page.getByRole("button", { name: "Desativar verificação em duas etapas" }).click();
  await page
    .getByRole("button", { name: "Ativar verificação em duas etapas", exact: true })
    .waitFor();
  expect(Object.keys((await (await login(email)).json()) as object)).toContain("token");
});

/** Turns the second factor on through the API; answers its secret and recovery codes. */
async function enableTotpByApi(token: string) {
  const call = async (path: string, body: object) => {
    const response = await fetch(`${baseUrl}/api/auth/totp/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { secret } = (await call("setup", { senha: PASSWORD })) as { secret: string };
  const { recoveryCodes } = (await call("enable", { code: totpCode(secret), senha: PASSWORD })) as {
    recoveryCodes: string[];
  };
  return { secret, recoveryCodes };
}

async function accountEmail(token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { user: { email: string } }).user.email;
}

test("new recovery codes and a new e-mail each ask for the password and a code, and say beside the field what is wrong", async () => {
  const email = await createAccount();
  const taken = await createAccount();
  const token = await apiToken(email);
  const { recoveryCodes } = await enableTotpByApi(token);
  const page = await newPage();
  await openAccountPage(page, token);
  await page
    .getByRole("region", { name: "Alterar e-mail" })
    .getByLabel("Código do aplicativo ou de recuperação")
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // New recovery codes: a missing code is named beside its field, a wrong one above the form.
  const renew = page.getByRole("region", { name: "Novos códigos de recuperação" });
  const renewCodigo = renew.getByLabel("Código do aplicativo ou de recuperação", { exact: true });
  await renew.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await renew.getByRole("button", { name: "Gerar novos códigos" }).click();
  await renew.getByText("Informe o código.").waitFor();
  expect(await renewCodigo.getAttribute("aria-invalid")).toBe("true");
  await renewCodigo.fill("000000");
  await renew.getByRole("button", { name: "Gerar novos códigos" }).click();
  await renew.getByText("Código do aplicativo inválido ou já usado.").waitFor();
  await renewCodigo.fill(recoveryCodes[0] ?? "");
  await renew.getByRole("button", { name: "Gerar novos códigos" }).click();
  await page.getByRole("heading", { name: "Códigos de recuperação", exact: true }).waitFor();
  const fresh = await page
    .getByRole("list", { name: "Códigos de recuperação" })
    .getByRole("listitem")
    .allTextContents();
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  await page.getByRole("button", { name: "Já guardei os códigos" }).click();
  await page.getByText("Ativada. Restam 10 códigos de recuperação.").waitFor();

  // A new e-mail: another account's is refused beside the field, and nothing changes.
  const change = page.getByRole("region", { name: "Alterar e-mail" });
  const newEmail = change.getByLabel("Novo e-mail", { exact: true });
  const changeCodigo = change.getByLabel("Código do aplicativo ou de recuperação", {
    exact: true,
  });
  await newEmail.fill(taken);
  await change.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await changeCodigo.fill(fresh[0] ?? "");
  await change.getByRole("button", { name: "Alterar e-mail" }).click();
  await change.getByText("Já existe outra conta com este e-mail.").waitFor();
  expect(await newEmail.getAttribute("aria-invalid")).toBe("true");
  expect(await accountEmail(token)).toBe(email);

  const changed = `mudou-${email}`;
  await newEmail.fill(changed);
  await changeCodigo.fill(fresh[1] ?? "");
  await change.getByRole("button", { name: "Alterar e-mail" }).click();

  await page.getByText(`E-mail alterado. Entre com ${changed} a partir de agora.`).waitFor();
  await page.getByText(`(${changed})`).waitFor();
  // Checked without a failed login: every wrong one counts on this address's throttle.
  expect(await accountEmail(token)).toBe(changed);
  expect(Object.keys((await (await login(changed)).json()) as object)).toContain("challenge");
});

test("disabling an account ends the session of its open tab", async () => {
  const email = await createAccount();
  const token = await apiToken(email);
  const page = await newPage();
  await openAccountPage(page, token);

  const disabled = await runAdmin(["disable", email]);

  expect(disabled.code).toBe(0);
  expect(await verifyStatus(token)).toBe(401);
  // The tab's next step checks the token and finds it gone.
  await page.getByRole("link", { name: "Painel Admin" }).click();
  await page.waitForURL(/\/admin\/login\?redirectTo=/);
  await page.getByText("Sua sessão expirou. Entre novamente para continuar.").waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();

  await submitLogin(page, email);
  await expect
    .poll(() => page.getByRole("alert").textContent(), { timeout: 15_000 })
    .toContain("Esta conta está desativada. Fale com um administrador do site.");

  expect((await runAdmin(["enable", email])).code).toBe(0);
  expect((await login(email)).status).toBe(200);
});
