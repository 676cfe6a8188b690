import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MIGRATION_NAMES, migrateTo } from "#server/db/migrate.ts";
import type { Database } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { down, up } from "./2026_11_29_08_00_00_add_revisao_publicada_to_fake_news.ts";

const NAME = "2026_11_29_08_00_00_add_revisao_publicada_to_fake_news";

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

const now = "2026-11-28T10:00:00.000Z";

async function entry(estado: string, history: string[]): Promise<number> {
  const { id } = await db
    .insertInto("fake_news")
    .values({
      titulo: `Checagem ${estado}`,
      lead: "<p>Lead</p>",
      conteudo: "<p>Texto</p>",
      status: "desmentida",
      data_verificacao: "2026-11-01",
      estado,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [index, saved] of history.entries()) {
    await db
      .insertInto("revisoes")
      .values({
        tipo: "fake-news",
        item_id: id,
        numero: index + 1,
        administrador_id: 1,
        administrador_nome: "Ana",
        created_at: now,
        registro: JSON.stringify({ id, estado: saved }),
      })
      .execute();
  }
  return id;
}

test("an entry waiting for review starts its cycle after the latest revision that was published", async () => {
  const sentBack = await entry("em_revisao", ["publicado", "publicado", "rascunho", "em_revisao"]);
  const neverPublished = await entry("em_revisao", ["rascunho", "em_revisao"]);
  const published = await entry("publicado", ["em_revisao", "publicado"]);
  const withoutHistory = await entry("rascunho", []);
  // Another collection's revisions with the same id say nothing about the entry.
  await db
    .insertInto("revisoes")
    .values({
      tipo: "noticias",
      item_id: neverPublished,
      numero: 1,
      administrador_id: 1,
      administrador_nome: "Ana",
      created_at: now,
      registro: JSON.stringify({ estado: "publicado" }),
    })
    .execute();

  await up(db);

  const rows = await db
    .selectFrom("fake_news")
    .select(["id", "revisao_publicada"])
    .orderBy("id")
    .execute();
  expect(rows).toEqual([
    { id: sentBack, revisao_publicada: 2 },
    { id: neverPublished, revisao_publicada: null },
    { id: published, revisao_publicada: null },
    { id: withoutHistory, revisao_publicada: null },
  ]);
});

test("down takes the column away again", async () => {
  await down(db);

  const tables = await db.introspection.getTables();
  const fakeNews = tables.find((table) => table.name === "fake_news");
  expect(fakeNews?.columns.map((column) => column.name)).not.toContain("revisao_publicada");
});
