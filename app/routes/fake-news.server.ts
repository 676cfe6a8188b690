import type { Kysely } from "kysely";
import { pageOf } from "#server/api/collection-paging.ts";
import { findPublicFakeNewsById, listFakeNewsPage } from "#server/api/fake-news/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { excerpt } from "#server/content/excerpt.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import type { ArticleContent } from "../components/article/article-detail.tsx";
import { fakeNewsCard, type FakeNewsCard } from "../components/fake-news/fake-news-cards.tsx";
import type { PageState } from "../components/layout/pagination.tsx";
import { articleContent, requireArticle } from "../utils/article-content.server.ts";
import { loadListPage } from "../utils/list-page.server.ts";
import { formatCalendarDay, type DisplayDate } from "../utils/dates.ts";

/** The breadcrumb shows the title cut at this many characters, then "...". */
export const BREADCRUMB_TITLE_LENGTH = 50;

export type FakeNewsPage = ArticleContent & {
  /** The title as the breadcrumb shows it. */
  tituloCurto: string;
  verdades: string[];
  status: string;
  verificadaEm: DisplayDate | null;
  verificador: string | null;
};

/**
 * One page of the checked claims the public sees (verified and debunked), newest check
 * first. As the specification has it, a failed load is only logged and the page shows its
 * empty text. A page past the last one (or no page number at all) answers 404.
 */
export async function loadFakeNewsCards(
  db: Kysely<Database>,
  pagina: number | undefined,
): Promise<PageState & { items: FakeNewsCard[] }> {
  return loadListPage("fake-news list", pagina, async (page) => {
    const { items, total } = await listFakeNewsPage(db, pageOf(page), {
      statuses: PUBLIC_FAKE_NEWS_STATUS,
    });
    return { items: items.map((item) => fakeNewsCard(item, richTextToText)), total };
  });
}

/**
 * Everything an entry's page shows, whatever its verdict, once it is published and due. Throws the 404 response for an
 * unknown id and the "incomplete data" response for an entry without a title or a text.
 */
export async function loadFakeNewsPage(db: Kysely<Database>, id: number): Promise<FakeNewsPage> {
  const item = requireArticle(await findPublicFakeNewsById(db, id));
  return {
    ...articleContent(item),
    tituloCurto: excerpt(item.titulo, BREADCRUMB_TITLE_LENGTH),
    verdades: item.verdades,
    status: item.status,
    verificadaEm: formatCalendarDay(item.data_verificacao) ?? null,
    verificador: item.verificador,
  };
}
