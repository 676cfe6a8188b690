import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { temaSlugsOf } from "#server/content/topics.ts";
import { MIGRATION_NAMES, migrateTo } from "#server/db/migrate.ts";
import type { Database } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { down, up } from "./2026_11_25_15_00_00_add_tema_slugs_to_fake_news.ts";

const NAME = "2026_11_25_15_00_00_add_tema_slugs_to_fake_news";

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  // The schema just before this migration: later ones index the column it adds.
  database = await createTestDatabase({ migrate: false });
  db = database.db;
  await migrateTo(db, MIGRATION_NAMES[MIGRATION_NAMES.indexOf(NAME) - 1]);
});
afterAll(async () => {
  await database.cleanup();
});

const now = "2026-11-24T10:00:00.000Z";
const TAGS = [null, "Saúde", " Saúde Pública ,, saude, Água ", "!!!", "Eleições 2026"];

test("fills the topic slugs of every tagged entry stored before, across batches, as the service writes them", async () => {
  const rows = Array.from({ length: 620 }, (_, index) => ({
    titulo: `Checagem ${index}`,
    lead: "<p>Lead</p>",
    conteudo: "<p>Texto</p>",
    status: "desmentida",
    data_verificacao: "2026-01-02",
    tags: TAGS[index % TAGS.length] ?? null,
    created_at: now,
    updated_at: now,
  }));
  for (let from = 0; from < rows.length; from += 100) {
    await db
      .insertInto("fake_news")
      .values(rows.slice(from, from + 100))
      .execute();
  }

  await up(db);

  const stored = await db
    .selectFrom("fake_news")
    .select(["tags", "tema_slugs"])
    .orderBy("id")
    .execute();
  expect(stored).toHaveLength(620);
  for (const row of stored) expect(row.tema_slugs).toBe(temaSlugsOf(row.tags));
  expect(stored.slice(0, 5).map((row) => row.tema_slugs)).toEqual([
    null,
    "|saude|",
    "|saude-publica|saude|agua|",
    null,
    "|eleicoes-2026|",
  ]);
});

test("down takes the column away again", async () => {
  await down(db);

  const columns = await db.introspection.getTables();
  const fakeNews = columns.find((table) => table.name === "fake_news");
  expect(fakeNews?.columns.map((column) => column.name)).not.toContain("tema_slugs");
});
