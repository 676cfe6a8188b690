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
  { statuses, limit, uf }: { statuses?: readonly string[]; limit?: number; uf?: string } = {},
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
  return query.execute();
}
