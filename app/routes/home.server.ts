import type { Kysely } from "kysely";
import { listFakeNews, type FakeNews } from "#server/api/fake-news/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { listNoticias, type Noticia } from "#server/api/noticias/service.ts";
import { excerpt } from "#server/content/excerpt.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import { rotuloOf, type RotuloView } from "../components/fake-news/verdicts.ts";
import { loadRotulos } from "../utils/rotulos.server.ts";

/** The specification's home limits. */
export const CAROUSEL_LIMIT = 5;
export const HIGHLIGHTS_LIMIT = 6;
export const FAKE_NEWS_LIMIT = 3;
export const EXCERPT_LENGTH = 120;

export type HomeSlide = { id: number; titulo: string; imagem: string | null };
export type HomeNoticia = HomeSlide & { resumo: string };
export type HomeFakeNews = {
  id: number;
  titulo: string;
  imagem: string | null;
  status: string;
  /** The entry's rating, from the scale; null shows the status's label. */
  rotulo: RotuloView | null;
  lead: string;
};

export type HomeContent = {
  carousel: HomeSlide[];
  /** Null when the news could not be read. */
  highlights: HomeNoticia[] | null;
  fakeNews: HomeFakeNews[];
};

/** A section's query, or undefined when it failed: the page then renders without it. */
async function orLogged<T>(query: Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await query;
  } catch (error) {
    console.error(`the home page could not read ${what}`, error);
    return undefined;
  }
}

const toSlide = (item: Noticia): HomeSlide => ({
  id: item.id,
  titulo: item.titulo,
  imagem: item.imagens[0] ?? null,
});

const toHomeFakeNews = (item: FakeNews, scale: readonly RotuloView[]): HomeFakeNews => ({
  id: item.id,
  titulo: item.titulo,
  imagem: item.imagens[0] ?? null,
  status: item.status,
  rotulo: rotuloOf(item.rotulo, scale),
  lead: richTextToText(item.lead),
});

/**
 * Everything the home page shows, reduced to the fields it renders. A failed query is
 * logged and its sections render their empty or error text; the rest of the page stays.
 */
export async function loadHomeContent(db: Kysely<Database>): Promise<HomeContent> {
  const [noticias, fakeNews, scale] = await Promise.all([
    orLogged(listNoticias(db, { limit: Math.max(CAROUSEL_LIMIT, HIGHLIGHTS_LIMIT) }), "the news"),
    orLogged(
      listFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS, limit: FAKE_NEWS_LIMIT }),
      "the fake news",
    ),
    loadRotulos(db),
  ]);
  return {
    carousel: (noticias ?? []).slice(0, CAROUSEL_LIMIT).map(toSlide),
    highlights:
      noticias?.slice(0, HIGHLIGHTS_LIMIT).map((item) => ({
        ...toSlide(item),
        resumo: excerpt(richTextToText(item.conteudo), EXCERPT_LENGTH),
      })) ?? null,
    // The specification's fake-news sections show their empty text when the list fails.
    fakeNews: (fakeNews ?? []).map((item) => toHomeFakeNews(item, scale)),
  };
}
