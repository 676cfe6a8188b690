import { z } from "zod";
import { INVALID_DATA, optionalRichText, optionalText, PAGE_TEXT_MAX } from "../common-schema.ts";
import * as out from "../response-schema.ts";

/*
 * Input of the About page editor. Isomorphic: the admin form validates with the same
 * schema. The server sanitises the rich-text fields after parsing.
 */

export const MAX_TITULO = 200;
export const MAX_RICH_TEXT = PAGE_TEXT_MAX;

export const SOBRE_PROJETO_MESSAGES = {
  notFound: "Conteúdo não encontrado.",
  invalid: INVALID_DATA,
  noContent: "Escreva o conteúdo da página (ou a descrição, os objetivos ou a metodologia).",
} as const;

/** The fields that hold the page body; at least one must have visible text. */
export const SOBRE_PROJETO_TEXT_FIELDS = [
  "conteudo",
  "descricao",
  "objetivos",
  "metodologia",
] as const;

const richText = optionalRichText(MAX_RICH_TEXT);

export const SobreProjetoInputSchema = z
  .object(
    {
      titulo: optionalText(MAX_TITULO),
      conteudo: richText,
      descricao: richText,
      objetivos: richText,
      metodologia: richText,
    },
    { error: SOBRE_PROJETO_MESSAGES.invalid },
  )
  .superRefine((input, context) => {
    // CASE: a page without any body text would replace the fallback with a blank page.
    if (!SOBRE_PROJETO_TEXT_FIELDS.some((field) => input[field] !== null)) {
      context.addIssue({
        code: "custom",
        path: ["conteudo"],
        message: SOBRE_PROJETO_MESSAGES.noContent,
      });
    }
  })
  .meta({ id: "SobreProjetoInput" });

export type SobreProjetoInput = z.output<typeof SobreProjetoInputSchema>;

/** The About record as the API and the page receive it. */
export const SobreProjetoSchema = z
  .object({
    id: out.id,
    titulo: z.string().nullable(),
    conteudo: out.richText("Content").nullable(),
    descricao: out.richText("Description").nullable(),
    objetivos: out.richText("Objectives").nullable(),
    metodologia: out.richText("Methodology").nullable(),
  })
  .meta({ id: "SobreProjeto" });

export type SobreProjeto = z.output<typeof SobreProjetoSchema>;
