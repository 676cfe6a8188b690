import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createLogger } from "#server/logger.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { HttpError, MESSAGES, errorHandler } from "./errors.ts";
import {
  clientAddress,
  createRateLimiter,
  rateLimit,
  type RateLimitOptions,
} from "./rate-limit.ts";

// A day-long window: a test never straddles two windows (they start at UTC midnight).
const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const close of closers) await close();
  await database.cleanup();
});

/** A one-route app behind the limiter, answering 200 `{"ok":true}`. */
async function startLimitedApp(
  options: Omit<RateLimitOptions, "db">,
  handle: DatabaseHandle = database,
) {
  const app = express();
  app.set("trust proxy", "loopback");
  app.get("/", rateLimit({ db: handle.db, ...options }), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(createLogger(testConfig())));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return (headers: Record<string, string> = {}) => fetch(url, { headers });
}

function counter(chave: string) {
  return database.db
    .selectFrom("rate_limits")
    .select(["contagem", "janela_inicio"])
    .where("chave", "=", chave)
    .executeTakeFirst();
}

const currentWindowStart = () => new Date(Date.now() - (Date.now() % DAY_MS)).toISOString();

test("allows the limit per address in a window, then answers 429 with Retry-After", async () => {
  const request = await startLimitedApp({ name: "limite", limit: 3, windowMs: DAY_MS });
  const from = { "x-forwarded-for": "203.0.113.1" };

  const allowed = [await request(from), await request(from), await request(from)];
  const refused = await request(from);

  expect(allowed.map((response) => response.status)).toEqual([200, 200, 200]);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
  const retryAfter = Number(refused.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(DAY_MS / 1000);
  expect(await counter("limite:203.0.113.1")).toEqual({
    contagem: 4,
    janela_inicio: currentWindowStart(),
  });
});

test("counts each address on its own", async () => {
  const request = await startLimitedApp({ name: "por-endereco", limit: 1, windowMs: DAY_MS });

  const first = await request({ "x-forwarded-for": "203.0.113.2" });
  const other = await request({ "x-forwarded-for": "203.0.113.3" });
  const firstAgain = await request({ "x-forwarded-for": "203.0.113.2" });

  expect([first.status, other.status, firstAgain.status]).toEqual([200, 200, 429]);
});

test("a custom key decides what is counted", async () => {
  const request = await startLimitedApp({
    name: "por-chave",
    limit: 1,
    windowMs: DAY_MS,
    key: (req) => req.get("x-conta") ?? "anonimo",
  });

  const ana = await request({ "x-conta": "ana", "x-forwarded-for": "203.0.113.4" });
  const bia = await request({ "x-conta": "bia", "x-forwarded-for": "203.0.113.4" });
  const anaElsewhere = await request({ "x-conta": "ana", "x-forwarded-for": "203.0.113.5" });

  expect([ana.status, bia.status, anaElsewhere.status]).toEqual([200, 200, 429]);
  expect(await counter("por-chave:ana")).toMatchObject({ contagem: 2 });
});

test("limiters with different names keep separate counts for the same client", async () => {
  const first = await startLimitedApp({ name: "primeiro", limit: 1, windowMs: DAY_MS });
  const second = await startLimitedApp({ name: "segundo", limit: 1, windowMs: DAY_MS });
  const from = { "x-forwarded-for": "203.0.113.6" };

  const statuses = [
    (await first(from)).status,
    (await second(from)).status,
    (await first(from)).status,
  ];

  expect(statuses).toEqual([200, 200, 429]);
});

test("a counter left from an earlier window starts over", async () => {
  const request = await startLimitedApp({ name: "janela", limit: 1, windowMs: DAY_MS });
  const from = { "x-forwarded-for": "203.0.113.7" };
  await request(from);
  const previousWindow = new Date(Date.parse(currentWindowStart()) - DAY_MS).toISOString();
  await database.db
    .updateTable("rate_limits")
    .set({ contagem: 50, janela_inicio: previousWindow })
    .where("chave", "=", "janela:203.0.113.7")
    .execute();

  const response = await request(from);

  expect(response.status).toBe(200);
  expect(await counter("janela:203.0.113.7")).toEqual({
    contagem: 1,
    janela_inicio: currentWindowStart(),
  });
});

test("instances sharing the database share one budget, across restarts too", async () => {
  const secondHandle = openDatabase(database.target);
  closers.push(() => secondHandle.db.destroy());
  const instanceA = await startLimitedApp({ name: "compartilhado", limit: 2, windowMs: DAY_MS });
  const instanceB = await startLimitedApp(
    { name: "compartilhado", limit: 2, windowMs: DAY_MS },
    secondHandle,
  );
  const from = { "x-forwarded-for": "203.0.113.8" };

  const statuses = [
    (await instanceA(from)).status,
    (await instanceB(from)).status,
    (await instanceA(from)).status,
  ];
  const restarted = await startLimitedApp(
    { name: "compartilhado", limit: 2, windowMs: DAY_MS },
    secondHandle,
  );

  expect(statuses).toEqual([200, 200, 429]);
  expect((await restarted(from)).status).toBe(429);
});

test("concurrent requests are each counted exactly once", async () => {
  const request = await startLimitedApp({ name: "concorrente", limit: 5, windowMs: DAY_MS });
  const from = { "x-forwarded-for": "203.0.113.9" };

  const responses = await Promise.all(Array.from({ length: 20 }, () => request(from)));

  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  expect(await counter("concorrente:203.0.113.9")).toMatchObject({ contagem: 20 });
});

test("drops its own counters of past windows and leaves other limiters' alone", async () => {
  const old = new Date(Date.parse(currentWindowStart()) - DAY_MS).toISOString();
  await database.db
    .insertInto("rate_limits")
    .values([
      { chave: "limpeza:198.51.100.1", contagem: 3, janela_inicio: old },
      { chave: "outro:198.51.100.1", contagem: 3, janela_inicio: old },
    ])
    .execute();
  const request = await startLimitedApp({ name: "limpeza", limit: 5, windowMs: DAY_MS });

  await request({ "x-forwarded-for": "203.0.113.10" });

  expect(await counter("limpeza:198.51.100.1")).toBeUndefined();
  expect(await counter("outro:198.51.100.1")).toEqual({ contagem: 3, janela_inicio: old });
  expect(await counter("limpeza:203.0.113.10")).toMatchObject({ contagem: 1 });
});

test("refuses a name that is not lowercase letters, digits and dashes", () => {
  const invalid = () =>
    rateLimit({ db: database.db, name: "contato_%", limit: 1, windowMs: DAY_MS });

  expect(invalid).toThrow("Invalid rate limit name: contato_%");
});

test("counts IPv4 clients per address and IPv6 clients per /64", () => {
  expect(clientAddress({ ip: "203.0.113.1" })).toBe("203.0.113.1");
  expect(clientAddress({ ip: "::ffff:203.0.113.1" })).toBe("203.0.113.1");
  expect(clientAddress({ ip: "2001:db8:aa:bb:1:2:3:4" })).toBe("2001:db8:aa:bb::/64");
  expect(clientAddress({ ip: "2001:0db8:00aa:00bb:ffff::1" })).toBe("2001:db8:aa:bb::/64");
  expect(clientAddress({ ip: "2001:db8::1" })).toBe("2001:db8:0:0::/64");
  expect(clientAddress({ ip: "fe80::1%eth0" })).toBe("fe80:0:0:0::/64");
  expect(clientAddress({ ip: "::1" })).toBe("0:0:0:0::/64");
  expect(clientAddress({ ip: undefined })).toBe("desconhecido");
});

test("a limiter called directly shares its counter with the middleware of the same name", async () => {
  const request = await startLimitedApp({ name: "direto", limit: 2, windowMs: DAY_MS });
  const hit = createRateLimiter({ db: database.db, name: "direto", limit: 2, windowMs: DAY_MS });
  await request({ "x-forwarded-for": "203.0.113.11" });

  await hit("203.0.113.11");
  const refused = await hit("203.0.113.11").catch((error: unknown) => error);

  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ status: 429, message: MESSAGES.tooManyRequests });
  expect((await request({ "x-forwarded-for": "203.0.113.11" })).status).toBe(429);
  expect(await counter("direto:203.0.113.11")).toMatchObject({ contagem: 4 });
});
