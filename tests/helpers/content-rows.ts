import type { Insertable, Kysely } from "kysely";
import { temaSlugsOf } from "#server/content/topics.ts";
import type { Database, FakeNewsTable, MembrosTable, NoticiasTable } from "#server/db/schema.ts";

/*
 * Rows written straight into the tables, with the dates a test chooses: what the site
 * has stored, without going through the API that would date everything "now".
 */

const STAMP = "2026-03-01T12:00:00.000Z";

export async function insertNoticia(
  db: Kysely<Database>,
  values: Partial<Insertable<NoticiasTable>> & { titulo: string },
): Promise<number> {
  const row = await db
    .insertInto("noticias")
    .values({
      lead: "<p>Resumo da notícia.</p>",
      conteudo: "<p>Texto da notícia.</p>",
      fontes: '["Fonte"]',
      data_publicacao: STAMP,
      created_at: STAMP,
      updated_at: STAMP,
      tema_slugs: temaSlugsOf(values.tags ?? null),
      ...values,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertFakeNews(
  db: Kysely<Database>,
  values: Partial<Insertable<FakeNewsTable>> & { titulo: string },
): Promise<number> {
  const row = await db
    .insertInto("fake_news")
    .values({
      lead: "<p>Resumo da checagem.</p>",
      conteudo: "<p>Texto da checagem.</p>",
      fontes: '["Fonte"]',
      status: "desmentida",
      data_verificacao: STAMP.slice(0, 10),
      created_at: STAMP,
      updated_at: STAMP,
      // Stored beside the tags as the service stores it (decision 041).
      tema_slugs: temaSlugsOf(values.tags ?? null),
      ...values,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A fact-check still under review ("em_analise"), with `values`: what no public list,
 * page, feed or document may show.
 */
export function insertUnderReview(
  db: Kysely<Database>,
  values: Partial<Insertable<FakeNewsTable>> = {},
): Promise<number> {
  return insertFakeNews(db, { titulo: "Ainda em análise", status: "em_analise", ...values });
}

export async function insertMembro(
  db: Kysely<Database>,
  values: Partial<Insertable<MembrosTable>> & { nome: string; cargo: string },
): Promise<number> {
  const row = await db
    .insertInto("membros")
    .values({ created_at: STAMP, updated_at: STAMP, ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * `count` news items, "Notícia 1" to "Notícia <count>", published one a day from 1 March
 * 2026 at 10:00 UTC, each with `values`. Answers their ids, oldest first.
 */
export async function insertDailyNoticias(
  db: Kysely<Database>,
  count: number,
  values: Partial<Insertable<NoticiasTable>> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let day = 1; day <= count; day += 1) {
    ids.push(
      await insertNoticia(db, {
        titulo: `Notícia ${day}`,
        data_publicacao: `2026-03-${String(day).padStart(2, "0")}T10:00:00.000Z`,
        ...values,
      }),
    );
  }
  return ids;
}
