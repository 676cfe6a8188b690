import { z } from "zod";
import { isMediaFileName, MEDIA_PATH } from "../../media/urls.ts";
import { optionalHttpUrl, optionalText, REQUIRED, requiredText } from "../common-schema.ts";

export const TITULO_MAX = 200;
export const DESCRICAO_MAX = 2000;
export const ANO_MIN = 1900;
export const ANO_MAX = 9999;

export const NEWSLETTER_MESSAGES = {
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

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Forms send numbers as typed text; a whole number in a string is read as that number. */
const wholeNumber = (min: number, max: number, message: string) =>
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

export const NewsletterInputSchema = z.object(
  {
    titulo: requiredText(TITULO_MAX),
    mes: wholeNumber(1, 12, NEWSLETTER_MESSAGES.mes),
    ano: wholeNumber(ANO_MIN, ANO_MAX, NEWSLETTER_MESSAGES.ano),
    descricao: optionalText(DESCRICAO_MAX),
    pdfLink: optionalHttpUrl(NEWSLETTER_MESSAGES.pdfLink),
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
      .transform((value) => value ?? null),
  },
  { error: NEWSLETTER_MESSAGES.body },
);

export type NewsletterInput = z.output<typeof NewsletterInputSchema>;
