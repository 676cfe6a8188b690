import { sql, type Kysely } from "kysely";
import type { Uf } from "../../content/places.ts";
import type { Database } from "../../db/schema.ts";
import { forAudience } from "../articles/visibility.ts";
import {
  fakeNewsFilterWhere,
  fakeNewsRepository,
  type FakeNewsRecord,
} from "../fake-news/repository.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import { noticiaRepository, type NoticiaRecord } from "../noticias/repository.ts";

/*
 * The queries behind the public articles of a topic or a state: each kind answers the
 * ids and dates of its matches from its list-order index, and the rows of the few the
 * service picks are read whole afterwards (decision 043).
 */

export type ArticleScope = { uf?: Uf; tema?: string };

/** Where one public article sits in the list: its kind, id, date and tags. */
export type ArticleKey = {
  tipo: "noticia" | "fake-news";
  id: number;
  data: string;
  tags: string | null;
};

const temaLike = (tema: string) => `%|${tema}|%`;

function noticiaKeys(db: Kysely<Database>, { uf, tema }: ArticleScope) {
  let query = forAudience(
    db.selectFrom("noticias").select(["id", "data_publicacao as data", "tags"]),
    "public",
  );
  if (uf !== undefined) query = query.where("uf", "=", uf);
  if (tema !== undefined) query = query.where("tema_slugs", "like", temaLike(tema));
  return query;
}

function fakeNewsKeys(db: Kysely<Database>, { uf, tema }: ArticleScope) {
  return forAudience(
    db
      .selectFrom("fake_news")
      .select(["id", "data_verificacao as data", "tags"])
      .where(fakeNewsFilterWhere({ statuses: PUBLIC_FAKE_NEWS_STATUS, uf, tema })),
    "public",
  );
}

/**
 * The keys of each kind's newest `limit` public articles in the scope (all without a
 * limit), each kind newest first. `tagged` leaves out untagged ones.
 */
export async function selectArticleKeys(
  db: Kysely<Database>,
  scope: ArticleScope,
  { limit, tagged = false }: { limit?: number; tagged?: boolean } = {},
): Promise<{ noticias: ArticleKey[]; fakeNews: ArticleKey[] }> {
  let noticias = noticiaKeys(db, scope).orderBy("data_publicacao", "desc").orderBy("id", "desc");
  let fakeNews = fakeNewsKeys(db, scope).orderBy("data_verificacao", "desc").orderBy("id", "desc");
  if (tagged) {
    noticias = noticias.where("tags", "is not", null);
    fakeNews = fakeNews.where("tags", "is not", null);
  }
  if (limit !== undefined) {
    noticias = noticias.limit(limit);
    fakeNews = fakeNews.limit(limit);
  }
  const [noticiaRows, fakeNewsRows] = await Promise.all([noticias.execute(), fakeNews.execute()]);
  const keysOf = (tipo: ArticleKey["tipo"], rows: typeof noticiaRows) =>
    rows.map((row) => ({ tipo, id: Number(row.id), data: row.data, tags: row.tags }));
  return { noticias: keysOf("noticia", noticiaRows), fakeNews: keysOf("fake-news", fakeNewsRows) };
}

/** How many public articles the scope holds, both kinds together. */
export async function countArticles(db: Kysely<Database>, scope: ArticleScope): Promise<number> {
  const total = sql<number | string | bigint>`count(*)`.as("total");
  const rows = await Promise.all([
    noticiaKeys(db, scope).clearSelect().select(total).executeTakeFirstOrThrow(),
    fakeNewsKeys(db, scope).clearSelect().select(total).executeTakeFirstOrThrow(),
  ]);
  return rows.reduce((sum, row) => sum + Number(row.total), 0);
}

/** The whole rows of the news items with these ids, in no order. */
export async function selectNoticiasByIds(
  db: Kysely<Database>,
  ids: number[],
): Promise<NoticiaRecord[]> {
  if (ids.length === 0) return [];
  return noticiaRepository.query(db).where("id", "in", ids).execute();
}

/** The whole rows of the fake-news entries with these ids, in no order, as cards read them. */
export async function selectFakeNewsByIds(
  db: Kysely<Database>,
  ids: number[],
): Promise<FakeNewsRecord[]> {
  if (ids.length === 0) return [];
  return (
    fakeNewsRepository
      .query(db)
      // Public cards never show who approved an entry.
      .select(sql<string | null>`null`.as("aprovado_por_nome"))
      .where("id", "in", ids)
      .execute()
  );
}
