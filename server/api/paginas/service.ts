import type { Kysely } from "kysely";
import { hasVisibleText } from "../../content/rich-text.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database, PaginaInstitucionalRow } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { findPaginaRow, upsertPaginaRow } from "./repository.ts";
import {
  isPaginaSlug,
  REQUIRED_CONTEUDO,
  type Pagina,
  type PaginaInput,
  type PaginaSlug,
} from "./schema.ts";

export function toPagina(row: PaginaInstitucionalRow & { slug: PaginaSlug }): Pagina {
  return {
    slug: row.slug,
    titulo: row.titulo,
    conteudo: row.conteudo,
    updated_at: row.updated_at,
  };
}

/** The page as last saved, or undefined while nobody has written it. */
export async function findPagina(
  db: Kysely<Database>,
  slug: PaginaSlug,
): Promise<Pagina | undefined> {
  const row = await findPaginaRow(db, slug);
  return row && isPaginaSlug(row.slug) ? toPagina({ ...row, slug: row.slug }) : undefined;
}

/** Replaces the page's title and body. */
export async function savePagina(
  db: Kysely<Database>,
  slug: PaginaSlug,
  input: PaginaInput,
  now = new Date(),
): Promise<Pagina> {
  const conteudo = sanitizeRichText(input.conteudo);
  // CASE: text made only of markup the sanitiser removes (e.g. a lone <script>).
  if (!hasVisibleText(conteudo)) throw badRequest({ conteudo: REQUIRED_CONTEUDO });
  const row = await upsertPaginaRow(db, {
    slug,
    titulo: input.titulo,
    conteudo,
    updated_at: now.toISOString(),
  });
  return toPagina({ ...row, slug });
}
