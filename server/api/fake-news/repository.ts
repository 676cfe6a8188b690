import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { ARTICLE_COLUMNS } from "../articles/repository.ts";
import { forAudience, WORKFLOW_COLUMNS, type Audience } from "../articles/visibility.ts";
import type { Database } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";
import type { FakeNewsFilter } from "./filter.ts";

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

/** A list's filter (decision 041) and who reads it (decision 037): public by default. */
export type FakeNewsSelection = FakeNewsFilter & { audience?: Audience };

/**
 * The condition of a filtered list (decision 041): the one place a filter becomes SQL, for
 * the page of entries and its count alike.
 */
export function fakeNewsFilterWhere(filter: FakeNewsFilter) {
  return (eb: ExpressionBuilder<Database, "fake_news">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.statuses !== undefined) conditions.push(eb("status", "in", filter.statuses));
    if (filter.status !== undefined) conditions.push(eb("status", "=", filter.status));
    // A slug holds no bar, "%" or "_" (topicSlug), so it matches one whole slug.
    if (filter.tema !== undefined) {
      conditions.push(eb("tema_slugs", "like", `%|${filter.tema}|%`));
    }
    if (filter.uf !== undefined) conditions.push(eb("uf", "=", filter.uf));
    if (filter.de !== undefined) conditions.push(eb("data_verificacao", ">=", filter.de));
    if (filter.ate !== undefined) conditions.push(eb("data_verificacao", "<=", filter.ate));
    return eb.and(conditions);
  };
}

/**
 * Newest verification first; among entries verified the same day, the latest added first.
 * Public readers get only what is published and due (decision 037).
 */
export async function selectFakeNews(
  db: Kysely<Database>,
  {
    limit,
    offset,
    audience = "public",
    ...filter
  }: FakeNewsSelection & { limit?: number; offset?: number } = {},
): Promise<FakeNewsRecord[]> {
  // "status in ()" is not SQL: seeing no status at all lists nothing.
  if (filter.statuses?.length === 0) return [];
  let query = forAudience(
    fakeNewsRepository
      .query(db)
      .where(fakeNewsFilterWhere(filter))
      .orderBy("data_verificacao", "desc")
      .orderBy("id", "desc"),
    audience,
  );
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}

/** How many entries the filter lets through to `audience`. */
export async function countFakeNews(
  db: Kysely<Database>,
  { audience = "public", ...filter }: FakeNewsSelection = {},
): Promise<number> {
  if (filter.statuses?.length === 0) return 0;
  const row = await forAudience(
    db
      .selectFrom("fake_news")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
      .where(fakeNewsFilterWhere(filter)),
    audience,
  ).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The tags texts of the entries the filter lets through to `audience`, each text once. */
export async function selectFakeNewsTags(
  db: Kysely<Database>,
  { audience = "public", ...filter }: FakeNewsSelection = {},
): Promise<string[]> {
  if (filter.statuses?.length === 0) return [];
  const rows = await forAudience(
    db
      .selectFrom("fake_news")
      .select("tags")
      .distinct()
      .where("tags", "is not", null)
      .where(fakeNewsFilterWhere(filter))
      .orderBy("tags"),
    audience,
  ).execute();
  return rows.flatMap((row) => (row.tags === null ? [] : [row.tags]));
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
