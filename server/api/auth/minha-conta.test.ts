import crypto from "node:crypto";
import { expect, onTestFinished, test, vi } from "vitest";
import { hashSecret, verifyPassword } from "#server/auth/passwords.ts";
import { currentTotpCode } from "#server/auth/totp.ts";
import { openTotpSecret, setTotpKeys } from "#server/auth/totp-key.ts";
import { expectAnswer } from "#tests/helpers/api-server.ts";
import { startSecondInstance, useServerWithAccount } from "#tests/helpers/server-with-account.ts";
import { TEST_ENV } from "#tests/helpers/test-config.ts";
import { sealStoredTotpSecrets, setAdministradorDisabled, type AuthUser } from "./service.ts";

const PASSWORD = "uma senha bem longa e secreta";
const NEW_PASSWORD = "outra senha comprida e nova";
const ADDRESS = "198.51.100.7";
const UNAUTHORIZED = { error: "Autenticação necessária." };

const setup = useServerWithAccount(PASSWORD, { email: "conta@example.org", nome: "Conta" });

function send(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  address = ADDRESS,
  url = setup.server.url,
) {
  const headers: Record<string, string> = { "x-forwarded-for": address };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${url}/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function login(password = PASSWORD, address = ADDRESS) {
  return send("POST", "auth/login", undefined, { email: setup.account.email, password }, address);
}

async function loginToken(address = ADDRESS): Promise<string> {
  const response = await login(PASSWORD, address);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const verifyStatus = async (token: string) => (await send("GET", "auth/verify", token)).status;

function storedHash() {
  return setup.server.database.db
    .selectFrom("administradores")
    .select("password_hash")
    .where("id", "=", setup.account.id)
    .executeTakeFirstOrThrow()
    .then((row) => row.password_hash);
}

/** Sets up and confirms TOTP through the API; answers the secret and the recovery codes. */
async function enableTotp(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = (await (
    await send("POST", "auth/totp/setup", token, { senha: PASSWORD })
  ).json()) as {
    secret: string;
  };
  const response = await send("POST", "auth/totp/enable", token, {
    code: currentTotpCode(setup.secret),
    senha: PASSWORD,
  });
  expect(response.status).toBe(200);
  const { recoveryCodes } = (await response.json()) as { recoveryCodes: string[] };
  return { secret: setup.secret, recoveryCodes };
}

async function challenge(): Promise<string> {
  const response = await login();
  expect(response.status).toBe(200);
  const body = (await response.json()) as { totpRequired: true; challenge: string };
  expect(body).toEqual({ totpRequired: true, challenge: expect.any(String) });
  return body.challenge;
}

const secondStep = async (code: string) =>
  send("POST", "auth/login/totp", undefined, { challenge: await challenge(), code });

test("a wrong current password answers 400 on its field and changes nothing", async () => {
  const token = await loginToken();
  const other = await loginToken("198.51.100.8");

  const response = await send("PUT", "auth/password", token, {
    currentPassword: "não é a senha atual",
    newPassword: NEW_PASSWORD,
  });

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { currentPassword: "A senha atual está incorreta." },
  });
  expect(await storedHash()).toBe(setup.passwordHash);
  expect(await verifyStatus(token)).toBe(200);
  expect(await verifyStatus(other)).toBe(200);
});

test("a new password the policy refuses answers 400 on its field and changes nothing", async () => {
  const token = await loginToken();

  const response = await send("PUT", "auth/password", token, {
    currentPassword: PASSWORD,
    newPassword: "curta",
  });

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { newPassword: "A senha deve ter pelo menos 12 caracteres." },
  });
  expect(await storedHash()).toBe(setup.passwordHash);
});

test("changing the password ends every other session and keeps the current one", async () => {
  const token = await loginToken();
  const other = await loginToken("198.51.100.8");

  const response = await send("PUT", "auth/password", token, {
    currentPassword: PASSWORD,
    newPassword: NEW_PASSWORD,
  });

  expect(response.status).toBe(204);
  expect(await verifyPassword(NEW_PASSWORD, await storedHash())).toBe(true);
  expect(await verifyStatus(token)).toBe(200);
  await expectAnswer(await send("GET", "auth/verify", other), 401, UNAUTHORIZED);
  expect((await login(PASSWORD)).status).toBe(401);
  expect((await login(NEW_PASSWORD)).status).toBe(200);
});

test("the password change needs a session", async () => {
  const response = await send("PUT", "auth/password", undefined, {
    currentPassword: PASSWORD,
    newPassword: NEW_PASSWORD,
  });

  await expectAnswer(response, 401, UNAUTHORIZED);
  expect(await storedHash()).toBe(setup.passwordHash);
});

test("the sessions list shows when and where each was opened and marks the current one", async () => {
  const token = await loginToken();
  await loginToken("198.51.100.8");

  const response = await send("GET", "auth/sessions", token);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const sessions = (await response.json()) as { address: string; current: boolean }[];
  expect(sessions).toHaveLength(2);
  expect(sessions).toEqual(
    expect.arrayContaining([
      {
        id: expect.any(Number),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        address: ADDRESS,
        current: true,
      },
      expect.objectContaining({ address: "198.51.100.8", current: false }),
    ]),
  );
});

test("ending another session makes its token answer 401; another account's session is a 404", async () => {
  const token = await loginToken();
  const other = await loginToken("198.51.100.8");
  const sessions = (await (await send("GET", "auth/sessions", token)).json()) as {
    id: number;
    current: boolean;
  }[];
  const target = sessions.find((session) => !session.current);

  const ended = await send("DELETE", `auth/sessions/${String(target?.id)}`, token, {
    senha: PASSWORD,
  });

  expect(ended.status).toBe(204);
  await expectAnswer(await send("GET", "auth/verify", other), 401, UNAUTHORIZED);
  expect(await verifyStatus(token)).toBe(200);
  await expectAnswer(
    await send("DELETE", `auth/sessions/${String(target?.id)}`, token, { senha: PASSWORD }),
    404,
    { error: "Sessão não encontrada." },
  );
});

test("once TOTP is on, the password alone opens no session and a code does", async () => {
  const token = await loginToken();
  const { secret, recoveryCodes } = await enableTotp(token);
  const account = await (await send("GET", "auth/account", token)).json();
  const sessionsBefore = (await (await send("GET", "auth/sessions", token)).json()) as unknown[];

  const first = await challenge();

  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect(account).toEqual({
    user: {
      id: expect.any(Number),
      email: "conta@example.org",
      nome: "Conta",
      papel: "administrador",
    },
    totpEnabled: true,
    recoveryCodesLeft: 10,
    avisosEmail: true,
  });
  expect(await send("GET", "auth/sessions", token).then((r) => r.json())).toHaveLength(
    sessionsBefore.length,
  );
  const code = currentTotpCode(secret);
  const response = await send("POST", "auth/login/totp", undefined, { challenge: first, code });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; user: AuthUser };
  expect(body).toEqual({ token: expect.any(String), user: account.user });
  expect(await verifyStatus(body.token)).toBe(200);
  // The same code never works twice, and the challenge is used up.
  await expectAnswer(await secondStep(code), 401, { error: "Código inválido ou já usado." });
  await expectAnswer(
    await send("POST", "auth/login/totp", undefined, { challenge: first, code }),
    401,
    { error: "A verificação expirou. Entre novamente." },
  );
});

test("a recovery code logs in once and is used up", async () => {
  const token = await loginToken();
  const { recoveryCodes } = await enableTotp(token);
  const code = recoveryCodes[3] ?? "";

  const first = await secondStep(code.toLowerCase().replaceAll("-", " "));
  const again = await secondStep(code);

  expect(first.status).toBe(200);
  await expectAnswer(again, 401, { error: "Código inválido ou já usado." });
  const left = await (await send("GET", "auth/account", token)).json();
  expect(left).toMatchObject({ recoveryCodesLeft: 9 });
  const stored = await setup.server.database.db
    .selectFrom("codigos_recuperacao")
    .select("code_hash")
    .execute();
  expect(stored.every((row) => !recoveryCodes.includes(row.code_hash))).toBe(true);
});

test("a wrong code when enabling answers 400 on the field and leaves TOTP off", async () => {
  const token = await loginToken();
  await send("POST", "auth/totp/setup", token, { senha: PASSWORD });

  const response = await send("POST", "auth/totp/enable", token, {
    code: "000000x",
    senha: PASSWORD,
  });

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { code: "Código inválido ou já usado." },
  });
  expect(await (await send("GET", "auth/account", token)).json()).toMatchObject({
    totpEnabled: false,
  });
  expect((await login()).status).toBe(200);
});

test("wrong codes are throttled, and then even the right one waits", async () => {
  const token = await loginToken();
  const { secret } = await enableTotp(token);
  const statuses: number[] = [];

  for (let attempt = 0; attempt < 5; attempt += 1) {
    statuses.push((await secondStep("123456")).status);
  }
  const right = await secondStep(currentTotpCode(secret));

  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  expect(right.status).toBe(429);
  expect(await right.json()).toEqual({
    error: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
  });
});

/** Both login steps from `address` through the instance at `url`: the password, then `code`. */
async function codeFrom(address: string, code: string, url = setup.server.url) {
  const login = { email: setup.account.email, password: PASSWORD };
  const first = await send("POST", "auth/login", undefined, login, address, url);
  expect(first.status).toBe(200);
  const { challenge } = (await first.json()) as { challenge: string };
  return send("POST", "auth/login/totp", undefined, { challenge, code }, address, url);
}

/** A six-digit code none of the next few minutes' steps has. */
function wrongCode(secret: string): string {
  const soon = Array.from({ length: 12 }, (_, i) =>
    currentTotpCode(secret, new Date(Date.now() + (i - 2) * 30_000)),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, "0");
    if (!soon.includes(code)) return code;
  }
}

function auditActions(acao: string) {
  return setup.server.database.db
    .selectFrom("registro_auditoria")
    .select(["conta_id", "endereco", "nota"])
    .where("acao", "=", acao)
    .orderBy("id")
    .execute();
}

test("the eleventh wrong code within the hour is refused even from a fresh address, on any instance; the owner's right code works after the wait", async () => {
  const token = await loginToken();
  const { secret } = await enableTotp(token);
  // The clock stands still until the test moves it past the wait.
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const otherInstance = await startSecondInstance(setup.server);
  const wrong = wrongCode(secret);
  const instances = [setup.server.url, otherInstance];

  const statuses: number[] = [];
  for (let i = 1; i <= 10; i += 1) {
    statuses.push((await codeFrom(`203.0.113.${i}`, wrong, instances[i % 2])).status);
  }
  const eleventh = await codeFrom("203.0.113.11", wrong, otherInstance);
  const ownerDuringWait = await codeFrom("198.51.100.200", currentTotpCode(secret));
  vi.setSystemTime(Date.now() + 61_000);
  const ownerAfterWait = await codeFrom("198.51.100.200", currentTotpCode(secret));

  expect(statuses).toEqual(Array(10).fill(401));
  expect(eleventh.status).toBe(429);
  expect(eleventh.headers.get("retry-after")).toBe("60");
  expect(await eleventh.json()).toEqual({
    error: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
  });
  expect(ownerDuringWait.status).toBe(429);
  expect(ownerAfterWait.status).toBe(200);
  expect(await ownerAfterWait.json()).toMatchObject({ user: { id: setup.account.id } });
  expect(await auditActions("loginWithCodeFailed")).toHaveLength(10);
  expect(await auditActions("loginWithCodeThrottled")).toEqual([
    {
      conta_id: setup.account.id,
      endereco: "203.0.113.11",
      nota: "Código não verificado: muitos códigos errados; nova tentativa em 60 s.",
    },
    {
      conta_id: setup.account.id,
      endereco: "198.51.100.200",
      nota: "Código não verificado: muitos códigos errados; nova tentativa em 60 s.",
    },
  ]);
});

test("after the wait a further wrong code doubles it, and a code two steps old is refused", async () => {
  const token = await loginToken();
  const { secret } = await enableTotp(token);
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const wrong = wrongCode(secret);
  for (let i = 1; i <= 10; i += 1) await codeFrom(`203.0.113.${i}`, wrong);
  vi.setSystemTime(Date.now() + 61_000);

  const twoStepsOld = await codeFrom(
    "203.0.113.50",
    currentTotpCode(secret, new Date(Date.now() - 60_000)),
  );
  const next = await codeFrom("203.0.113.51", currentTotpCode(secret));

  expect(twoStepsOld.status).toBe(401);
  expect(next.status).toBe(429);
  expect(next.headers.get("retry-after")).toBe("120");
});

test("turning TOTP off needs the password and a code; then the password alone logs in again", async () => {
  const token = await loginToken();
  const { recoveryCodes } = await enableTotp(token);

  const without = await send("POST", "auth/totp/disable", token);
  const wrong = await send("POST", "auth/totp/disable", token, {
    senha: "senha errada qualquer",
    codigo: recoveryCodes[0],
  });
  const noCode = await send("POST", "auth/totp/disable", token, { senha: PASSWORD });
  const wrongCode = await send("POST", "auth/totp/disable", token, {
    senha: PASSWORD,
    codigo: "000000",
  });
  expect(await (await send("GET", "auth/account", token)).json()).toMatchObject({
    totpEnabled: true,
    recoveryCodesLeft: 10,
  });
  const right = await send("POST", "auth/totp/disable", token, {
    senha: PASSWORD,
    codigo: recoveryCodes[0],
  });

  await expectAnswer(without, 403, { error: "Confirme com a sua senha atual." });
  await expectAnswer(wrong, 403, { error: "A senha atual está incorreta." });
  await expectAnswer(noCode, 403, {
    error: "Confirme também com o código do aplicativo autenticador.",
  });
  await expectAnswer(wrongCode, 403, { error: "Código do aplicativo inválido ou já usado." });
  expect(right.status).toBe(204);
  const body = await (await login()).json();
  expect(body).toEqual({ token: expect.any(String), user: expect.any(Object) });
  expect(
    await setup.server.database.db.selectFrom("codigos_recuperacao").select("id").execute(),
  ).toEqual([]);
});

test("a disabled account is refused with a clear message and its tokens answer 401", async () => {
  const token = await loginToken();

  await setAdministradorDisabled(setup.server.database.db, setup.account.email, true);

  await expectAnswer(await send("GET", "auth/verify", token), 401, UNAUTHORIZED);
  await expectAnswer(await login(), 401, {
    error: "Esta conta está desativada. Fale com um administrador do site.",
  });
  // A wrong password says nothing more than for any account.
  await expectAnswer(await login("outra senha qualquer"), 401, {
    error: "E-mail ou senha incorretos.",
  });
  expect(
    await setup.server.database.db
      .selectFrom("sessoes")
      .select("id")
      .where("administrador_id", "=", setup.account.id)
      .execute(),
  ).toEqual([]);

  await setAdministradorDisabled(setup.server.database.db, setup.account.email, false);

  expect((await login(PASSWORD, "198.51.100.9")).status).toBe(200);
});

test("a session left in the table of a disabled account still answers 401", async () => {
  const token = await loginToken();
  await setup.server.database.db
    .updateTable("administradores")
    .set({ desativado_em: new Date().toISOString() })
    .where("id", "=", setup.account.id)
    .execute();

  await expectAnswer(await send("GET", "auth/verify", token), 401, UNAUTHORIZED);
});

/** The account's pending (not yet confirmed) second-factor secret. */
const pendingSecret = () =>
  setup.server.database.db
    .selectFrom("administradores")
    .select("totp_pendente")
    .where("id", "=", setup.account.id)
    .executeTakeFirstOrThrow()
    .then((row) => row.totp_pendente);

test("setting up the second factor asks for the password again: without it or wrong, no secret", async () => {
  const token = await loginToken();

  const without = await send("POST", "auth/totp/setup", token, {});
  await expectAnswer(without, 403, { error: "Confirme com a sua senha atual." });
  const noBody = await send("POST", "auth/totp/setup", token);
  expect(noBody.status).toBe(403);
  expect(await noBody.json()).not.toHaveProperty("secret");
  const wrong = await send("POST", "auth/totp/setup", token, { senha: "não é a senha" });
  await expectAnswer(wrong, 403, { error: "A senha atual está incorreta." });
  expect(await pendingSecret()).toBeNull();
  expect(await verifyStatus(token)).toBe(200);

  const right = await send("POST", "auth/totp/setup", token, { senha: PASSWORD });
  expect(right.status).toBe(200);
  const { secret } = (await right.json()) as { secret: string };
  const stored = (await pendingSecret()) ?? "";
  expect(stored).not.toContain(secret);
  expect(openTotpSecret(stored, setup.account.id)).toBe(secret);
});

test("wrong passwords given to set up the second factor are throttled like failed logins", async () => {
  const token = await loginToken();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    statuses.push((await send("POST", "auth/totp/setup", token, { senha: `errada ${i}` })).status);
  }
  expect(statuses).toContain(429);
  expect(statuses.slice(0, statuses.indexOf(429))).toEqual(
    statuses.slice(0, statuses.indexOf(429)).map(() => 403),
  );
  // Paused, even the right password gets no secret.
  expect((await send("POST", "auth/totp/setup", token, { senha: PASSWORD })).status).toBe(429);
  expect(await pendingSecret()).toBeNull();
});

async function otherSession(token: string): Promise<number> {
  const sessions = (await (await send("GET", "auth/sessions", token)).json()) as {
    id: number;
    current: boolean;
  }[];
  const other = sessions.find((session) => !session.current);
  expect(other).toBeDefined();
  return other?.id ?? 0;
}

test("ending another session asks for the password again: without it or wrong, both stay", async () => {
  const token = await loginToken();
  const other = await loginToken("198.51.100.8");
  const path = `auth/sessions/${String(await otherSession(token))}`;

  await expectAnswer(await send("DELETE", path, token), 403, {
    error: "Confirme com a sua senha atual.",
  });
  await expectAnswer(await send("DELETE", path, token, { senha: "não é a senha" }), 403, {
    error: "A senha atual está incorreta.",
  });
  expect([await verifyStatus(other), await verifyStatus(token)]).toEqual([200, 200]);

  expect((await send("DELETE", path, token, { senha: PASSWORD })).status).toBe(204);
  expect([await verifyStatus(other), await verifyStatus(token)]).toEqual([401, 200]);
});

test("with the second factor on, ending a session also needs a right code", async () => {
  const token = await loginToken();
  const { recoveryCodes } = await enableTotp(token);
  const other = (
    (await (
      await send("POST", "auth/login/totp", undefined, {
        challenge: await challenge(),
        code: recoveryCodes[0],
      })
    ).json()) as { token: string }
  ).token;
  const path = `auth/sessions/${String(await otherSession(token))}`;

  await expectAnswer(await send("DELETE", path, token, { senha: PASSWORD }), 403, {
    error: "Confirme também com o código do aplicativo autenticador.",
  });
  await expectAnswer(
    await send("DELETE", path, token, { senha: PASSWORD, codigo: "000000" }),
    403,
    { error: "Código do aplicativo inválido ou já usado." },
  );
  await expectAnswer(
    await send("DELETE", path, token, { senha: "não é a senha", codigo: recoveryCodes[1] }),
    403,
    { error: "A senha atual está incorreta." },
  );
  expect(await verifyStatus(other)).toBe(200);

  // A recovery code is accepted, and used up like at a login.
  expect(
    (await send("DELETE", path, token, { senha: PASSWORD, codigo: recoveryCodes[1] })).status,
  ).toBe(204);
  expect([await verifyStatus(other), await verifyStatus(token)]).toEqual([401, 200]);
  expect(await (await send("GET", "auth/account", token)).json()).toMatchObject({
    recoveryCodesLeft: 8,
  });
});

test("confirming the second factor asks for the password again: without it or wrong, it stays off", async () => {
  const token = await loginToken();
  const started = await send("POST", "auth/totp/setup", token, { senha: PASSWORD });
  const { secret } = (await started.json()) as { secret: string };
  const code = currentTotpCode(secret);

  await expectAnswer(await send("POST", "auth/totp/enable", token, { code }), 403, {
    error: "Confirme com a sua senha atual.",
  });
  await expectAnswer(
    await send("POST", "auth/totp/enable", token, { code, senha: "não é a senha" }),
    403,
    { error: "A senha atual está incorreta." },
  );
  expect(await (await send("GET", "auth/account", token)).json()).toMatchObject({
    totpEnabled: false,
  });

  const right = await send("POST", "auth/totp/enable", token, { code, senha: PASSWORD });
  expect(right.status).toBe(200);
  expect(((await right.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
});

const RECOVERY_CODE = /^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/;

function storedRecoveryHashes(): Promise<string[]> {
  return setup.server.database.db
    .selectFrom("codigos_recuperacao")
    .select("code_hash")
    .where("administrador_id", "=", setup.account.id)
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((row) => row.code_hash));
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

test("recovery codes carry 80 bits and are stored salted with scrypt, never as their SHA-256", async () => {
  const token = await loginToken();

  const { recoveryCodes } = await enableTotp(token);

  for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
  const stored = await storedRecoveryHashes();
  expect(stored).toHaveLength(10);
  const code = (recoveryCodes[0] ?? "").replaceAll("-", "");
  for (const hash of stored) {
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect([sha256(code), sha256(code.toLowerCase())]).not.toContain(hash);
  }
  const matching = [];
  for (const hash of stored) if (await verifyPassword(code, hash)) matching.push(hash);
  expect(matching).toHaveLength(1);
  // Salted: the same code stored for another account is another value, which verifies too.
  const elsewhere = await hashSecret(code);
  expect(elsewhere).not.toBe(matching[0]);
  expect(await verifyPassword(code, elsewhere)).toBe(true);
});

test("two logins racing with the same recovery code: only one gets in", async () => {
  const token = await loginToken();
  const { recoveryCodes } = await enableTotp(token);
  const [first, second] = [await challenge(), await challenge()];
  const code = recoveryCodes[2];

  const answers = await Promise.all(
    [first, second].map((challenge) =>
      send("POST", "auth/login/totp", undefined, { challenge, code }),
    ),
  );

  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  expect(await (await send("GET", "auth/account", token)).json()).toMatchObject({
    recoveryCodesLeft: 9,
  });
});

test("new recovery codes need the password and a code; wrong ones change nothing; then only the new codes work", async () => {
  const token = await loginToken();
  const { secret, recoveryCodes } = await enableTotp(token);
  const before = await storedRecoveryHashes();
  const path = "auth/totp/recovery-codes";

  await expectAnswer(await send("POST", path, token), 403, {
    error: "Confirme com a sua senha atual.",
  });
  await expectAnswer(await send("POST", path, token, { senha: PASSWORD }), 403, {
    error: "Confirme também com o código do aplicativo autenticador.",
  });
  await expectAnswer(
    await send("POST", path, token, { senha: "não é a senha", codigo: recoveryCodes[0] }),
    403,
    { error: "A senha atual está incorreta." },
  );
  await expectAnswer(
    await send("POST", path, token, { senha: PASSWORD, codigo: wrongCode(secret) }),
    403,
    { error: "Código do aplicativo inválido ou já usado." },
  );
  expect(await storedRecoveryHashes()).toEqual(before);

  // An old recovery code may confirm it (it is used up, like all the others then).
  const renewed = await send("POST", path, token, { senha: PASSWORD, codigo: recoveryCodes[0] });

  expect(renewed.status).toBe(200);
  expect(renewed.headers.get("cache-control")).toBe("no-store");
  const { recoveryCodes: fresh } = (await renewed.json()) as { recoveryCodes: string[] };
  expect(fresh).toHaveLength(10);
  for (const code of fresh) expect(code).toMatch(RECOVERY_CODE);
  expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  expect((await storedRecoveryHashes()).filter((hash) => before.includes(hash))).toEqual([]);
  await expectAnswer(await secondStep(recoveryCodes[1] ?? ""), 401, {
    error: "Código inválido ou já usado.",
  });
  expect((await secondStep(fresh[0] ?? "")).status).toBe(200);
  expect(await auditActions("regenerateRecoveryCodes")).toEqual([
    { conta_id: setup.account.id, endereco: ADDRESS, nota: null },
  ]);
});

test("new recovery codes for an account without the second factor answer 400", async () => {
  const token = await loginToken();

  const response = await send("POST", "auth/totp/recovery-codes", token, { senha: PASSWORD });

  await expectAnswer(response, 400, {
    error: "A verificação em duas etapas não está ativada nesta conta.",
  });
  expect(await storedRecoveryHashes()).toEqual([]);
});

function storedEmail(): Promise<string> {
  return setup.server.database.db
    .selectFrom("administradores")
    .select("email")
    .where("id", "=", setup.account.id)
    .executeTakeFirstOrThrow()
    .then((row) => row.email);
}

test("changing the e-mail asks for the password again, refuses another account's e-mail, then signs in with the new one", async () => {
  const token = await loginToken();
  const now = new Date().toISOString();
  await setup.server.database.db
    .insertInto("administradores")
    .values({
      email: "outra@example.org",
      nome: "Outra",
      password_hash: setup.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .execute();

  await expectAnswer(await send("POST", "auth/email", token, { email: "nova@example.org" }), 403, {
    error: "Confirme com a sua senha atual.",
  });
  await expectAnswer(
    await send("POST", "auth/email", token, { email: "nova@example.org", senha: "não é a senha" }),
    403,
    { error: "A senha atual está incorreta." },
  );
  await expectAnswer(
    await send("POST", "auth/email", token, { email: "outra@example.org", senha: PASSWORD }),
    409,
    {
      error: "Já existe outra conta com este e-mail.",
      details: { email: "Já existe outra conta com este e-mail." },
    },
  );
  await expectAnswer(
    await send("POST", "auth/email", token, { email: "não é e-mail", senha: PASSWORD }),
    400,
    { error: "Dados inválidos.", details: { email: "Informe um e-mail válido." } },
  );
  expect(await storedEmail()).toBe("conta@example.org");

  const changed = await send("POST", "auth/email", token, {
    email: " Nova@Example.org ",
    senha: PASSWORD,
  });

  await expectAnswer(changed, 200, {
    user: { ...setup.account, email: "nova@example.org" },
  });
  expect(await storedEmail()).toBe("nova@example.org");
  expect(await verifyStatus(token)).toBe(200);
  expect((await login()).status).toBe(401);
  const relogin = await send("POST", "auth/login", undefined, {
    email: "nova@example.org",
    password: PASSWORD,
  });
  expect(relogin.status).toBe(200);
  expect(await auditActions("changeEmail")).toEqual([
    {
      conta_id: setup.account.id,
      endereco: ADDRESS,
      nota: "Mudou o e-mail da conta de conta@example.org para nova@example.org.",
    },
  ]);
});

test("with the second factor on, changing the e-mail also needs a right code", async () => {
  const token = await loginToken();
  const { secret, recoveryCodes } = await enableTotp(token);
  const email = "nova@example.org";

  await expectAnswer(await send("POST", "auth/email", token, { email, senha: PASSWORD }), 403, {
    error: "Confirme também com o código do aplicativo autenticador.",
  });
  await expectAnswer(
    await send("POST", "auth/email", token, { email, senha: PASSWORD, codigo: wrongCode(secret) }),
    403,
    { error: "Código do aplicativo inválido ou já usado." },
  );
  expect(await storedEmail()).toBe("conta@example.org");

  const changed = await send("POST", "auth/email", token, {
    email,
    senha: PASSWORD,
    codigo: recoveryCodes[4],
  });

  expect(changed.status).toBe(200);
  expect(await storedEmail()).toBe(email);
});

const storedTotpSecret = () =>
  setup.server.database.db
    .selectFrom("administradores")
    .select("totp_secret")
    .where("id", "=", setup.account.id)
    .executeTakeFirstOrThrow()
    .then((row) => row.totp_secret ?? "");

const TEST_KEY = Buffer.from(TEST_ENV.TOTP_KEY, "base64");
const NEW_KEY = crypto.randomBytes(32);

test("the second factor's secret is stored sealed, and logins with a code work through a key rotation", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
    setTotpKeys({ current: TEST_KEY, previous: undefined });
  });
  const token = await loginToken();
  const { secret } = await enableTotp(token);
  // Each code works once: the clock moves a step on before each login.
  const codeLogin = async () => {
    vi.setSystemTime(Date.now() + 30_000);
    return secondStep(currentTotpCode(secret));
  };

  const sealed = await storedTotpSecret();
  expect(sealed).toMatch(/^aes256gcm\$/);
  expect(sealed).not.toContain(secret);
  expect((await codeLogin()).status).toBe(200);

  // Step one of a rotation: the new key, with the old one to open what it sealed.
  setTotpKeys({ current: NEW_KEY, previous: TEST_KEY });
  expect((await codeLogin()).status).toBe(200);
  // Step two (`rotate-totp-key`): every secret sealed again with the new key.
  expect(await sealStoredTotpSecrets(setup.server.database.db, "all")).toBe(1);
  const resealed = await storedTotpSecret();
  expect(resealed).not.toBe(sealed);
  expect(resealed).not.toContain(secret);
  // Step three: the old key goes.
  setTotpKeys({ current: NEW_KEY, previous: undefined });
  expect((await codeLogin()).status).toBe(200);
  expect(openTotpSecret(resealed, setup.account.id)).toBe(secret);
});

test("without TOTP_KEY the second factor cannot be set up: a clear error, and nothing stored", async () => {
  const token = await loginToken();
  setTotpKeys({ current: undefined, previous: undefined });
  onTestFinished(() => setTotpKeys({ current: TEST_KEY, previous: undefined }));

  const response = await send("POST", "auth/totp/setup", token, { senha: PASSWORD });

  await expectAnswer(response, 400, {
    error:
      "A verificação em duas etapas ainda não pode ser ativada neste servidor: falta configurar a chave TOTP_KEY. Fale com quem administra o servidor.",
  });
  expect(await pendingSecret()).toBeNull();
});
