import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MIGRATION_NAMES, migrateTo } from "#server/db/migrate.ts";
import type { Database } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { up } from "./2026_11_29_18_00_00_add_respondida_em_to_sugestoes.ts";

const NAME = "2026_11_29_18_00_00_add_respondida_em_to_sugestoes";

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

test("answered tips take the earlier of their answer e-mail and their last change; open ones none", async () => {
  const tip = (codigo: string, estado: string, updated: string, avisada: string | null) => ({
    codigo_hash: codigo,
    texto: "Corrente",
    plataforma: "whatsapp",
    grupo: `texto:${codigo}`,
    estado,
    created_at: "2026-10-01T10:00:00.000Z",
    updated_at: updated,
    resposta_avisada_em: avisada,
  });
  await db
    .insertInto("sugestoes")
    .values([
      // Edited after its answer was e-mailed: the e-mail is the nearer trace.
      tip("a", "verificada", "2026-10-09T10:00:00.000Z", "2026-10-02T10:00:00.000Z"),
      // No e-mail (no address given): its last change.
      tip("b", "descartada", "2026-10-03T10:00:00.000Z", null),
      // Told of an old answer when the e-mail began: its change came first.
      tip("c", "verificada", "2026-10-04T10:00:00.000Z", "2026-11-29T12:50:00.000Z"),
      tip("d", "em_analise", "2026-10-05T10:00:00.000Z", null),
    ])
    .execute();

  await up(db);

  const rows = await db
    .selectFrom("sugestoes")
    .select(["codigo_hash", "respondida_em"])
    .orderBy("codigo_hash")
    .execute();
  expect(rows).toEqual([
    { codigo_hash: "a", respondida_em: "2026-10-02T10:00:00.000Z" },
    { codigo_hash: "b", respondida_em: "2026-10-03T10:00:00.000Z" },
    { codigo_hash: "c", respondida_em: "2026-10-04T10:00:00.000Z" },
    { codigo_hash: "d", respondida_em: null },
  ]);
});
