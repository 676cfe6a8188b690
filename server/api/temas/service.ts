import type { Kysely } from "kysely";
import type { Uf } from "../../content/places.ts";
import { splitTags, temaSlug } from "../../content/topics.ts";
import type { Database } from "../../db/schema.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import { fakeNewsRowToFakeNews, listFakeNews, type FakeNews } from "../fake-news/service.ts";
import { listNoticias, noticiaRowToNoticia, type Noticia } from "../noticias/service.ts";
import {
  countArticles,
  selectArticleKeys,
  selectFakeNewsByIds,
  selectNoticiasByIds,
  type ArticleKey,
  type ArticleScope,
} from "./repository.ts";
import type { Tema } from "./schema.ts";

export type { ArticleScope } from "./repository.ts";

/*
 * What readers follow across both kinds of article: topics (the tags) and places (the
 * state). Only what public pages show is counted or listed: every news item, and the
 * fake-news entries with a public verdict.
 */

/** A news item or a fake-news entry, told apart by `tipo`. */
export type PublicArticle =
  | { tipo: "noticia"; data: string; item: Noticia }
  | { tipo: "fake-news"; data: string; item: FakeNews };

/**
 * Every public article, newest first: news by publication, fake news by verification
 * (a day sorts before the timestamps within it). `uf` narrows to one state's.
 */
export async function listPublicArticles(
  db: Kysely<Database>,
  { uf }: { uf?: Uf } = {},
): Promise<PublicArticle[]> {
  const [noticias, fakeNews] = await Promise.all([
    listNoticias(db, { uf }),
    listFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS, uf }),
  ]);
  const articles: PublicArticle[] = [
    ...noticias.map((item) => ({ tipo: "noticia" as const, data: item.data_publicacao, item })),
    ...fakeNews.map((item) => ({ tipo: "fake-news" as const, data: item.data_verificacao, item })),
  ];
  // A stable sort keeps each family's own order (newest id first) within a date.
  return articles.sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : 0));
}

/** The order of `listPublicArticles`: by date, news first on a tie, newest id first within a kind. */
const byNewest = (a: ArticleKey, b: ArticleKey) =>
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
  options: { limit?: number; tagged?: boolean } = {},
): Promise<ArticleKey[]> {
  const { noticias, fakeNews } = await selectArticleKeys(db, scope, options);
  return [...noticias, ...fakeNews].sort(byNewest);
}

/**
 * One page of the public articles of a topic or a state, newest first, read from the
 * database instead of merging every public article in code (decision 043): the keys of
 * each kind's first `offset + limit` matches are merged as `listPublicArticles` orders
 * them, and only the page's rows are read whole. Answers the page's articles, in order,
 * and how many the scope holds in all.
 */
export async function listPublicArticlesPage(
  db: Kysely<Database>,
  scope: ArticleScope,
  page: Pick<Page, "offset" | "limit">,
): Promise<Paged<PublicArticle>> {
  const wanted = page.offset + page.limit;
  const [merged, total] = await Promise.all([
    keysByNewest(db, scope, { limit: wanted }),
    countArticles(db, scope),
  ]);
  const keys = merged.slice(page.offset, wanted);
  const idsOf = (tipo: ArticleKey["tipo"]) =>
    keys.filter((key) => key.tipo === tipo).map((key) => key.id);
  const [noticiaRows, fakeNewsRows] = await Promise.all([
    selectNoticiasByIds(db, idsOf("noticia")),
    selectFakeNewsByIds(db, idsOf("fake-news")),
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
 * Every topic of the public articles with how many carry it, the most used first, then
 * by name. A topic is spelt as its newest article spells it.
 */
export async function listTemas(db: Kysely<Database>): Promise<Tema[]> {
  const temas = new Map<string, Tema>();
  // Most tags recur: each spelling is turned into a slug once.
  const slugs = new Map<string, string>();
  // The tags of every tagged public article, newest first, read without the rest of the rows.
  for (const { tags } of await keysByNewest(db, {}, { tagged: true })) {
    for (const tag of splitTags(tags)) {
      let slug = slugs.get(tag);
      if (slug === undefined) slugs.set(tag, (slug = temaSlug(tag)));
      if (slug === "") continue;
      const tema = temas.get(slug);
      if (tema) tema.total += 1;
      else temas.set(slug, { nome: tag, slug, total: 1 });
    }
  }
  return [...temas.values()].sort(
    (a, b) => b.total - a.total || a.nome.localeCompare(b.nome, "pt-BR"),
  );
}
