import type { FakeNews } from "#server/api/fake-news/service.ts";
import type { Noticia } from "#server/api/noticias/service.ts";
import { ESTADOS, isUf, placePath } from "#server/content/places.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import { splitTags, topicSlug } from "#server/content/topics.ts";
import type { Config } from "#server/config.ts";
import type { ArticleContent } from "../components/article/article-detail.tsx";
import { incompleteDataResponse, notFoundResponse } from "./route-params.ts";

/** The fields news items and fake-news entries share, as their services return them. */
type StoredArticle = Pick<
  Noticia & FakeNews,
  | "id"
  | "titulo"
  | "subtitulo"
  | "lead"
  | "conteudo"
  | "conclusao"
  | "fontes"
  | "imagens"
  | "legendas"
  | "alts"
  | "tags"
  | "uf"
  | "municipio"
>;

/** The stored article, or the 404 response its page answers when there is none. */
export function requireArticle<T extends StoredArticle>(item: T | undefined): T {
  if (!item) throw notFoundResponse();
  return item;
}

/**
 * What an article's page shows of any family. Throws the "incomplete data" response for
 * an item without a title or a text.
 */
export function articleContent(item: StoredArticle): ArticleContent {
  const conteudo = richTextForDisplay(item.conteudo);
  if (!item.titulo.trim() || !richTextToText(conteudo)) throw incompleteDataResponse();
  const conclusao = item.conclusao ? richTextForDisplay(item.conclusao) : "";
  const capa = item.imagens[0];
  return {
    id: item.id,
    titulo: item.titulo,
    subtitulo: item.subtitulo,
    lead: richTextForDisplay(item.lead),
    conteudo,
    conclusao: richTextToText(conclusao) ? conclusao : null,
    resumo: richTextToText(item.lead),
    fontes: item.fontes,
    capa: capa ? { src: capa, alt: item.alts[0] ?? "", legenda: item.legendas[0] ?? "" } : null,
    // Links are made here, so the tables and rules behind them stay off the browser.
    temas: splitTags(item.tags).map((nome) => {
      const slug = topicSlug(nome);
      return { nome, href: slug ? `/tema/${slug}` : null };
    }),
    lugar:
      item.uf !== null && isUf(item.uf)
        ? { href: placePath(item.uf), estado: ESTADOS[item.uf], municipio: item.municipio }
        : null,
  };
}

/**
 * A list the page can do without: when it cannot be read the failure is logged as
 * "the <what> could not be read" and the page shows it empty, as the specification has it.
 */
export async function listOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`the ${what} could not be read`, error);
    return [];
  }
}

/**
 * The page's canonical address, as the root loader gives the browser its origin: the
 * configured public origin, else the request's. Structured data is built with it on the
 * server, so the code that builds it never ships to the browser.
 */
export function pageAddress(request: Request, config: Config): { origin: string; url: string } {
  const requested = new URL(request.url);
  const origin = config.publicUrl ?? requested.origin;
  return { origin, url: `${origin}${requested.pathname}` };
}
