import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  bearerToken,
  createSession,
  deleteAdministradorSessions,
  deleteSession,
  findSessionAdmin,
  hashToken,
} from "./sessions.ts";

let database: TestDatabase;
let admin: { id: number; email: string; nome: string };
beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date().toISOString();
  admin = await database.db
    .insertInto("administradores")
    .values({
      email: "sessoes@example.org",
      nome: "Sessões",
      password_hash: "!",
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "email", "nome", "papel"])
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await database.cleanup();
});

const start = new Date("2026-11-21T10:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60 * 1000;

function sessionRow(token: string) {
  return database.db
    .selectFrom("sessoes")
    .select(["administrador_id", "created_at", "last_used_at", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/** The token's last use was refused, and its expired row deleted. */
async function expectEnded(answer: unknown, token: string) {
  expect(answer).toBeUndefined();
  expect(await sessionRow(token)).toBeUndefined();
}

test("a new token names its administrator and only its hash is stored", async () => {
  const token = await createSession(database.db, admin.id, start);

  expect(await findSessionAdmin(database.db, token, later(MINUTE))).toEqual({
    ...admin,
    sessionId: expect.any(Number),
  });
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await sessionRow(token)).toEqual({
    administrador_id: admin.id,
    created_at: start.toISOString(),
    last_used_at: later(MINUTE).toISOString(),
    expires_at: later(SESSION_ABSOLUTE_MS).toISOString(),
  });
  const stored = await database.db.selectFrom("sessoes").select("token_hash").execute();
  expect(stored.map((row) => row.token_hash)).not.toContain(token);
});

test("an unknown token names nobody", async () => {
  expect(await findSessionAdmin(database.db, "x".repeat(43), start)).toBeUndefined();
});

test("a token unused for 30 minutes expires and is deleted", async () => {
  const usedInTime = await createSession(database.db, admin.id, start);
  const unused = await createSession(database.db, admin.id, start);

  const justBefore = await findSessionAdmin(database.db, usedInTime, later(SESSION_IDLE_MS - 1));
  const atThirtyMinutes = await findSessionAdmin(database.db, unused, later(SESSION_IDLE_MS));

  expect(justBefore).toEqual({ ...admin, sessionId: expect.any(Number) });
  await expectEnded(atThirtyMinutes, unused);
});

test("using a token pushes its idle expiry forward", async () => {
  const token = await createSession(database.db, admin.id, start);

  await findSessionAdmin(database.db, token, later(20 * MINUTE));
  const afterFortyMinutes = await findSessionAdmin(database.db, token, later(40 * MINUTE));

  expect(afterFortyMinutes).toEqual({ ...admin, sessionId: expect.any(Number) });
  expect((await sessionRow(token))?.last_used_at).toBe(later(40 * MINUTE).toISOString());
});

test("a use within a minute of the last recorded one does not write", async () => {
  const token = await createSession(database.db, admin.id, start);

  await findSessionAdmin(database.db, token, later(59 * 1000));

  expect((await sessionRow(token))?.last_used_at).toBe(start.toISOString());
});

test("a token kept in use expires 12 hours after login anyway", async () => {
  const token = await createSession(database.db, admin.id, start);
  let lastAnswer;
  for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
    lastAnswer = await findSessionAdmin(database.db, token, later(minutes * MINUTE));
  }

  const atTwelveHours = await findSessionAdmin(database.db, token, later(SESSION_ABSOLUTE_MS));

  expect(lastAnswer).toEqual({ ...admin, sessionId: expect.any(Number) });
  await expectEnded(atTwelveHours, token);
});

test("a deleted token never works again", async () => {
  const token = await createSession(database.db, admin.id, start);

  await deleteSession(database.db, token);

  expect(await findSessionAdmin(database.db, token, later(MINUTE))).toBeUndefined();
});

test("ending an administrator's sessions ends all of them", async () => {
  const first = await createSession(database.db, admin.id, start);
  const second = await createSession(database.db, admin.id, start);

  await deleteAdministradorSessions(database.db, admin.id);

  expect(await findSessionAdmin(database.db, first, later(MINUTE))).toBeUndefined();
  expect(await findSessionAdmin(database.db, second, later(MINUTE))).toBeUndefined();
});

test("creating a session clears sessions that have already expired", async () => {
  const idle = await createSession(database.db, admin.id, start);
  const old = await createSession(database.db, admin.id, start);
  await database.db
    .updateTable("sessoes")
    .set({ last_used_at: later(11 * 60 * MINUTE).toISOString() })
    .where("token_hash", "=", hashToken(old))
    .execute();

  const fresh = await createSession(database.db, admin.id, later(SESSION_ABSOLUTE_MS));

  expect(await sessionRow(idle)).toBeUndefined();
  expect(await sessionRow(old)).toBeUndefined();
  expect(await sessionRow(fresh)).toBeDefined();
});

test("reads the token of a Bearer Authorization header only", () => {
  const token = "A".repeat(43);

  expect(bearerToken(`Bearer ${token}`)).toBe(token);
  expect(bearerToken(`bearer ${token}`)).toBe(token);
  expect(bearerToken(undefined)).toBeUndefined();
  expect(bearerToken(`Basic ${token}`)).toBeUndefined();
  expect(bearerToken("Bearer curto")).toBeUndefined();
  expect(bearerToken(`Bearer ${token} extra`)).toBeUndefined();
});
