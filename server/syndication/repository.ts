import type { Kysely } from "kysely";
import { visibleNow } from "../api/articles/workflow.ts";
import type { Database } from "../db/schema.ts";

/*
 * The sitemap's queries: addresses and dates only, never the content, so that a site with
 * tens of thousands of items lists them without reading their text. Articles are listed
 * only once published and due (`visibleNow`, decision 037).
 */

export type DatedId = { id: number; updated_at: string };

/** In the order of the news list: newest publication first. */
export async function selectNoticiaDates(db: Kysely<Database>): Promise<DatedId[]> {
  return db
    .selectFrom("noticias")
    .select(["id", "updated_at"])
    .where(visibleNow())
    .orderBy("data_publicacao", "desc")
    .orderBy("id", "desc")
    .execute();
}

export type ArticleValue = { value: string; updated_at: string };

/**
 * One of the article columns that file an item under a page of its own (`tags`, `uf`),
 * for every news item and public fake-news entry that has it, with the item's last change.
 */
export async function selectArticleValues(
  db: Kysely<Database>,
  column: "tags" | "uf",
  statuses: readonly string[],
): Promise<ArticleValue[]> {
  const noticias = await db
    .selectFrom("noticias")
    .select([`${column} as value`, "updated_at"])
    .where(column, "is not", null)
    .where(visibleNow())
    .execute();
  const fakeNews =
    statuses.length === 0
      ? []
      : await db
          .selectFrom("fake_news")
          .select([`${column} as value`, "updated_at"])
          .where(column, "is not", null)
          .where(visibleNow())
          .where("status", "in", statuses)
          .execute();
  return [...noticias, ...fakeNews].map((row) => ({
    value: row.value ?? "",
    updated_at: row.updated_at,
  }));
}

/** In the order of the fake-news list: newest verification first. */
export async function selectFakeNewsDates(
  db: Kysely<Database>,
  statuses: readonly string[],
): Promise<DatedId[]> {
  if (statuses.length === 0) return [];
  return db
    .selectFrom("fake_news")
    .select(["id", "updated_at"])
    .where(visibleNow())
    .where("status", "in", statuses)
    .orderBy("data_verificacao", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Each cargo that has members, with the latest change to one of them. */
export async function selectCargoDates(
  db: Kysely<Database>,
): Promise<{ cargo: string; updated_at: string }[]> {
  const rows = await db
    .selectFrom("membros")
    .select((eb) => ["cargo", eb.fn.max("updated_at").as("updated_at")])
    .groupBy("cargo")
    .execute();
  return rows.map((row) => ({ cargo: row.cargo, updated_at: String(row.updated_at) }));
}

type DatedTable =
  "subprojetos" | "newsletters" | "sobre_projeto" | "contato_institucional" | "publicacoes";

/** Each publication's id and last change: every one is public (decision 078). */
export function selectPublicacaoDates(
  db: Kysely<Database>,
): Promise<{ id: number; updated_at: string }[]> {
  return db.selectFrom("publicacoes").select(["id", "updated_at"]).orderBy("id").execute();
}

/** The latest change to any row of the table, or null when it has none. */
export async function selectLatestUpdate(
  db: Kysely<Database>,
  table: DatedTable,
): Promise<string | null> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("updated_at").as("updated_at"))
    .executeTakeFirst();
  return row?.updated_at == null ? null : String(row.updated_at);
}
