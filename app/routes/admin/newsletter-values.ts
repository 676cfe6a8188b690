import type { Newsletter } from "../../components/admin/api-schemas.ts";

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

export const NEWSLETTER_FIELDS = [
  "titulo",
  "mes",
  "ano",
  "descricao",
  "pdfLink",
  "pdfUrl",
] as const;

export type LinkMode = "none" | "external" | "file";

/** What the editor's fields hold. */
export type NewsletterFormValues = {
  titulo: string;
  mes: string;
  ano: string;
  descricao: string;
  linkMode: LinkMode;
  pdfLink: string;
  /** The stored PDF the edition has now; kept unless a new file replaces it. */
  pdfUrl: string;
};

/** A new edition starts in the current year, without a link; a stored one as it is. */
export function newsletterValues(
  newsletter: Newsletter | null,
  now: Date = new Date(),
): NewsletterFormValues {
  if (!newsletter) {
    return {
      titulo: "",
      mes: "",
      ano: String(now.getFullYear()),
      descricao: "",
      linkMode: "none",
      pdfLink: "",
      pdfUrl: "",
    };
  }
  return {
    titulo: newsletter.titulo,
    mes: String(newsletter.mes),
    ano: String(newsletter.ano),
    descricao: newsletter.descricao ?? "",
    linkMode: newsletter.pdfLink ? "external" : newsletter.pdfUrl ? "file" : "none",
    pdfLink: newsletter.pdfLink ?? "",
    pdfUrl: newsletter.pdfUrl ?? "",
  };
}

/** What is sent: only the chosen kind of link; the other is cleared. */
export function newsletterBody(values: NewsletterFormValues, pdfUrl: string = values.pdfUrl) {
  return {
    titulo: values.titulo,
    mes: values.mes,
    ano: values.ano,
    descricao: values.descricao,
    pdfLink: values.linkMode === "external" ? values.pdfLink : null,
    pdfUrl: values.linkMode === "file" ? pdfUrl || null : null,
  };
}

const FILE_SIZE = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** A file's size as editors read it: "120 KB", "2,5 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${FILE_SIZE.format(Math.max(bytes / 1024, 0.1))} KB`;
  return `${FILE_SIZE.format(bytes / (1024 * 1024))} MB`;
}

export const looksLikePdf = (file: File) =>
  file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
