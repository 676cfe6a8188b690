import { z } from "zod";
import {
  httpUrl,
  isoDate,
  optionalText,
  REQUIRED,
  requiredRichText,
  requiredText,
} from "../common-schema.ts";
import { isStoredPdfUrl } from "../newsletters/schema.ts";
import * as out from "../response-schema.ts";

/** The specification's statuses, in the order the admin select lists them. */
export const SUBPROJETO_STATUS = [
  "aprovado no CEP",
  "em fase de coleta de dados",
  "em fase de análise de dados",
  "elaboração de manuscritos/ relatórios",
  "em andamento",
  "concluído",
] as const;

export type SubprojetoStatus = (typeof SUBPROJETO_STATUS)[number];

export const DEFAULT_SUBPROJETO_STATUS: SubprojetoStatus = "aprovado no CEP";

export const NOME_MAX = 200;
export const AUTOR_MAX = 200;
export const RESUMO_MAX = 20_000;
export const LOCAL_MAX = 200;

export const SUBPROJETO_MESSAGES = {
  notFound: "Subprojeto não encontrado.",
  body: "Envie os dados do subprojeto em JSON.",
  dataInicio: "Informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).",
  status: "Escolha um dos status da lista.",
  pdfUrl:
    "Informe um endereço que comece com http:// ou https://, ou um PDF enviado (/media/….pdf).",
} as const;

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The specification's rule: a date containing '/' is day/month/year. Anything else is
 * left as typed so the ISO check reports it.
 */
export function fromDayMonthYear(value: string): string {
  const match = DAY_MONTH_YEAR.exec(value);
  if (!match) return value;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

const mediaPdfUrl = z.string().trim().refine(isStoredPdfUrl);

export const SubprojetoInputSchema = z
  .object(
    {
      nome: requiredText(NOME_MAX),
      autor: requiredText(AUTOR_MAX),
      resumo: requiredRichText(RESUMO_MAX),
      dataInicio: z
        .string({ error: REQUIRED })
        .trim()
        .min(1, REQUIRED)
        .transform(fromDayMonthYear)
        .pipe(isoDate(SUBPROJETO_MESSAGES.dataInicio))
        .meta({ description: "`YYYY-MM-DD` or `DD/MM/YYYY`; must name a real day." }),
      local: optionalText(LOCAL_MAX),
      status: z
        .enum(SUBPROJETO_STATUS, { error: SUBPROJETO_MESSAGES.status })
        .nullish()
        .transform((value) => value ?? DEFAULT_SUBPROJETO_STATUS),
      pdfUrl: z
        .union([z.literal(""), httpUrl(), mediaPdfUrl], { error: SUBPROJETO_MESSAGES.pdfUrl })
        .nullish()
        .transform((value) => (value ? value : null))
        .meta({
          description: "An http(s) URL or a `/media/<hash>.pdf` answered by `POST /api/media`.",
        }),
    },
    { error: SUBPROJETO_MESSAGES.body },
  )
  .meta({ id: "SubprojetoInput" });

export type SubprojetoInput = z.output<typeof SubprojetoInputSchema>;

/** What the API answers for a sub-project. */
export const SubprojetoSchema = z
  .object({
    id: out.id,
    nome: z.string(),
    autor: z.string(),
    resumo: out.richText("Summary"),
    dataInicio: out.calendarDate,
    local: z.string().nullable(),
    status: out.openEnum(SUBPROJETO_STATUS),
    pdfUrl: z.string().nullable(),
  })
  .meta({ id: "Subprojeto" });

export type Subprojeto = z.output<typeof SubprojetoSchema>;

/** What anonymous callers get: the sub-projects page shows no PDF. */
export const SubprojetoPublicoSchema = SubprojetoSchema.omit({ pdfUrl: true }).meta({
  id: "SubprojetoPublico",
});

export type SubprojetoPublico = z.output<typeof SubprojetoPublicoSchema>;
