import type { Kysely } from "kysely";
import { pageOf } from "#server/api/collection-paging.ts";
import {
  findPublicNoticiaById,
  listNoticiasPage,
  listRelatedNoticias,
} from "#server/api/noticias/service.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import type { ArticleContent } from "../components/article/article-detail.tsx";
import { noticiaCard, type NoticiaCard } from "../components/noticias/noticia-cards.tsx";
import { autoplaying, videoEmbed } from "../components/noticias/video.ts";
import type { PageState } from "../components/layout/pagination.tsx";
import { articleContent, listOrEmpty, requireArticle } from "../utils/article-content.server.ts";
import { loadListPage } from "../utils/list-page.server.ts";
import type { Language } from "../i18n/languages.ts";
import { formatDateTime, type DisplayDate } from "../utils/dates.ts";

export type RelatedNoticia = { id: number; titulo: string; lead: string };

/** The video of an item: a player address when the link is one we can embed. */
export type NoticiaVideo = { link: string; embed: string | null; play: string | null };

export type NoticiaPage = ArticleContent & {
  tags: string[];
  video: NoticiaVideo | null;
  publicadaEm: DisplayDate | null;
  autor: string | null;
  relacionadas: RelatedNoticia[];
};

/**
 * One page of the news as cards, newest first. The specification shows an empty list
 * when the list cannot be loaded, so a failure is logged and the page says there is no
 * news. A page past the last one (or no page number at all) answers 404.
 */
export async function loadNoticiaCards(
  db: Kysely<Database>,
  pagina: number | undefined,
): Promise<PageState & { noticias: NoticiaCard[] }> {
  const { items, ...state } = await loadListPage("news list", pagina, async (page) => {
    const { items, total } = await listNoticiasPage(db, pageOf(page));
    return { items: items.map((item) => noticiaCard(item, richTextToText)), total };
  });
  return { noticias: items, ...state };
}

/** Related news are a bonus: when they cannot be read the page goes without them. */
async function loadRelated(db: Kysely<Database>, id: number): Promise<RelatedNoticia[]> {
  return listOrEmpty("related news", async () =>
    (await listRelatedNoticias(db, id)).map((item) => ({
      id: item.id,
      titulo: item.titulo,
      lead: richTextToText(item.lead),
    })),
  );
}

function splitTags(tags: string | null): string[] {
  return (tags ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

function toVideo(link: string | null): NoticiaVideo | null {
  if (!link || !/^https?:\/\//i.test(link)) return null;
  const embed = videoEmbed(link)?.src ?? null;
  return { link, embed, play: embed && autoplaying(embed) };
}

/**
 * Everything a news item's page shows. Throws the 404 response for an unknown id and the
 * "incomplete data" response for an item without a title or a text.
 */
export async function loadNoticiaPage(
  db: Kysely<Database>,
  id: number,
  language: Language,
): Promise<NoticiaPage> {
  const item = requireArticle(await findPublicNoticiaById(db, id));
  return {
    ...articleContent(item),
    tags: splitTags(item.tags),
    video: toVideo(item.video),
    publicadaEm: formatDateTime(item.data_publicacao, language) ?? null,
    autor: item.autor,
    relacionadas: await loadRelated(db, item.id),
  };
}
