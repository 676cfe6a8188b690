import { z } from "zod";
import { PAGE_TEXT_MAX, REQUIRED, requiredRichText, requiredText } from "../common-schema.ts";
import * as out from "../response-schema.ts";
import { PAGINA_SLUGS } from "./slugs.ts";

export { isPaginaSlug, PAGINA_SLUGS, type PaginaSlug } from "./slugs.ts";

/*
 * The institutional pages: how the observatory checks, how it corrects, who funds it.
 * Each is a title and a rich-text body, edited in the admin area and shown at /{slug}.
 * Isomorphic: the admin form validates with the same schema.
 */

export const MAX_TITULO = 200;
export const REQUIRED_CONTEUDO = REQUIRED;

export const PAGINA_MESSAGES = {
  notFound: "Página não encontrada.",
  notWritten: "Esta página ainda não foi escrita.",
  invalid: "Envie o título e o conteúdo da página.",
} as const;

/** `/:slug`: one of the pages; anything else names nothing (404). */
export const PaginaParamsSchema = z.object({
  slug: z.enum(PAGINA_SLUGS).meta({
    param: { id: "PaginaSlug", description: "Which institutional page." },
  }),
});

export const PaginaInputSchema = z
  .object(
    {
      titulo: requiredText(MAX_TITULO),
      conteudo: requiredRichText(PAGE_TEXT_MAX),
    },
    { error: PAGINA_MESSAGES.invalid },
  )
  .meta({ id: "PaginaInput" });

export type PaginaInput = z.output<typeof PaginaInputSchema>;

/** An institutional page as the API and the public page receive it. */
export const PaginaSchema = z
  .object({
    slug: z.enum(PAGINA_SLUGS),
    titulo: z.string(),
    conteudo: out.richText("Body"),
    updated_at: out.timestamp,
  })
  .meta({ id: "Pagina" });

export type Pagina = z.output<typeof PaginaSchema>;
