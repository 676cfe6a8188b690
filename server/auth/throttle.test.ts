import { expect, test } from "vitest";
import { databasePerFile } from "#tests/helpers/database-per-test.ts";
import {
  LOGIN_THROTTLE,
  LoginThrottledError,
  contaDelayMs,
  beginLoginAttempt,
  claimSecondFactorTry,
  secondFactorCeilingKey,
  secondFactorDelayMs,
  loginThrottleKeys,
  type LoginThrottleKeys,
} from "./throttle.ts";

const database = databasePerFile();

const start = new Date("2026-11-21T10:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60 * 1000;

/** One failed login; resolves to the error thrown, if any. */
async function fail(keys: LoginThrottleKeys, now: Date): Promise<unknown> {
  try {
    const attempt = await beginLoginAttempt(database().db, keys, now);
    await attempt.failed();
    return undefined;
  } catch (error) {
    return error;
  }
}

/** The error that refuses a new attempt, or undefined when the attempt may start. */
async function refusal(keys: LoginThrottleKeys, now: Date): Promise<unknown> {
  return beginLoginAttempt(database().db, keys, now).then(
    () => undefined,
    (error: unknown) => error,
  );
}

function row(chave: string) {
  return database()
    .db.selectFrom("login_falhas")
    .select(["falhas", "janela_inicio", "bloqueado_ate"])
    .where("chave", "=", chave)
    .executeTakeFirst();
}

test("the fifth failure for one account from one address pauses that pair for 15 minutes", async () => {
  const results = [];
  for (let i = 1; i <= 5; i++) {
    results.push(await fail(loginThrottleKeys("192.0.2.1", "Conta@Example.org"), later(i * 1000)));
  }

  const fromThere = await refusal(
    loginThrottleKeys("192.0.2.1", "conta@example.org"),
    later(MINUTE),
  );
  const fromElsewhere = await refusal(
    loginThrottleKeys("192.0.2.99", "conta@example.org"),
    later(MINUTE),
  );

  expect(results.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
  expect(results[4]).toBeInstanceOf(LoginThrottledError);
  expect((results[4] as LoginThrottledError).retryAfterSeconds).toBe(900);
  expect(fromThere).toMatchObject({
    name: "LoginThrottledError",
    message: "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.",
    retryAfterSeconds: 15 * 60 - 55,
  });
  expect(fromElsewhere).toBeUndefined();
  expect(await row("conta:conta@example.org|ip:192.0.2.1")).toEqual({
    falhas: 5,
    janela_inicio: later(1000).toISOString(),
    bloqueado_ate: later(5000 + LOGIN_THROTTLE.blockMs).toISOString(),
  });
});

test("the delay after an account's failures doubles from the sixth one, up to 15 minutes", () => {
  expect([1, 5, 6, 7, 8, 10, 20, 50].map(contaDelayMs)).toEqual([
    0,
    0,
    1000,
    2000,
    4000,
    16_000,
    LOGIN_THROTTLE.accountMaxDelayMs,
    LOGIN_THROTTLE.accountMaxDelayMs,
  ]);
});

test("a guessed account makes addresses that failed on it wait, never a clean one", async () => {
  const email = "alvo@example.org";
  const results = [];
  for (let i = 1; i <= 8; i++) {
    results.push(await fail(loginThrottleKeys(`192.0.2.${100 + i}`, email), later(i * 1000)));
  }

  const failedBefore = await refusal(loginThrottleKeys("192.0.2.101", email), later(9000));
  const clean = await beginLoginAttempt(
    database().db,
    loginThrottleKeys("192.0.2.150", email),
    later(9000),
  );
  await clean.succeeded();
  const afterTheDelay = await refusal(loginThrottleKeys("192.0.2.102", email), later(12_000));

  expect(results).toEqual(Array(8).fill(undefined));
  // The eighth failure, at 8 s, asked for 4 s: the address that failed first waits 3 s more.
  expect(failedBefore).toMatchObject({ name: "LoginThrottledError", retryAfterSeconds: 3 });
  expect(afterTheDelay).toBeUndefined();
  expect(await row("conta:alvo@example.org")).toMatchObject({
    bloqueado_ate: later(12_000).toISOString(),
  });
});

test("the tenth failure from one address pauses it, whatever the account", async () => {
  const results = [];
  for (let i = 1; i <= 10; i++) {
    results.push(
      await fail(loginThrottleKeys("192.0.2.10", `pessoa${i}@example.org`), later(i * 1000)),
    );
  }

  const otherAccount = await refusal(
    loginThrottleKeys("192.0.2.10", "nova@example.org"),
    later(MINUTE),
  );

  expect(results.slice(0, 9).every((result) => result === undefined)).toBe(true);
  expect(results[9]).toBeInstanceOf(LoginThrottledError);
  expect(otherAccount).toBeInstanceOf(LoginThrottledError);
});

test("the pause ends after 15 minutes and the count starts over", async () => {
  const keys = loginThrottleKeys("192.0.2.20", "pausa@example.org");
  for (let i = 1; i <= 5; i++) await fail(keys, later(i * 1000));

  const stillPaused = await refusal(keys, later(5000 + LOGIN_THROTTLE.blockMs - 1000));
  const attempt = await beginLoginAttempt(
    database().db,
    keys,
    later(5000 + LOGIN_THROTTLE.blockMs),
  );

  expect(stillPaused).toBeInstanceOf(LoginThrottledError);
  await attempt.failed();
  expect(await row(keys.pair)).toEqual({
    falhas: 1,
    janela_inicio: later(5000 + LOGIN_THROTTLE.blockMs).toISOString(),
    bloqueado_ate: null,
  });
});

test("failures spread over more than 15 minutes never pause the account", async () => {
  const keys = loginThrottleKeys("192.0.2.30", "devagar@example.org");
  const results = [];
  for (let i = 0; i < 8; i++) results.push(await fail(keys, later(i * 4 * MINUTE)));

  expect(results).toEqual(Array(8).fill(undefined));
  expect(await row(keys.pair)).toMatchObject({ falhas: 4, bloqueado_ate: null });
  expect(await row(keys.account)).toMatchObject({ falhas: 4, bloqueado_ate: null });
});

test("a success forgets the address's failures on the account and counts against nothing", async () => {
  const keys = loginThrottleKeys("192.0.2.40", "sucesso@example.org");
  for (let i = 1; i <= 4; i++) await fail(keys, later(i * 1000));

  const attempt = await beginLoginAttempt(database().db, keys, later(10_000));
  await attempt.succeeded();

  expect(await row(keys.pair)).toBeUndefined();
  expect(await row(keys.account)).toMatchObject({ falhas: 4, bloqueado_ate: null });
  expect(await row(keys.address)).toMatchObject({ falhas: 4, bloqueado_ate: null });
  expect(await fail(keys, later(11_000))).toBeUndefined();
});

test("parallel attempts beyond the limit are refused before any password is checked", async () => {
  const keys = loginThrottleKeys("192.0.2.50", "rajada@example.org");

  const attempts = await Promise.allSettled(
    Array.from({ length: 8 }, () => beginLoginAttempt(database().db, keys, later(1000))),
  );

  const started = attempts.filter((attempt) => attempt.status === "fulfilled");
  const refused = attempts.filter((attempt) => attempt.status === "rejected");
  expect(started).toHaveLength(5);
  expect(refused.map((attempt) => attempt.reason)).toEqual(
    Array(3).fill(expect.any(LoginThrottledError)),
  );
  expect(await row(keys.pair)).toMatchObject({
    bloqueado_ate: later(1000 + LOGIN_THROTTLE.blockMs).toISOString(),
  });
});

test("counters from passed windows are pruned, paused ones are kept", async () => {
  const stale = loginThrottleKeys("192.0.2.60", "antiga@example.org");
  await fail(stale, start);
  const paused = loginThrottleKeys("192.0.2.61", "pausada@example.org");
  for (let i = 1; i <= 5; i++) await fail(paused, later(10 * MINUTE + i));

  await fail(loginThrottleKeys("192.0.2.62", "outra@example.org"), later(16 * MINUTE));

  expect(await row(stale.account)).toBeUndefined();
  expect(await row(stale.address)).toBeUndefined();
  expect(await row(paused.pair)).toMatchObject({ falhas: 5 });
});

test("the second-factor ceiling waits from the tenth wrong code, doubling up to an hour", () => {
  expect([9, 10, 11, 12, 16, 17, 30].map(secondFactorDelayMs)).toEqual([
    0,
    MINUTE,
    2 * MINUTE,
    4 * MINUTE,
    60 * MINUTE,
    60 * MINUTE,
    60 * MINUTE,
  ]);
});

test("at the ceiling, parallel codes are checked one at a time: the others wait", async () => {
  const key = secondFactorCeilingKey("Teto@example.org");
  for (let i = 0; i < 9; i += 1)
    await (await claimSecondFactorTry(database().db, key, start)).failed();

  const outcomes = await Promise.allSettled(
    Array.from({ length: 5 }, () => claimSecondFactorTry(database().db, key, later(1))),
  );

  expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === "rejected" ? [outcome.reason as unknown] : [],
  );
  expect(refusals).toHaveLength(4);
  expect(refusals.every((reason) => reason instanceof LoginThrottledError)).toBe(true);
  expect(await row(key)).toMatchObject({ falhas: 10 });
});

test("the ceiling's counter outlives the login windows and forgets after a quiet hour", async () => {
  const key = secondFactorCeilingKey("quieta@example.org");
  for (let i = 0; i < 3; i += 1)
    await (await claimSecondFactorTry(database().db, key, start)).failed();

  await fail(loginThrottleKeys("192.0.2.70", "outra@example.org"), later(30 * MINUTE));
  const kept = await row(key);
  await (await claimSecondFactorTry(database().db, key, later(61 * MINUTE))).failed();

  expect(kept).toMatchObject({ falhas: 3 });
  expect(await row(key)).toMatchObject({ falhas: 1 });
});
