import type { Kysely } from "kysely";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { countPublishedWithoutReview } from "#server/api/fake-news/service.ts";
import { findPagina } from "#server/api/paginas/service.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import { MAIL_RETENTION_DAYS } from "#server/retention.ts";
import type { EscalaRotulo } from "../components/paginas/pagina-institucional.tsx";
import { loadRotulos } from "../utils/rotulos.server.ts";

export type PaginaInstitucionalPage = {
  slug: PaginaSlug;
  titulo: string | null;
  conteudo: string | null;
  /** The methodology page's rating scale, empty when it cannot be read; null elsewhere. */
  escala: EscalaRotulo[] | null;
  /** The transparency page's count of checks published without a second review; null elsewhere or unread. */
  semRevisao: number | null;
  /** The transparency page's retention periods of personal data, in days; null elsewhere. */
  privacidade: Privacidade | null;
};

/** How long personal data is kept, as the transparency page says (LGPD). */
export type Privacidade = { sugestaoDias: number; mensagemDias: number };

/** The count, or null when it cannot be read (logged): the page still shows its text. */
async function loadSemRevisao(db: Kysely<Database>): Promise<number | null> {
  try {
    return await countPublishedWithoutReview(db);
  } catch (error) {
    console.error("the count of checks published without review could not be read", error);
    return null;
  }
}

/**
 * An institutional page as it is shown: the editors' title and text, or null for the
 * translated defaults when the page is not written or cannot be read (logged). The
 * methodology page also lists the site's rating scale (decision 052); the transparency page
 * counts the checks published without a second review (decision 037) and, given the tips'
 * retention, says how long personal data is kept.
 */
export async function loadPaginaInstitucional(
  db: Kysely<Database>,
  slug: PaginaSlug,
  sugestaoRetentionDays?: number,
): Promise<PaginaInstitucionalPage> {
  const privacidade =
    sugestaoRetentionDays === undefined
      ? null
      : { sugestaoDias: sugestaoRetentionDays, mensagemDias: MAIL_RETENTION_DAYS };
  // Read alongside the page; it never fails (see loadRotulos).
  const escala = slug === "metodologia" ? loadRotulos(db) : Promise.resolve(null);
  const semRevisao = slug === "transparencia" ? loadSemRevisao(db) : Promise.resolve(null);
  try {
    const pagina = await findPagina(db, slug);
    const conteudo = pagina ? richTextForDisplay(pagina.conteudo) : "";
    return {
      slug,
      titulo: pagina?.titulo.trim() || null,
      conteudo: richTextToText(conteudo) ? conteudo : null,
      escala: await escala,
      semRevisao: await semRevisao,
      privacidade,
    };
  } catch (error) {
    console.error(`the ${slug} page could not be read`, error);
    return {
      slug,
      titulo: null,
      conteudo: null,
      escala: await escala,
      semRevisao: await semRevisao,
      privacidade,
    };
  }
}
