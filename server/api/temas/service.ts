import type { Kysely } from "kysely";
import type { Uf } from "../../content/places.ts";
import { splitTags, topicSlug } from "../../content/topics.ts";
import type { Database } from "../../db/schema.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import { listFakeNews, type FakeNews } from "../fake-news/service.ts";
import { listNoticias, type Noticia } from "../noticias/service.ts";
import { listPublicArticleTags } from "./page.ts";
import type { Tema } from "./schema.ts";

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

/**
 * Every topic of the public articles with how many carry it, the most used first, then
 * by name. A topic is spelt as its newest article spells it.
 */
export async function listTemas(db: Kysely<Database>): Promise<Tema[]> {
  const temas = new Map<string, Tema>();
  // Most tags recur: each spelling is turned into a slug once.
  const slugs = new Map<string, string>();
  for (const tags of await listPublicArticleTags(db)) {
    for (const tag of splitTags(tags)) {
      let slug = slugs.get(tag);
      if (slug === undefined) slugs.set(tag, (slug = topicSlug(tag)));
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
