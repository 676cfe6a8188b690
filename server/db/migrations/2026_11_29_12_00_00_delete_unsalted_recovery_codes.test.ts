import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MIGRATION_NAMES, migrateTo } from "#server/db/migrate.ts";
import type { Database } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { up } from "./2026_11_29_12_00_00_delete_unsalted_recovery_codes.ts";

const NAME = "2026_11_29_12_00_00_delete_unsalted_recovery_codes";

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  db = database.db;
  await migrateTo(db, MIGRATION_NAMES[MIGRATION_NAMES.indexOf(NAME) - 1]);
});
afterAll(async () => {
  await database.cleanup();
});

test("deletes the unsalted SHA-256 recovery codes and keeps the salted ones", async () => {
  const now = "2026-11-28T10:00:00.000Z";
  const { id } = await db
    .insertInto("administradores")
    .values({
      email: "a@example.org",
      nome: "A",
      password_hash: "x",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const legacy = crypto.createHash("sha256").update("abcde23456").digest("hex");
  const salted = "scrypt$10$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5";
  await db
    .insertInto("codigos_recuperacao")
    .values(
      [legacy, salted].map((code_hash) => ({ administrador_id: id, code_hash, created_at: now })),
    )
    .execute();

  await up(db);

  const left = await db.selectFrom("codigos_recuperacao").select("code_hash").execute();
  expect(left).toEqual([{ code_hash: salted }]);
});
