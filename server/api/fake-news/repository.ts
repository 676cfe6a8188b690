import type { Kysely } from "kysely";
import { ARTICLE_COLUMNS } from "../articles/repository.ts";
import type { Database } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";

export const fakeNewsRepository = collectionRepository("fake_news", [
  ...ARTICLE_COLUMNS,
  "verdades",
  "status",
  "data_verificacao",
  "verificador",
]);

export type FakeNewsRecord = Awaited<ReturnType<typeof fakeNewsRepository.insert>>;

/** Newest verification first; among entries verified the same day, the latest added first. */
export async function selectFakeNews(
  db: Kysely<Database>,
  {
    statuses,
    limit,
    offset,
    uf,
  }: { statuses?: readonly string[]; limit?: number; offset?: number; uf?: string } = {},
): Promise<FakeNewsRecord[]> {
  let query = fakeNewsRepository
    .query(db)
    .orderBy("data_verificacao", "desc")
    .orderBy("id", "desc");
  if (statuses !== undefined) {
    if (statuses.length === 0) return [];
    query = query.where("status", "in", statuses);
  }
  if (uf !== undefined) query = query.where("uf", "=", uf);
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}

/** How many entries there are, of these statuses only when `statuses` is given. */
export async function countFakeNews(
  db: Kysely<Database>,
  { statuses }: { statuses?: readonly string[] } = {},
): Promise<number> {
  if (statuses !== undefined && statuses.length === 0) return 0;
  let query = db
    .selectFrom("fake_news")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"));
  if (statuses !== undefined) query = query.where("status", "in", statuses);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}
