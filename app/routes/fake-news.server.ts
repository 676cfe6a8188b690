import type { Kysely } from "kysely";
import { findFakeNewsById, listFakeNews } from "#server/api/fake-news/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { excerpt } from "#server/content/excerpt.ts";
import { stripTags } from "#server/content/sanitize.ts";
import type { Database } from "#server/db/schema.ts";
import { fakeNewsCard, type FakeNewsCard } from "../components/fake-news/fake-news-cards.tsx";
import type { Cover } from "../components/news/article-parts.tsx";
import { formatCalendarDay, type DisplayDate } from "../utils/dates.ts";
import { incompleteDataResponse, notFoundResponse } from "../utils/route-params.ts";
import { sanitizeForDisplay } from "../utils/sanitize-for-display.server.ts";

/** The breadcrumb shows the title cut at this many characters, then "...". */
export const BREADCRUMB_TITLE_LENGTH = 50;

export type FakeNewsPage = {
  id: number;
  titulo: string;
  /** The title as the breadcrumb shows it. */
  tituloCurto: string;
  subtitulo: string | null;
  /** The next three fields are HTML, passed through sanitizeForDisplay. */
  lead: string;
  conteudo: string;
  conclusao: string | null;
  /** The lead as plain text, for the description and link previews. */
  resumo: string;
  fontes: string[];
  verdades: string[];
  status: string;
  verificadaEm: DisplayDate | null;
  verificador: string | null;
  capa: Cover | null;
};

/**
 * The checked claims the public sees (verified and debunked), newest check first. As the
 * specification has it, a failed load is only logged and the page shows its empty text.
 */
export async function loadFakeNewsCards(db: Kysely<Database>): Promise<FakeNewsCard[]> {
  try {
    return (await listFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS })).map((item) =>
      fakeNewsCard(item, stripTags),
    );
  } catch (error) {
    console.error("the fake-news list could not be read", error);
    return [];
  }
}

/**
 * Everything an entry's page shows, whatever its status. Throws the 404 response for an
 * unknown id and the "incomplete data" response for an entry without a title or a text.
 */
export async function loadFakeNewsPage(db: Kysely<Database>, id: number): Promise<FakeNewsPage> {
  const item = await findFakeNewsById(db, id);
  if (!item) throw notFoundResponse();
  const conteudo = sanitizeForDisplay(item.conteudo);
  if (!item.titulo.trim() || !stripTags(conteudo)) throw incompleteDataResponse();
  const conclusao = item.conclusao ? sanitizeForDisplay(item.conclusao) : "";
  const capa = item.imagens[0];
  return {
    id: item.id,
    titulo: item.titulo,
    tituloCurto: excerpt(item.titulo, BREADCRUMB_TITLE_LENGTH),
    subtitulo: item.subtitulo,
    lead: sanitizeForDisplay(item.lead),
    conteudo,
    conclusao: stripTags(conclusao) ? conclusao : null,
    resumo: stripTags(item.lead),
    fontes: item.fontes,
    verdades: item.verdades,
    status: item.status,
    verificadaEm: formatCalendarDay(item.data_verificacao) ?? null,
    verificador: item.verificador,
    capa: capa ? { src: capa, alt: item.alts[0] ?? "", legenda: item.legendas[0] ?? "" } : null,
  };
}
