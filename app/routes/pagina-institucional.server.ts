import type { Kysely } from "kysely";
import { FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { findPagina } from "#server/api/paginas/service.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import { statusTone, type Tone } from "../components/fake-news/verdicts.ts";

export type PaginaInstitucionalPage = {
  slug: PaginaSlug;
  titulo: string | null;
  conteudo: string | null;
  escala: Tone[];
};

/**
 * An institutional page as it is shown: the editors' title and text, or null for the
 * translated defaults when the page is not written or cannot be read (logged). The
 * methodology page also lists the verdicts a fact-check can get.
 */
export async function loadPaginaInstitucional(
  db: Kysely<Database>,
  slug: PaginaSlug,
): Promise<PaginaInstitucionalPage> {
  const escala = slug === "metodologia" ? FAKE_NEWS_STATUS.map(statusTone) : [];
  try {
    const pagina = await findPagina(db, slug);
    const conteudo = pagina ? richTextForDisplay(pagina.conteudo) : "";
    return {
      slug,
      titulo: pagina?.titulo.trim() || null,
      conteudo: richTextToText(conteudo) ? conteudo : null,
      escala,
    };
  } catch (error) {
    console.error(`the ${slug} page could not be read`, error);
    return { slug, titulo: null, conteudo: null, escala };
  }
}
