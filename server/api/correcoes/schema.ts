import { z } from "zod";
import { requiredText } from "../common-schema.ts";
import { FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import * as out from "../response-schema.ts";

/*
 * Corrections of news items and fake-news entries. Isomorphic: the admin form validates
 * with the same schema.
 */

export const CORRECAO_TEXT_MAX = 2000;

/** The two kinds of item a correction belongs to, as their public addresses name them. */
export const CORRECAO_TIPOS = ["noticia", "fake-news"] as const;
export type CorrecaoTipo = (typeof CORRECAO_TIPOS)[number];

export const CORRECAO_MESSAGES = {
  body: "Envie os dados da correção em JSON.",
  notFound: "Correção não encontrada",
  data: "Informe uma data e hora válidas.",
  erro: "Informe o que estava errado.",
  mudanca: "Informe o que mudou.",
} as const;

/**
 * `data` is when the correction was made: a date-time with an offset, or a date-time as
 * the admin form's field gives it (read as the server's local time). Missing means now.
 */
const dataDaCorrecao = z
  .string({ error: CORRECAO_MESSAGES.data })
  .nullish()
  .transform((value, context) => {
    const text = value?.trim() ?? "";
    if (text === "") return new Date().toISOString();
    // CASE: only full date-times; a bare day or a free text is refused.
    const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : undefined;
    if (!parsed || Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: "custom", message: CORRECAO_MESSAGES.data });
      return z.NEVER;
    }
    return parsed.toISOString();
  })
  .meta({
    description: "ISO 8601 date-time; missing or empty means now. Answered in UTC.",
  });

export const CorrecaoInputSchema = z
  .object(
    {
      data: dataDaCorrecao,
      erro: requiredText(CORRECAO_TEXT_MAX, CORRECAO_MESSAGES.erro),
      mudanca: requiredText(CORRECAO_TEXT_MAX, CORRECAO_MESSAGES.mudanca),
    },
    { error: CORRECAO_MESSAGES.body },
  )
  .meta({ id: "CorrecaoInput" });

export type CorrecaoInput = z.output<typeof CorrecaoInputSchema>;

/** What the API answers for a correction, with the item it corrects. */
export const CorrecaoSchema = z
  .object({
    id: out.id,
    tipo: z.enum(CORRECAO_TIPOS),
    item_id: out.id,
    titulo: z.string().meta({ description: "The corrected item's title." }),
    data: out.timestamp,
    erro: z.string().nullable(),
    mudanca: z.string().nullable(),
    status_anterior: out
      .openEnum(FAKE_NEWS_STATUS)
      .nullable()
      .meta({ description: "The verdict before an update changed it (fake news only)." }),
    status_novo: out
      .openEnum(FAKE_NEWS_STATUS)
      .nullable()
      .meta({ description: "The verdict that update set." }),
  })
  .meta({ id: "Correcao" });

export type Correcao = z.output<typeof CorrecaoSchema>;
