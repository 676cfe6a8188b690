// The specification shows dates in Brazilian format whatever the interface language.
const MONTH_YEAR = new Intl.DateTimeFormat("pt-BR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Month 3 of 2026 → `março de 2026`. */
export function formatMonthYear(mes: number, ano: number): string {
  return MONTH_YEAR.format(new Date(Date.UTC(ano, mes - 1, 1)));
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
) {
  return {
    id: newsletter.id,
    titulo: newsletter.titulo,
    periodo: formatMonthYear(newsletter.mes, newsletter.ano),
    periodoDateTime: monthYearDateTime(newsletter.mes, newsletter.ano),
    descricao: newsletter.descricao,
    link: newsletterLink(newsletter, origin),
  };
}
