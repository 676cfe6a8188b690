/*
 * The institutional pages that exist. Kept apart from the schemas (and from zod) because
 * the public footer links to every page and must stay light.
 */

/** Each page is served at `/{slug}` and edited at `/admin/paginas/{slug}`. */
export const PAGINA_SLUGS = ["metodologia", "politica-de-correcoes", "transparencia"] as const;
export type PaginaSlug = (typeof PAGINA_SLUGS)[number];

export function isPaginaSlug(value: string | undefined): value is PaginaSlug {
  return (PAGINA_SLUGS as readonly (string | undefined)[]).includes(value);
}
