import { sql, type Kysely } from "kysely";
import { ARTICLE_COLUMNS } from "../articles/repository.ts";
import { forAudience, WORKFLOW_COLUMNS, type Audience } from "../articles/visibility.ts";
import type { Database } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";

export const fakeNewsRepository = collectionRepository("fake_news", [
  ...ARTICLE_COLUMNS,
  "verdades",
  "status",
  "data_verificacao",
  "verificador",
  ...WORKFLOW_COLUMNS,
  "aprovado_por",
  "aprovado_em",
  "sem_segunda_revisao",
]);

export type FakeNewsRecord = Awaited<ReturnType<typeof fakeNewsRepository.insert>>;

/**
 * Newest verification first; among entries verified the same day, the latest added first.
 * Public readers get only what is published and due (decision 037).
 */
export async function selectFakeNews(
  db: Kysely<Database>,
  {
    statuses,
    limit,
    offset,
    uf,
    audience = "public",
  }: {
    statuses?: readonly string[];
    limit?: number;
    offset?: number;
    uf?: string;
    audience?: Audience;
  } = {},
): Promise<FakeNewsRecord[]> {
  let query = forAudience(
    fakeNewsRepository.query(db).orderBy("data_verificacao", "desc").orderBy("id", "desc"),
    audience,
  );
  if (statuses !== undefined) {
    if (statuses.length === 0) return [];
    query = query.where("status", "in", statuses);
  }
  if (uf !== undefined) query = query.where("uf", "=", uf);
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}

/** How many entries `audience` may see, of these statuses only when `statuses` is given. */
export async function countFakeNews(
  db: Kysely<Database>,
  { statuses, audience = "public" }: { statuses?: readonly string[]; audience?: Audience } = {},
): Promise<number> {
  if (statuses !== undefined && statuses.length === 0) return 0;
  let query = forAudience(
    db.selectFrom("fake_news").select(sql<number | string | bigint>`count(*)`.as("total")),
    audience,
  );
  if (statuses !== undefined) query = query.where("status", "in", statuses);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One entry, only when `audience` may see it. */
export async function selectFakeNewsFor(
  db: Kysely<Database>,
  id: number,
  audience: Audience,
): Promise<FakeNewsRecord | undefined> {
  return forAudience(
    fakeNewsRepository.query(db).where("id", "=", id),
    audience,
  ).executeTakeFirst();
}
