import type { Kysely } from "kysely";
import {
  BUSCA_PAGE_MAX,
  BUSCA_QUERY_MAX,
  BUSCA_STATUS,
  BUSCA_TIPOS,
  type BuscaTipo,
} from "#server/api/busca/schema.ts";
import { searchArticles } from "#server/api/busca/service.ts";
import type { Highlight } from "#server/api/busca/text.ts";
import type { Database } from "#server/db/schema.ts";
import { rotuloOf, type RotuloView } from "../components/fake-news/verdicts.ts";
import type { Language } from "../i18n/languages.ts";
import { formatCalendarDay, formatDateTime, type DisplayDate } from "../utils/dates.ts";
import { loadRotulos } from "../utils/rotulos.server.ts";

/** A piece of text, marked when it is a word the reader searched for. */
export type Segment = { text: string; mark: boolean };

export type BuscaItem = {
  key: string;
  tipo: BuscaTipo;
  url: string;
  titulo: Segment[];
  trecho: Segment[];
  status: string | null;
  /** A fake-news entry's rating, from the scale; null shows the status's label. */
  rotulo: RotuloView | null;
  date: DisplayDate | null;
};

export type BuscaPageLink = { page: number; href: string; current: boolean } | { gap: true };

export type BuscaPage = {
  q: string;
  tipo: BuscaTipo | null;
  status: string | null;
  /** `empty`: nothing searched yet; `none`: nothing found; `results`: something found. */
  state: "empty" | "none" | "results";
  total: number;
  pagina: number;
  items: BuscaItem[];
  pages: BuscaPageLink[];
  previous: string | null;
  next: string | null;
};

/** Cuts `text` into plain and marked pieces at the given offsets. */
export function segments(text: string, highlights: readonly Highlight[]): Segment[] {
  const pieces: Segment[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start > at) pieces.push({ text: text.slice(at, start), mark: false });
    pieces.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false });
  return pieces;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The address of one page of the same search. */
export function searchHref(
  filters: { q: string; tipo: string | null; status: string | null },
  page: number,
): string {
  const params = new URLSearchParams({ q: filters.q });
  if (filters.tipo) params.set("tipo", filters.tipo);
  if (filters.status) params.set("status", filters.status);
  if (page > 1) params.set("pagina", String(page));
  return `/busca?${params.toString()}`;
}

/** Every page near the current one, the first and the last; gaps where pages are left out. */
export function pageNumbers(current: number, last: number): (number | "gap")[] {
  const shown: (number | "gap")[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) shown.push(page);
    else if (shown.at(-1) !== "gap") shown.push("gap");
  }
  return shown;
}

/** When a result was published: a news item's time, a check's day, a publication's year. */
function dateOf(tipo: BuscaTipo, data: string, language: Language): DisplayDate | null {
  if (tipo === "publicacao") return /^\d{4}$/.test(data) ? { iso: data, text: data } : null;
  return (
    (tipo === "noticia" ? formatDateTime(data, language) : formatCalendarDay(data, language)) ??
    null
  );
}

/**
 * The results page: the address's words and filters, read leniently (a filter or page
 * that does not parse is left out rather than refused, as a reader may have edited the
 * address), then the same search the API answers.
 */
export async function loadBuscaPage(
  db: Kysely<Database>,
  url: URL,
  language: Language,
): Promise<BuscaPage> {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, BUSCA_QUERY_MAX);
  const tipo = oneOf(BUSCA_TIPOS, url.searchParams.get("tipo"));
  const status = oneOf(BUSCA_STATUS, url.searchParams.get("status"));
  const requested = Number(url.searchParams.get("pagina") ?? "1");
  const pagina =
    Number.isInteger(requested) && requested >= 1 && requested <= BUSCA_PAGE_MAX ? requested : 1;
  const base = { q, tipo, status, total: 0, pagina, items: [], pages: [] };
  if (q === "") return { ...base, state: "empty", previous: null, next: null };

  const [answer, scale] = await Promise.all([
    searchArticles(db, { q, tipo: tipo ?? undefined, status: status ?? undefined, pagina }),
    loadRotulos(db),
  ]);
  const filters = { q, tipo, status };
  const items = answer.resultados.map((item): BuscaItem => ({
    key: `${item.tipo}-${item.id}`,
    tipo: item.tipo,
    url: item.url,
    titulo: segments(item.titulo, item.destaques.titulo),
    trecho: segments(item.trecho, item.destaques.trecho),
    status: item.status,
    rotulo: rotuloOf(item.rotulo, scale),
    date: dateOf(item.tipo, item.data, language),
  }));
  return {
    ...base,
    state: answer.total === 0 ? "none" : "results",
    total: answer.total,
    items,
    pages: pageNumbers(pagina, answer.paginas).map((page) =>
      page === "gap"
        ? { gap: true }
        : { page, href: searchHref(filters, page), current: page === pagina },
    ),
    previous:
      pagina > 1 && answer.paginas > 0
        ? searchHref(filters, Math.min(pagina - 1, answer.paginas))
        : null,
    next: pagina < answer.paginas ? searchHref(filters, pagina + 1) : null,
  };
}
