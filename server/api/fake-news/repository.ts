import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { COMPUTED_ARTICLE_OUTPUT } from "../articles/schema.ts";
import { COMPUTED_WORKFLOW_OUTPUT } from "../articles/workflow.ts";
import { forAudience, type Audience } from "../articles/visibility.ts";
import type { Database } from "../../db/schema.ts";
import { collectionRepository, columnsOf } from "../table-repository.ts";
import type { FakeNewsFilter } from "./filter.ts";
import { FAKE_NEWS_TAG, FakeNewsEditorSchema } from "./schema.ts";

/** Reads the column of every field the editors' answer has but those computed on read. */
export const fakeNewsRepository = collectionRepository(
  "fake_news",
  columnsOf(FakeNewsEditorSchema.shape, [
    ...COMPUTED_ARTICLE_OUTPUT,
    ...COMPUTED_WORKFLOW_OUTPUT,
    "aprovado_por_nome",
    "autores_ciclo",
  ]),
);

/** An entry as stored. */
export type StoredFakeNews = Awaited<ReturnType<typeof fakeNewsRepository.insert>>;

/** An entry as the service reads it: with the current name of the account that approved it. */
export type FakeNewsRecord = StoredFakeNews & { aprovado_por_nome: string | null };

/**
 * The approver's name is read with the entry, not stored with the approval, so a renamed
 * account shows its new name; a disabled account keeps its name (decision 037).
 */
function approverName(eb: ExpressionBuilder<Database, "fake_news">) {
  return eb
    .selectFrom("administradores")
    .select("administradores.nome")
    .whereRef("administradores.id", "=", "fake_news.aprovado_por")
    .as("aprovado_por_nome");
}

/** The select every read of entries starts from. */
function entries(db: Kysely<Database>) {
  return fakeNewsRepository.query(db).select(approverName);
}

async function withApproverName(
  db: Kysely<Database>,
  row: StoredFakeNews,
): Promise<FakeNewsRecord> {
  if (row.aprovado_por === null) return { ...row, aprovado_por_nome: null };
  const account = await db
    .selectFrom("administradores")
    .select("nome")
    .where("id", "=", row.aprovado_por)
    .executeTakeFirst();
  return { ...row, aprovado_por_nome: account?.nome ?? null };
}

/**
 * The collection's queries (see `table-repository.ts`) answering rows with the approver's
 * name: the writes' `returning` cannot join, so they look the name up after.
 */
export const fakeNewsEntries = {
  async selectById(db: Kysely<Database>, id: number): Promise<FakeNewsRecord | undefined> {
    return entries(db).where("id", "=", id).executeTakeFirst();
  },
  async insert(
    db: Kysely<Database>,
    values: Parameters<typeof fakeNewsRepository.insert>[1],
  ): Promise<FakeNewsRecord> {
    return withApproverName(db, await fakeNewsRepository.insert(db, values));
  },
  async update(
    db: Kysely<Database>,
    id: number,
    values: Parameters<typeof fakeNewsRepository.update>[2],
  ): Promise<FakeNewsRecord | undefined> {
    const row = await fakeNewsRepository.update(db, id, values);
    return row ? withApproverName(db, row) : undefined;
  },
  remove: fakeNewsRepository.remove,
};

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
    // A slug holds no bar, "%" or "_" (temaSlug), so it matches one whole slug.
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
    entries(db)
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
  return forAudience(entries(db).where("id", "=", id), audience).executeTakeFirst();
}

/**
 * Who saved each of these entries since it last left publication (`revisao_publicada`),
 * or since it was created: each account once per entry (decision 037).
 */
export async function selectCycleAuthors(
  db: Kysely<Database>,
  ids: number[],
): Promise<{ item_id: number; administrador_id: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("revisoes")
    .innerJoin("fake_news", "fake_news.id", "revisoes.item_id")
    .select(["revisoes.item_id", "revisoes.administrador_id"])
    .distinct()
    .where("revisoes.tipo", "=", FAKE_NEWS_TAG)
    .where("revisoes.item_id", "in", ids)
    .where("revisoes.administrador_id", "is not", null)
    .where((eb) =>
      eb("revisoes.numero", ">", eb.fn.coalesce("fake_news.revisao_publicada", eb.lit(0))),
    )
    .execute();
  return rows.map((row) => ({
    item_id: Number(row.item_id),
    administrador_id: Number(row.administrador_id),
  }));
}
