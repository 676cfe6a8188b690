import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import * as passwords from "#server/auth/passwords.ts";
import { hashPassword, setPasswordHashCost } from "#server/auth/passwords.ts";
import { hashToken } from "#server/auth/sessions.ts";
import { expectAnswer } from "#tests/helpers/api-server.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { startTestServer } from "#tests/helpers/test-server.ts";
import { startSecondInstance, useServerWithAccount } from "#tests/helpers/server-with-account.ts";
import type { AuthUser } from "./service.ts";

const PASSWORD = "uma senha bem longa e secreta";
const WRONG_CREDENTIALS = { error: "E-mail ou senha incorretos." };
const THROTTLED = {
  error: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
};
const UNAUTHORIZED = { error: "Autenticação necessária." };

const setup = useServerWithAccount(PASSWORD, { email: "editora@example.org", nome: "Editora" });
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A login from the given client address, as the trusted proxy on loopback reports it. */
function login(body: unknown, address = "198.51.100.1", url = setup.server.url) {
  return fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function verify(token?: string) {
  return fetch(`${setup.server.url}/api/auth/verify`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function logout(token?: string) {
  return fetch(`${setup.server.url}/api/auth/logout`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function loginToken(): Promise<string> {
  const response = await login({ email: setup.account.email, password: PASSWORD });
  return ((await response.json()) as { token: string }).token;
}

function sessionCount() {
  return setup.server.database.db
    .selectFrom("sessoes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

test("POST /api/auth/login with the right credentials answers a token and the user", async () => {
  const response = await login({ email: " Editora@Example.org ", password: PASSWORD });

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { token: string; user: AuthUser };
  expect(body).toEqual({
    token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    user: {
      id: setup.account.id,
      email: "editora@example.org",
      nome: "Editora",
      papel: "administrador",
    },
  });
  const session = await setup.server.database.db
    .selectFrom("sessoes")
    .select("administrador_id")
    .where("token_hash", "=", hashToken(body.token))
    .executeTakeFirst();
  expect(session).toEqual({ administrador_id: setup.account.id });
});

test("POST /api/auth/login with a wrong password answers 401 and opens no session", async () => {
  const response = await login({ email: setup.account.email, password: "outra senha qualquer" });

  expect(response.status).toBe(401);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual(WRONG_CREDENTIALS);
  expect(await sessionCount()).toBe(0);
});

test("POST /api/auth/login with an unknown e-mail answers exactly like a wrong password", async () => {
  const response = await login({ email: "ninguem@example.org", password: PASSWORD });

  await expectAnswer(response, 401, WRONG_CREDENTIALS);
  expect(await sessionCount()).toBe(0);
});

test("POST /api/auth/login checks an unknown e-mail's password against a hash that costs what an account's does", async () => {
  // Another cost than the suite's: the stand-in hash made at start-up must follow it.
  const cost = testConfig().passwordHashCost + 2;
  setPasswordHashCost(cost);
  onTestFinished(() => setPasswordHashCost(testConfig().passwordHashCost));
  await setup.server.database.db
    .updateTable("administradores")
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where("id", "=", setup.account.id)
    .execute();
  // Each check runs for real; the work it does is read from the hash it was given, which
  // holds scrypt's N, r and p and the salt's and key's lengths.
  const verify = vi.spyOn(passwords, "verifyPassword");
  onTestFinished(() => verify.mockRestore());
  const work = (encoded: string) => {
    const [scheme, log2N, r, p, salt, key] = encoded.split("$");
    return { scheme, log2N, r, p, salt: salt?.length, key: key?.length };
  };

  const known = await login(
    { email: setup.account.email, password: "outra senha qualquer" },
    "198.51.100.10",
  );
  const unknown = await login(
    { email: "ninguem@example.org", password: "outra senha qualquer" },
    "198.51.100.20",
  );

  await expectAnswer(known, 401, WRONG_CREDENTIALS);
  await expectAnswer(unknown, 401, WRONG_CREDENTIALS);
  expect(verify).toHaveBeenCalledTimes(2);
  const [account, standIn] = verify.mock.calls.map(([, encoded]) => work(encoded));
  expect(account).toEqual({
    scheme: "scrypt",
    log2N: String(cost),
    r: "8",
    p: "1",
    salt: 24,
    key: 88,
  });
  expect(standIn).toEqual(account);
});

test("POST /api/auth/login with invalid fields answers 400 with a message per field", async () => {
  const response = await login({ email: "não é e-mail", password: "" });

  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { email: "Informe um e-mail válido.", password: "Informe a senha." },
  });
});

test("POST /api/auth/login with a body that is not an object answers 400", async () => {
  const response = await login([setup.account.email, PASSWORD]);

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { _: "Envie o e-mail e a senha." },
  });
});

test("POST /api/auth/login without a body answers 400 with a message per field", async () => {
  const response = await fetch(`${setup.server.url}/api/auth/login`, { method: "POST" });

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { email: "Informe um e-mail válido.", password: "Informe a senha." },
  });
});

test("POST /api/auth/login with malformed JSON answers 400", async () => {
  const response = await login('{"email": "editora@example.org",');

  expect(response.status).toBe(400);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ error: "O corpo da requisição não é um JSON válido." });
});

test("GET /api/auth/verify answers the user of a live token", async () => {
  const token = await loginToken();

  const response = await verify(token);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({
    user: {
      id: setup.account.id,
      email: setup.account.email,
      nome: "Editora",
      papel: "administrador",
    },
  });
});

test("GET /api/auth/verify without a token or with an unknown one answers 401", async () => {
  const missing = await verify();
  const unknown = await verify("A".repeat(43));
  const malformed = await fetch(`${setup.server.url}/api/auth/verify`, {
    headers: { authorization: "Basic abc" },
  });

  for (const response of [missing, unknown, malformed]) {
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
    expect(await response.json()).toEqual(UNAUTHORIZED);
  }
});

test("POST /api/auth/logout answers 204 and the token never works again", async () => {
  const token = await loginToken();

  const response = await logout(token);

  expect(response.status).toBe(204);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.text()).toBe("");
  expect(await sessionCount()).toBe(0);
  expect((await verify(token)).status).toBe(401);
  expect((await logout(token)).status).toBe(401);
});

test("POST /api/auth/logout ends only the session of its token", async () => {
  const first = await loginToken();
  const second = await loginToken();

  await logout(first);

  expect((await verify(first)).status).toBe(401);
  expect((await verify(second)).status).toBe(200);
});

test("POST /api/auth/logout without a token answers 401", async () => {
  const response = await logout();

  await expectAnswer(response, 401, UNAUTHORIZED);
});

test("ten wrong logins from one address pause it, and the pause survives a restart", async () => {
  // The clock stands still, so Retry-After does not depend on how long the logins took.
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const address = "198.51.100.30";
  const statuses = [];
  for (let i = 1; i <= 10; i++) {
    statuses.push(
      (await login({ email: `tentativa${i}@example.org`, password: "errada" }, address)).status,
    );
  }

  const correctFromSameAddress = await login(
    { email: setup.account.email, password: PASSWORD },
    address,
  );
  const restartedUrl = await startSecondInstance(setup.server);
  const afterRestart = await login(
    { email: setup.account.email, password: PASSWORD },
    address,
    restartedUrl,
  );
  const fromAnotherAddress = await login(
    { email: setup.account.email, password: PASSWORD },
    "198.51.100.31",
    restartedUrl,
  );

  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  expect(correctFromSameAddress.status).toBe(429);
  expect(correctFromSameAddress.headers.get("retry-after")).toBe("900");
  expect(correctFromSameAddress.headers.get("cache-control")).toBe("no-store");
  expect(await correctFromSameAddress.json()).toEqual(THROTTLED);
  await expectAnswer(afterRestart, 429, THROTTLED);
  expect(fromAnotherAddress.status).toBe(200);
});

test("five wrong passwords for one account from one address pause that address for it", async () => {
  const statuses = [];
  for (let i = 1; i <= 5; i++) {
    statuses.push(
      (await login({ email: setup.account.email, password: "errada" }, "198.51.100.41")).status,
    );
  }

  const correctFromThere = await login(
    { email: setup.account.email, password: PASSWORD },
    "198.51.100.41",
  );
  const correctElsewhere = await login(
    { email: setup.account.email, password: PASSWORD },
    "198.51.100.50",
  );

  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  expect(correctFromThere.status).toBe(429);
  // The pause is 15 minutes from the fifth failure, a moment before this answer.
  expect(Number(correctFromThere.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  expect(Number(correctFromThere.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
  expect(await correctFromThere.json()).toEqual(THROTTLED);
  expect(correctElsewhere.status).toBe(200);
  expect(await sessionCount()).toBe(1);
}, 60_000);

test("after an attacker's 50 failures on an account from other addresses, the owner logs in from a clean address at once", async () => {
  const attackers = Array.from({ length: 25 }, (_, i) => `203.0.113.${i + 1}`);
  const statuses = new Set<number>();
  for (const round of [1, 2]) {
    for (const address of attackers) {
      const response = await login(
        { email: setup.account.email, password: `chute ${round}` },
        address,
      );
      statuses.add(response.status);
    }
  }

  const attackerAgain = await login(
    { email: setup.account.email, password: "chute 3" },
    attackers[0],
  );
  const owner = await login({ email: setup.account.email, password: PASSWORD }, "198.51.100.77");

  expect([...statuses].sort()).toEqual([401, 429]);
  expect(attackerAgain.status).toBe(429);
  expect(Number(attackerAgain.headers.get("retry-after"))).toBeGreaterThan(60);
  expect(owner.status).toBe(200);
  expect(owner.headers.get("retry-after")).toBeNull();
  expect((await owner.json()) as { user: AuthUser }).toMatchObject({ user: setup.account });
}, 120_000);

test("without TRUST_PROXY a forged X-Forwarded-For changes nothing: the tenth failure is 429", async () => {
  const direct = await startTestServer();
  closers.push(direct.close);
  const statuses = [];
  for (let i = 1; i <= 10; i++) {
    statuses.push(
      (
        await login(
          { email: `forjado${i}@example.org`, password: "errada" },
          `192.0.2.${i}`,
          direct.url,
        )
      ).status,
    );
  }
  await direct.database.db
    .insertInto("administradores")
    .values({
      email: setup.account.email,
      nome: setup.account.nome,
      password_hash: setup.passwordHash,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();

  const correct = await login(
    { email: setup.account.email, password: PASSWORD },
    "192.0.2.99",
    direct.url,
  );
  const stored = await direct.database.db.selectFrom("login_falhas").select("chave").execute();

  expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  expect(correct.status).toBe(429);
  expect(stored.map((row) => row.chave)).not.toContainEqual(expect.stringContaining("192.0.2."));
  expect(stored.map((row) => row.chave)).toContain("ip:127.0.0.1");
}, 60_000);

test("a token unused for 30 minutes answers 401", async () => {
  const token = await loginToken();
  await setup.server.database.db
    .updateTable("sessoes")
    .set({ last_used_at: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
    .where("token_hash", "=", hashToken(token))
    .execute();

  const response = await verify(token);

  await expectAnswer(response, 401, UNAUTHORIZED);
  expect(await sessionCount()).toBe(0);
});

test("a token past its 12-hour lifetime answers 401 even while in use", async () => {
  const token = await loginToken();
  await setup.server.database.db
    .updateTable("sessoes")
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where("token_hash", "=", hashToken(token))
    .execute();

  const response = await verify(token);

  expect(response.status).toBe(401);
  expect(await sessionCount()).toBe(0);
});
