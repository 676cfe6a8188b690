import { ANO_MAX, ANO_MIN, DESCRICAO_MAX, TITULO_MAX } from "#server/api/newsletters/schema.ts";
import type { Newsletter } from "../../components/admin/api-schemas.ts";
import { defineForm, type FormValues } from "../../components/admin/form-values.ts";

/** The specification's month names, for the month select (value 1–12). */
export const MONTHS = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
] as const;

/** The edition form's fields, in the form's order; the PDF file's input is the form's own. */
export const NEWSLETTER_FORM = defineForm([
  { kind: "text", name: "titulo", label: "Título", required: true, maxLength: TITULO_MAX },
  {
    kind: "select",
    name: "mes",
    label: "Mês",
    required: true,
    emptyOption: { label: "Selecione o mês" },
    options: MONTHS.map((month, index) => [String(index + 1), month] as const),
  },
  {
    kind: "text",
    name: "ano",
    label: "Ano",
    type: "number",
    inputMode: "numeric",
    required: true,
    min: ANO_MIN,
    max: ANO_MAX,
    step: 1,
  },
  { kind: "textarea", name: "descricao", label: "Descrição", rows: 4, maxLength: DESCRICAO_MAX },
  {
    kind: "text",
    name: "pdfLink",
    label: "Endereço do link externo",
    hint: "Começa com http:// ou https://.",
    type: "url",
    inputMode: "url",
    required: true,
  },
]);

export type LinkMode = "none" | "external" | "file";

/** What the editor's fields hold, with the kind of link chosen. */
export type NewsletterFormValues = FormValues<typeof NEWSLETTER_FORM.fields> & {
  linkMode: LinkMode;
  /** The stored PDF the edition has now; kept unless a new file replaces it. */
  pdfUrl: string;
};

/** The error keys the form shows beside a field. */
export const NEWSLETTER_FIELD_KEYS = [...NEWSLETTER_FORM.fields, "pdfUrl"];

/** A new edition starts in the current year, without a link; a stored one as it is. */
export function newsletterValues(
  newsletter: Newsletter | null,
  now: Date = new Date(),
): NewsletterFormValues {
  if (!newsletter) {
    return {
      ...NEWSLETTER_FORM.empty(),
      ano: String(now.getFullYear()),
      linkMode: "none",
      pdfUrl: "",
    };
  }
  return {
    ...NEWSLETTER_FORM.stored(newsletter),
    linkMode: newsletter.pdfLink ? "external" : newsletter.pdfUrl ? "file" : "none",
    pdfUrl: newsletter.pdfUrl ?? "",
  };
}

/** What is sent: only the chosen kind of link; the other is cleared. */
export function newsletterBody(values: NewsletterFormValues, pdfUrl: string = values.pdfUrl) {
  return {
    ...NEWSLETTER_FORM.payload(values),
    pdfLink: values.linkMode === "external" ? values.pdfLink : null,
    pdfUrl: values.linkMode === "file" ? pdfUrl || null : null,
  };
}
