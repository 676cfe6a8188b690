import type { FakeNews } from "#server/api/fake-news/service.ts";
import type { Noticia } from "#server/api/noticias/service.ts";
import { UF_NOMES, isUf, placePath } from "#server/content/places.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import { splitTags, temaPath, temaSlug } from "#server/content/topics.ts";
import type { ArticleContent } from "../components/article/article-detail.tsx";

/** The fields news items and fake-news entries share, as their services return them. */
export type StoredArticle = Pick<
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

/**
 * What an article's page shows of any family. Isomorphic: the public pages build it on the
 * server, and the admin preview (decision 037) in the browser from the editor's answer.
 */
export function articleView(item: StoredArticle): ArticleContent {
  const conteudo = richTextForDisplay(item.conteudo);
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
    // Links are made here, so the tables and rules behind them stay off the public pages.
    temas: splitTags(item.tags).map((nome) => {
      const slug = temaSlug(nome);
      return { nome, href: slug ? temaPath(slug) : null };
    }),
    lugar:
      item.uf !== null && isUf(item.uf)
        ? { href: placePath(item.uf), estado: UF_NOMES[item.uf], municipio: item.municipio }
        : null,
  };
}
