import type { Kysely } from "kysely";
import {
  filterSearch,
  readRequestedFilter,
  type RequestedFilter,
} from "#server/api/fake-news/filter.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import type { Database } from "#server/db/schema.ts";
import { loadPainel, type Painel, type PainelFilter } from "#server/syndication/painel.ts";
import { htmlLang, type Language } from "../i18n/languages.ts";
import { dateFormat } from "../utils/dates.ts";

/** The filters the panel reads from its address (the open data's place and period). */
const PAINEL_PARAMS = ["uf", "de", "ate"] as const;

export type DadosPage = {
  painel: Painel;
  filtros: {
    /** The valid filters, as the form shows them (`uf` in lower case). */
    valores: { uf?: string; de?: string; ate?: string };
    ignorados: RequestedFilter["invalid"];
    /** The valid filters as a query string ("" when none), for the CSV links. */
    busca: string;
  };
  /** Each month's and week's name in the page's language, by `YYYY-MM` or Monday. */
  nomes: Record<string, string>;
  /** The median time from a tip to its answer, in words; null while none was answered. */
  mediana: string | null;
};

/** Hours under two days are said in hours, longer ones in days. */
function duration(hours: number, language: Language): string {
  const [value, unit] = hours < 48 ? [hours, "hour"] : [hours / 24, "day"];
  return new Intl.NumberFormat(htmlLang(language), {
    style: "unit",
    unit,
    unitDisplay: "long",
    maximumFractionDigits: hours < 10 ? 1 : 0,
  }).format(value);
}

/**
 * The panel for the filters of the address: a bad value is ignored and named, as on the
 * fake-news list. Dates are put into words here, on the server, like every page's.
 */
export async function loadDadosPage(
  db: Kysely<Database>,
  params: URLSearchParams,
  language: Language,
): Promise<DadosPage> {
  const { filter, invalid } = readRequestedFilter(params, PUBLIC_FAKE_NEWS_STATUS);
  const painelFilter: PainelFilter = {};
  for (const name of PAINEL_PARAMS) {
    if (filter[name] !== undefined) Object.assign(painelFilter, { [name]: filter[name] });
  }
  const painel = await loadPainel(db, painelFilter);
  const nomes: Record<string, string> = {};
  for (const { mes } of painel.meses) {
    nomes[mes] = dateFormat("monthYear", language).format(new Date(`${mes}-01T00:00:00Z`));
  }
  for (const { semana } of painel.sugestoes.semanas) {
    nomes[semana] = dateFormat("calendarDay", language).format(new Date(`${semana}T00:00:00Z`));
  }
  return {
    painel,
    filtros: {
      valores: { ...painelFilter, uf: painelFilter.uf?.toLowerCase() },
      ignorados: invalid.filter(
        (name) => name === "periodo" || PAINEL_PARAMS.includes(name as never),
      ),
      busca: filterSearch(painelFilter),
    },
    nomes,
    mediana:
      painel.sugestoes.medianaHoras === null
        ? null
        : duration(painel.sugestoes.medianaHoras, language),
  };
}
