import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sanitizeRichText } from "#server/content/sanitize.ts";
import type { Database } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { up } from "./2026_11_24_10_00_00_resanitize_rich_text.ts";

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.cleanup();
});

const now = "2026-11-21T10:00:00.000Z";
/** As an import from the old site could have left it, bypassing the API's cleaning. */
const DIRTY =
  '<p onclick="x()">Texto & mais</p><script>alert(1)</script><a href="javascript:alert(1)">a</a> a < b';
const CLEAN = "<p>Texto &amp; mais</p><a>a</a> a &lt; b";
const STORED =
  '<p>Já <strong>limpo</strong> &amp; <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a></p>';

test("the frozen rules give what the application's sanitiser gives today", () => {
  expect(sanitizeRichText(DIRTY)).toBe(CLEAN);
  expect(sanitizeRichText(STORED)).toBe(STORED);
});

test("re-sanitises every rich-text column of every table, across batches, and leaves the rest", async () => {
  await db
    .insertInto("noticias")
    .values(
      Array.from({ length: 250 }, (_, index) => ({
        titulo: `Notícia ${index} <b>`,
        lead: DIRTY,
        conteudo: index % 2 === 0 ? DIRTY : STORED,
        conclusao: index % 3 === 0 ? null : DIRTY,
        data_publicacao: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto("fake_news")
    .values({
      titulo: "Boato",
      lead: DIRTY,
      conteudo: DIRTY,
      conclusao: DIRTY,
      status: "verificada",
      data_verificacao: "2026-01-02",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("subprojetos")
    .values({
      nome: "Projeto",
      autor: "Autora",
      resumo: DIRTY,
      data_inicio: "2026-01-02",
      status: "em andamento",
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("membros")
    .values({ nome: "Ana", cargo: "Professor", biografia: DIRTY, created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto("sobre_projeto")
    .values({
      id: 1,
      titulo: "Sobre <b>",
      conteudo: DIRTY,
      descricao: DIRTY,
      objetivos: null,
      metodologia: STORED,
      updated_at: now,
    })
    .execute();

  await up(db);

  const noticias = await db
    .selectFrom("noticias")
    .select(["titulo", "lead", "conteudo", "conclusao", "updated_at"])
    .orderBy("id")
    .execute();
  expect(noticias).toHaveLength(250);
  expect(
    noticias.every(
      (row, index) =>
        row.titulo === `Notícia ${index} <b>` &&
        row.lead === CLEAN &&
        row.conteudo === (index % 2 === 0 ? CLEAN : STORED) &&
        row.conclusao === (index % 3 === 0 ? null : CLEAN) &&
        row.updated_at === now,
    ),
  ).toBe(true);
  expect(
    await db.selectFrom("fake_news").select(["lead", "conteudo", "conclusao"]).execute(),
  ).toEqual([{ lead: CLEAN, conteudo: CLEAN, conclusao: CLEAN }]);
  expect(await db.selectFrom("subprojetos").select("resumo").execute()).toEqual([
    { resumo: CLEAN },
  ]);
  expect(await db.selectFrom("membros").select("biografia").execute()).toEqual([
    { biografia: CLEAN },
  ]);
  expect(
    await db
      .selectFrom("sobre_projeto")
      .select(["titulo", "conteudo", "descricao", "objetivos", "metodologia"])
      .execute(),
  ).toEqual([
    {
      titulo: "Sobre <b>",
      conteudo: CLEAN,
      descricao: CLEAN,
      objetivos: null,
      metodologia: STORED,
    },
  ]);
});
