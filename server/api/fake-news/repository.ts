import type { Kysely } from "kysely";
import type { Database, FakeNewsRow, FakeNewsUpdate, NewFakeNews } from "../../db/schema.ts";

const COLUMNS = [
  "id",
  "titulo",
  "subtitulo",
  "lead",
  "conteudo",
  "conclusao",
  "fontes",
  "verdades",
  "imagens",
  "legendas",
  "alts",
  "status",
  "data_verificacao",
  "verificador",
] as const;

export type FakeNewsRecord = Pick<FakeNewsRow, (typeof COLUMNS)[number]>;

/** Newest verification first; among entries verified the same day, the latest added first. */
export async function selectFakeNews(
  db: Kysely<Database>,
  { statuses, limit }: { statuses?: readonly string[]; limit?: number } = {},
): Promise<FakeNewsRecord[]> {
  let query = db
    .selectFrom("fake_news")
    .select(COLUMNS)
    .orderBy("data_verificacao", "desc")
    .orderBy("id", "desc");
  if (statuses !== undefined) {
    if (statuses.length === 0) return [];
    query = query.where("status", "in", statuses);
  }
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function selectFakeNewsById(
  db: Kysely<Database>,
  id: number,
): Promise<FakeNewsRecord | undefined> {
  return db.selectFrom("fake_news").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function insertFakeNews(
  db: Kysely<Database>,
  values: NewFakeNews,
): Promise<FakeNewsRecord> {
  return db.insertInto("fake_news").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateFakeNewsRow(
  db: Kysely<Database>,
  id: number,
  values: FakeNewsUpdate,
): Promise<FakeNewsRecord | undefined> {
  return db
    .updateTable("fake_news")
    .set(values)
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteFakeNewsRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("fake_news").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
