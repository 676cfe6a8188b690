import type { Language } from "../i18n/languages.ts";
import { dateFormat } from "./dates.ts";

/** Month 3 of 2026 → `março de 2026` in Portuguese, `March 2026` in English. */
export function formatMonthYear(mes: number, ano: number, language: Language): string {
  return dateFormat("monthYear", language).format(new Date(Date.UTC(ano, mes - 1, 1)));
}

/** Month 3 of 2026 → `2026-03`, the form a `<time>` element reads. */
export function monthYearDateTime(mes: number, ano: number): string {
  return `${String(ano).padStart(4, "0")}-${String(mes).padStart(2, "0")}`;
}

export type NewsletterLink = { href: string; kind: "external" | "file" };

/**
 * Where an edition's card leads: its external link, else its stored PDF as an absolute
 * address on this site, else nowhere yet.
 */
export function newsletterLink(
  { pdfLink, pdfUrl }: { pdfLink: string | null; pdfUrl: string | null },
  origin: string,
): NewsletterLink | null {
  if (pdfLink) return { href: pdfLink, kind: "external" };
  if (pdfUrl) return { href: `${origin}${pdfUrl}`, kind: "file" };
  return null;
}

/** An edition as its card shows it. */
export function newsletterCard(
  newsletter: {
    id: number;
    titulo: string;
    mes: number;
    ano: number;
    descricao: string | null;
    pdfLink: string | null;
    pdfUrl: string | null;
  },
  origin: string,
  language: Language,
) {
  return {
    id: newsletter.id,
    titulo: newsletter.titulo,
    periodo: formatMonthYear(newsletter.mes, newsletter.ano, language),
    periodoDateTime: monthYearDateTime(newsletter.mes, newsletter.ano),
    descricao: newsletter.descricao,
    link: newsletterLink(newsletter, origin),
  };
}
