import { z } from "zod";
import { isMediaFileName, MEDIA_PATH } from "../../media/urls.ts";
import { optionalHttpUrl, optionalText, REQUIRED, requiredText } from "../common-schema.ts";
import * as out from "../response-schema.ts";

export const TITULO_MAX = 200;
export const DESCRICAO_MAX = 2000;
export const ANO_MIN = 1900;
export const ANO_MAX = 9999;

export const NEWSLETTER_MESSAGES = {
  notFound: "Newsletter não encontrada.",
  body: "Envie os dados da newsletter em JSON.",
  mes: "Informe um mês entre 1 e 12.",
  ano: `Informe um ano com 4 dígitos, a partir de ${ANO_MIN}.`,
  pdfLink: "Informe um endereço que comece com http:// ou https://.",
  pdfUrl: "Envie o PDF pelo formulário: o endereço deve ser de um PDF enviado (/media/….pdf).",
} as const;

/** The URL the media upload answers for a PDF: `/media/<hash>.pdf`. */
export function isStoredPdfUrl(value: string): boolean {
  const name = value.startsWith(MEDIA_PATH) ? value.slice(MEDIA_PATH.length) : "";
  return name.endsWith(".pdf") && isMediaFileName(name);
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Forms send numbers as typed text; a whole number in a string is read as that number. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      return typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : message) })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

const DIGITS_TOO = "May also be digits in a string.";

export const NewsletterInputSchema = z
  .object(
    {
      titulo: requiredText(TITULO_MAX),
      mes: wholeNumber(1, 12, NEWSLETTER_MESSAGES.mes).meta({ description: DIGITS_TOO }),
      ano: wholeNumber(ANO_MIN, ANO_MAX, NEWSLETTER_MESSAGES.ano).meta({ description: DIGITS_TOO }),
      descricao: optionalText(DESCRICAO_MAX),
      pdfLink: optionalHttpUrl(NEWSLETTER_MESSAGES.pdfLink).meta({
        description: "An http(s) URL.",
      }),
      // A file served by this site, as the upload answers it; outside addresses go in pdfLink.
      pdfUrl: z
        .preprocess(
          (value) => (isBlank(value) ? null : value),
          z
            .string({ error: NEWSLETTER_MESSAGES.pdfUrl })
            .trim()
            .refine(isStoredPdfUrl, NEWSLETTER_MESSAGES.pdfUrl)
            .nullable(),
        )
        .transform((value) => value ?? null)
        .meta({ description: "A `/media/<hash>.pdf` answered by `POST /api/media`." }),
    },
    { error: NEWSLETTER_MESSAGES.body },
  )
  .meta({ id: "NewsletterInput" });

export type NewsletterInput = z.output<typeof NewsletterInputSchema>;

/** What the API answers for a newsletter. */
export const NewsletterSchema = z
  .object({
    id: out.id,
    titulo: z.string(),
    mes: z.int().min(1).max(12),
    ano: z.int(),
    descricao: z.string().nullable(),
    pdfLink: z.string().nullable().meta({ description: "External link." }),
    pdfUrl: z
      .string()
      .nullable()
      .meta({ description: "A PDF served by this site: `/media/<hash>.pdf`." }),
  })
  .meta({ id: "Newsletter" });

export type Newsletter = z.output<typeof NewsletterSchema>;
