import type { Kysely } from "kysely";
import {
  findNoticiaById,
  listNoticias,
  listRelatedNoticias,
} from "#server/api/noticias/service.ts";
import { stripTags } from "#server/content/sanitize.ts";
import type { Database } from "#server/db/schema.ts";
import type { Cover } from "../components/news/article-parts.tsx";
import { noticiaCard, type NoticiaCard } from "../components/news/noticia-cards.tsx";
import { videoEmbed } from "../components/news/video.ts";
import { formatDateTime, type DisplayDate } from "../utils/dates.ts";
import { incompleteDataResponse, notFoundResponse } from "../utils/route-params.ts";
import { sanitizeForDisplay } from "../utils/sanitize-for-display.server.ts";

export type RelatedNoticia = { id: number; titulo: string; lead: string };

/** The video of an item: a player address when the link is one we can embed. */
export type NoticiaVideo = { link: string; embed: string | null };

export type NoticiaPage = {
  id: number;
  titulo: string;
  subtitulo: string | null;
  /** The next three fields are HTML, passed through sanitizeForDisplay. */
  lead: string;
  conteudo: string;
  conclusao: string | null;
  /** The lead as plain text, for the description and link previews. */
  resumo: string;
  fontes: string[];
  tags: string[];
  capa: Cover | null;
  video: NoticiaVideo | null;
  publicadaEm: DisplayDate | null;
  autor: string | null;
  relacionadas: RelatedNoticia[];
};

/**
 * Every news item as a card, newest first. The specification shows an empty list when
 * the list cannot be loaded, so a failure is logged and the page says there is no news.
 */
export async function loadNoticiaCards(db: Kysely<Database>): Promise<NoticiaCard[]> {
  try {
    return (await listNoticias(db)).map((item) => noticiaCard(item, stripTags));
  } catch (error) {
    console.error("the news list could not be read", error);
    return [];
  }
}

/** Related news are a bonus: when they cannot be read the page goes without them. */
async function loadRelated(db: Kysely<Database>, id: number): Promise<RelatedNoticia[]> {
  try {
    const related = await listRelatedNoticias(db, id);
    return related.map((item) => ({
      id: item.id,
      titulo: item.titulo,
      lead: stripTags(item.lead),
    }));
  } catch (error) {
    console.error("the related news could not be read", error);
    return [];
  }
}

function splitTags(tags: string | null): string[] {
  return (tags ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function toVideo(link: string | null): NoticiaVideo | null {
  if (!link || !/^https?:\/\//i.test(link)) return null;
  return { link, embed: videoEmbed(link)?.src ?? null };
}

/**
 * Everything a news item's page shows. Throws the 404 response for an unknown id and the
 * "incomplete data" response for an item without a title or a text.
 */
export async function loadNoticiaPage(db: Kysely<Database>, id: number): Promise<NoticiaPage> {
  const item = await findNoticiaById(db, id);
  if (!item) throw notFoundResponse();
  const conteudo = sanitizeForDisplay(item.conteudo);
  if (!item.titulo.trim() || !stripTags(conteudo)) throw incompleteDataResponse();
  const conclusao = item.conclusao ? sanitizeForDisplay(item.conclusao) : "";
  const capa = item.imagens[0];
  return {
    id: item.id,
    titulo: item.titulo,
    subtitulo: item.subtitulo,
    lead: sanitizeForDisplay(item.lead),
    conteudo,
    conclusao: stripTags(conclusao) ? conclusao : null,
    resumo: stripTags(item.lead),
    fontes: item.fontes,
    tags: splitTags(item.tags),
    capa: capa ? { src: capa, alt: item.alts[0] ?? "", legenda: item.legendas[0] ?? "" } : null,
    video: toVideo(item.video),
    publicadaEm: formatDateTime(item.data_publicacao) ?? null,
    autor: item.autor,
    relacionadas: await loadRelated(db, item.id),
  };
}
