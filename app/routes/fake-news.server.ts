import type { Kysely } from "kysely";
import { pageOf } from "#server/api/collection-paging.ts";
import {
  readRequestedFilter,
  type FilterParam,
  type RequestedFilter,
} from "#server/api/fake-news/filter.ts";
import {
  findPublicFakeNewsById,
  listFakeNewsPage,
  listFakeNewsTemas,
} from "#server/api/fake-news/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS, type FakeNewsStatus } from "#server/api/fake-news/schema.ts";
import { excerpt } from "#server/content/excerpt.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import type { ArticleContent } from "../components/article/article-detail.tsx";
import { fakeNewsCard, type FakeNewsCard } from "../components/fake-news/fake-news-cards.tsx";
import { requestedPage, type PageState } from "../components/layout/pagination.tsx";
import { articleContent, requireArticle } from "../utils/article-content.server.ts";
import { loadListPage } from "../utils/list-page.server.ts";
import type { Language } from "../i18n/languages.ts";
import { formatCalendarDay, type DisplayDate } from "../utils/dates.ts";
import { loadRotulos } from "../utils/rotulos.server.ts";
import { rotuloOf, type RotuloView } from "../components/fake-news/verdicts.ts";

/** The breadcrumb shows the title cut at this many characters, then "...". */
export const BREADCRUMB_TITLE_LENGTH = 50;

export type FakeNewsPage = ArticleContent & {
  /** The title as the breadcrumb shows it. */
  tituloCurto: string;
  verdades: string[];
  status: string;
  verificadaEm: DisplayDate | null;
  verificador: string | null;
  /** The claim as it circulated, where and since when (decision 052); null or empty when unknown. */
  alegacao: string | null;
  circulouEm: string[];
  primeiraAparicao: DisplayDate | null;
  rotulo: RotuloView | null;
};

/** What the filter form offers and shows as chosen (decision 041). */
export type FakeNewsFiltersState = {
  /** The valid filters as chosen, `uf` in lower case as addresses spell it. */
  valores: Partial<Record<FilterParam, string>>;
  /** The filters ignored for a bad value (`periodo`: the start came after the end). */
  ignorados: RequestedFilter["invalid"];
  /** The valid filters as a query string, kept by the page links and the canonical address. */
  busca: string;
  vereditos: readonly FakeNewsStatus[];
  temas: { nome: string; slug: string }[];
};

export type FakeNewsListPageData = PageState & {
  items: FakeNewsCard[];
  filtros: FakeNewsFiltersState;
};

/**
 * One page of the checked claims the public sees (verified and debunked), newest check
 * first, narrowed by the filters of the address (`status`, `tema`, `uf`, `de`, `ate`).
 * A bad filter value is ignored and reported; the list shows what the valid ones select.
 * As the specification has it, a failed load is only logged and the page shows its empty
 * text. A page past the last one (or a page that is not a number) answers 404.
 */
export async function loadFakeNewsList(
  db: Kysely<Database>,
  url: URL,
  language: Language,
): Promise<FakeNewsListPageData> {
  const requested = readRequestedFilter(url.searchParams, PUBLIC_FAKE_NEWS_STATUS);
  const page = await loadListPage("fake-news list", requestedPage(url), async (pagina) => {
    const [{ items, total }, scale] = await Promise.all([
      listFakeNewsPage(db, pageOf(pagina), requested.filter),
      loadRotulos(db),
    ]);
    return {
      items: items.map((item) => fakeNewsCard(item, richTextToText, language, scale)),
      total,
    };
  });
  // Without its topics the form still filters by the others (and by a topic's address).
  const temas = await listFakeNewsTemas(db, { statuses: PUBLIC_FAKE_NEWS_STATUS }).catch(
    (error: unknown) => {
      console.error("the fake-news topics could not be read", error);
      return [];
    },
  );
  const { status, tema, uf, de, ate } = requested.filter;
  return {
    ...page,
    filtros: {
      valores: { status, tema, uf: uf?.toLowerCase(), de, ate },
      ignorados: requested.invalid,
      busca: requested.search,
      vereditos: PUBLIC_FAKE_NEWS_STATUS,
      temas,
    },
  };
}

/**
 * Everything an entry's page shows, whatever its verdict, once it is published and due. Throws the 404 response for an
 * unknown id and the "incomplete data" response for an entry without a title or a text.
 */
export async function loadFakeNewsPage(
  db: Kysely<Database>,
  id: number,
  language: Language,
): Promise<FakeNewsPage> {
  const [found, scale] = await Promise.all([findPublicFakeNewsById(db, id), loadRotulos(db)]);
  const item = requireArticle(found);
  return {
    ...articleContent(item),
    tituloCurto: excerpt(item.titulo, BREADCRUMB_TITLE_LENGTH),
    verdades: item.verdades,
    status: item.status,
    verificadaEm: formatCalendarDay(item.data_verificacao, language) ?? null,
    verificador: item.verificador,
    alegacao: item.alegacao,
    circulouEm: item.circulou_em,
    primeiraAparicao:
      item.primeira_aparicao === null
        ? null
        : (formatCalendarDay(item.primeira_aparicao, language) ?? null),
    rotulo: rotuloOf(item.rotulo, scale),
  };
}
