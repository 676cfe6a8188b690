import { sql, type Kysely } from "kysely";
import type { Uf } from "../../content/places.ts";
import type { Database } from "../../db/schema.ts";
import { forAudience } from "../articles/visibility.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { fakeNewsFilterWhere, fakeNewsRepository } from "../fake-news/repository.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import { fakeNewsRowToFakeNews } from "../fake-news/service.ts";
import { noticiaRepository } from "../noticias/repository.ts";
import { noticiaRowToNoticia } from "../noticias/service.ts";
import type { PublicArticle } from "./service.ts";

/*
 * One page of the public articles of a topic or a state, newest first, read from the
 * database instead of merging every public article in code. Each kind answers the ids and
 * dates of its first `offset + limit` matches from its list-order index; the two are
 * merged as `listPublicArticles` orders them (by date, news first on a tie, newest id
 * first within a kind), and only the page's rows are read whole.
 */

export type ArticleScope = { uf?: Uf; tema?: string };

type Key = { tipo: PublicArticle["tipo"]; id: number; data: string; tags: string | null };

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

const byNewest = (a: Key, b: Key) =>
  a.data < b.data
    ? 1
    : a.data > b.data
      ? -1
      : a.tipo === b.tipo
        ? b.id - a.id
        : a.tipo === "noticia"
          ? -1
          : 1;

/**
 * The keys of both kinds' first `limit` articles in the scope (all without a limit),
 * merged newest first: their newest `limit` together. `tagged` leaves out untagged ones.
 */
async function keysByNewest(
  db: Kysely<Database>,
  scope: ArticleScope,
  { limit, tagged = false }: { limit?: number; tagged?: boolean } = {},
): Promise<Key[]> {
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
  const keysOf = (tipo: Key["tipo"], rows: typeof noticiaRows) =>
    rows.map((row) => ({ tipo, id: Number(row.id), data: row.data, tags: row.tags }));
  return [...keysOf("noticia", noticiaRows), ...keysOf("fake-news", fakeNewsRows)].sort(byNewest);
}

/** How many public articles the scope holds, both kinds together. */
async function countInScope(db: Kysely<Database>, scope: ArticleScope): Promise<number> {
  const total = sql<number | string | bigint>`count(*)`.as("total");
  const rows = await Promise.all([
    noticiaKeys(db, scope).clearSelect().select(total).executeTakeFirstOrThrow(),
    fakeNewsKeys(db, scope).clearSelect().select(total).executeTakeFirstOrThrow(),
  ]);
  return rows.reduce((sum, row) => sum + Number(row.total), 0);
}

/** The page's articles, in order, and how many the scope holds in all. */
export async function listPublicArticlesPage(
  db: Kysely<Database>,
  scope: ArticleScope,
  page: Pick<Page, "offset" | "limit">,
): Promise<Paged<PublicArticle>> {
  const wanted = page.offset + page.limit;
  const [merged, total] = await Promise.all([
    keysByNewest(db, scope, { limit: wanted }),
    countInScope(db, scope),
  ]);
  const keys = merged.slice(page.offset, wanted);
  const noticiaIds = keys.filter((key) => key.tipo === "noticia").map((key) => key.id);
  const fakeNewsIds = keys.filter((key) => key.tipo === "fake-news").map((key) => key.id);
  const [noticiaRows, fakeNewsRows] = await Promise.all([
    noticiaIds.length === 0
      ? []
      : noticiaRepository.query(db).where("id", "in", noticiaIds).execute(),
    fakeNewsIds.length === 0
      ? []
      : fakeNewsRepository
          .query(db)
          // Public cards never show who approved an entry.
          .select(sql<string | null>`null`.as("aprovado_por_nome"))
          .where("id", "in", fakeNewsIds)
          .execute(),
  ]);
  const noticiasById = new Map(
    noticiaRows.map((row) => [Number(row.id), noticiaRowToNoticia(row)]),
  );
  const fakeNewsById = new Map(
    fakeNewsRows.map((row) => [Number(row.id), fakeNewsRowToFakeNews(row)]),
  );
  const items = keys.flatMap((key): PublicArticle[] => {
    if (key.tipo === "noticia") {
      const item = noticiasById.get(key.id);
      return item ? [{ tipo: "noticia", data: key.data, item }] : [];
    }
    const item = fakeNewsById.get(key.id);
    return item ? [{ tipo: "fake-news", data: key.data, item }] : [];
  });
  return { items, total };
}

/** The tags of the newest public article in the scope; undefined when there is none. */
export async function newestArticleTags(
  db: Kysely<Database>,
  scope: ArticleScope,
): Promise<string | null | undefined> {
  const [newest] = await keysByNewest(db, scope, { limit: 1 });
  return newest === undefined ? undefined : newest.tags;
}

/**
 * The tags of every tagged public article, newest first (the order `listPublicArticles`
 * gives), read without the rest of the rows: what counting the topics needs.
 */
export async function listPublicArticleTags(db: Kysely<Database>): Promise<(string | null)[]> {
  return (await keysByNewest(db, {}, { tagged: true })).map((key) => key.tags);
}
