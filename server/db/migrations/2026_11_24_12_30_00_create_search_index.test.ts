import { sql } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { searchArticles } from "../../api/busca/service.ts";
import { migrateTo, migrateToLatest } from "../migrate.ts";

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase({ migrate: false });
});

afterEach(async () => {
  await database.cleanup();
});

const now = "2026-11-20T10:00:00.000Z";

test("articles stored before the search existed are found once it is migrated", async () => {
  await migrateTo(database.db, "2026_11_24_10_00_00_resanitize_rich_text");
  await database.db
    .insertInto("noticias")
    .values({
      titulo: "Queimadas no sul do Amazonas",
      lead: "<p>Focos de <strong>incêndio</strong> crescem.</p>",
      conteudo: "<p>Texto.</p>",
      data_publicacao: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await database.db
    .insertInto("fake_news")
    .values({
      titulo: "Chá cura malária",
      lead: "<p>Não há prova.</p>",
      conteudo: "<p>Texto.</p>",
      status: "desmentida",
      data_verificacao: "2026-11-19",
      created_at: now,
      updated_at: now,
    })
    .execute();

  await migrateToLatest(database.db);

  const incendio = await searchArticles(database.db, { q: "INCENDIOS", pagina: 1 });
  const malaria = await searchArticles(database.db, { q: "malaria", pagina: 1 });
  expect(incendio.resultados.map((item) => item.titulo)).toEqual(["Queimadas no sul do Amazonas"]);
  expect(malaria.resultados.map((item) => item.titulo)).toEqual(["Chá cura malária"]);
});

test("an article written by another connection's plain SQL is found too", async () => {
  await migrateToLatest(database.db);

  await sql`insert into noticias (titulo, lead, conteudo, data_publicacao, created_at, updated_at)
    values ('Cheia do rio Madeira', '<p>Texto.</p>', '<p>Texto.</p>', ${now}, ${now}, ${now})`.execute(
    database.db,
  );

  const found = await searchArticles(database.db, { q: "madeira", pagina: 1 });
  expect(found.total).toBe(1);
});

test("each engine folds accents with its own tool: FTS5's tokenizer or unaccent", async () => {
  await migrateToLatest(database.db);

  if (database.dialect === "postgres") {
    const { rows } = await sql<{
      folded: string;
      extensions: number;
    }>`select busca_dobra('Malária AÇÃO') as folded,
      (select count(*)::int from pg_extension where extname = 'unaccent') as extensions`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ folded: "malaria acao", extensions: 1 });
  } else {
    const { rows } = await sql<{
      ddl: string;
    }>`select sql as ddl from sqlite_master where name = 'busca_fts'`.execute(database.db);
    expect(rows[0]?.ddl).toContain("unicode61 remove_diacritics 2");
  }
});
