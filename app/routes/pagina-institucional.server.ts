import type { Kysely } from "kysely";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { findPagina } from "#server/api/paginas/service.ts";
import { richTextForDisplay, richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import type { EscalaRotulo } from "../components/paginas/pagina-institucional.tsx";
import { loadRotulos } from "../utils/rotulos.server.ts";

export type PaginaInstitucionalPage = {
  slug: PaginaSlug;
  titulo: string | null;
  conteudo: string | null;
  /** The methodology page's rating scale, empty when it cannot be read; null elsewhere. */
  escala: EscalaRotulo[] | null;
};

/**
 * An institutional page as it is shown: the editors' title and text, or null for the
 * translated defaults when the page is not written or cannot be read (logged). The
 * methodology page also lists the site's rating scale (decision 052).
 */
export async function loadPaginaInstitucional(
  db: Kysely<Database>,
  slug: PaginaSlug,
): Promise<PaginaInstitucionalPage> {
  // Read alongside the page; it never fails (see loadRotulos).
  const escala = slug === "metodologia" ? loadRotulos(db) : Promise.resolve(null);
  try {
    const pagina = await findPagina(db, slug);
    const conteudo = pagina ? richTextForDisplay(pagina.conteudo) : "";
    return {
      slug,
      titulo: pagina?.titulo.trim() || null,
      conteudo: richTextToText(conteudo) ? conteudo : null,
      escala: await escala,
    };
  } catch (error) {
    console.error(`the ${slug} page could not be read`, error);
    return { slug, titulo: null, conteudo: null, escala: await escala };
  }
}
