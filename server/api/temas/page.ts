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

type Key = { tipo: PublicArticle["tipo"]; id: number; data: string };

const temaLike = (tema: string) => `%|${tema}|%`;

function noticiaKeys(db: Kysely<Database>, { uf, tema }: ArticleScope) {
  let query = forAudience(
    db.selectFrom("noticias").select(["id", "data_publicacao as data"]),
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
      .select(["id", "data_verificacao as data"])
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

/** The page's articles, in order, and how many the scope holds in all. */
export async function listPublicArticlesPage(
  db: Kysely<Database>,
  scope: ArticleScope,
  page: Pick<Page, "offset" | "limit">,
): Promise<Paged<PublicArticle>> {
  const wanted = page.offset + page.limit;
  const [noticias, fakeNews, totals] = await Promise.all([
    noticiaKeys(db, scope)
      .orderBy("data_publicacao", "desc")
      .orderBy("id", "desc")
      .limit(wanted)
      .execute(),
    fakeNewsKeys(db, scope)
      .orderBy("data_verificacao", "desc")
      .orderBy("id", "desc")
      .limit(wanted)
      .execute(),
    Promise.all([
      noticiaKeys(db, scope)
        .clearSelect()
        .select(sql<number | string | bigint>`count(*)`.as("total"))
        .executeTakeFirstOrThrow(),
      fakeNewsKeys(db, scope)
        .clearSelect()
        .select(sql<number | string | bigint>`count(*)`.as("total"))
        .executeTakeFirstOrThrow(),
    ]),
  ]);
  const keys = [
    ...noticias.map((row) => ({ tipo: "noticia" as const, id: Number(row.id), data: row.data })),
    ...fakeNews.map((row) => ({ tipo: "fake-news" as const, id: Number(row.id), data: row.data })),
  ]
    .sort(byNewest)
    .slice(page.offset, wanted);
  const idsOf = (tipo: Key["tipo"]) => keys.filter((key) => key.tipo === tipo).map((key) => key.id);
  const [noticiaRows, fakeNewsRows] = await Promise.all([
    idsOf("noticia").length === 0
      ? []
      : noticiaRepository.query(db).where("id", "in", idsOf("noticia")).execute(),
    idsOf("fake-news").length === 0
      ? []
      : fakeNewsRepository
          .query(db)
          // Public cards never show who approved an entry.
          .select(sql<string | null>`null`.as("aprovado_por_nome"))
          .where("id", "in", idsOf("fake-news"))
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
  return { items, total: totals.reduce((sum, row) => sum + Number(row.total), 0) };
}

/**
 * The tags of every public article, newest first (the order `listPublicArticles` gives),
 * read without the rest of the rows: what counting the topics needs.
 */
export async function listPublicArticleTags(db: Kysely<Database>): Promise<(string | null)[]> {
  const [noticias, fakeNews] = await Promise.all([
    noticiaKeys(db, {}).select("tags").where("tags", "is not", null).execute(),
    fakeNewsKeys(db, {}).select("tags").where("tags", "is not", null).execute(),
  ]);
  return [
    ...noticias.map((row) => ({
      tipo: "noticia" as const,
      id: Number(row.id),
      data: row.data,
      tags: row.tags,
    })),
    ...fakeNews.map((row) => ({
      tipo: "fake-news" as const,
      id: Number(row.id),
      data: row.data,
      tags: row.tags,
    })),
  ]
    .sort(byNewest)
    .map((row) => row.tags);
}
