import { z } from "zod";
import { isUf, type Uf } from "../../content/places.ts";
import { temaSlug } from "../../content/topics.ts";
import { PagingQuerySchema } from "../collection-paging.ts";
import { isoDate } from "../common-schema.ts";
import { FAKE_NEWS_STATUS, type FakeNewsStatus } from "./schema.ts";

/*
 * The filters of the fake-news list, in one place (decision 041): what the API's
 * `GET /api/fake-news` and the page `/fake-news` accept (`status`, `tema`, `uf`, `de`,
 * `ate`), and the filter object the repository's list query applies
 * (`fakeNewsFilterWhere` in repository.ts). A new filter is a field here and a condition
 * there.
 */

/** The query parameters, in the order a filtered address spells them. */
export const FILTER_PARAMS = ["status", "tema", "uf", "de", "ate"] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The longest topic slug accepted (tags are short; this only bounds the input). */
export const TEMA_SLUG_MAX = 200;

export const FILTER_MESSAGES = {
  status: `Escolha um veredito válido: ${FAKE_NEWS_STATUS.join(", ")}.`,
  tema: "Informe o tema pelo endereço da sua página (letras minúsculas, números e hífens, como saude-publica).",
  uf: "Informe a sigla de um estado brasileiro (por exemplo, pa).",
  de: "Informe a data inicial como uma data válida (AAAA-MM-DD).",
  ate: "Informe a data final como uma data válida (AAAA-MM-DD).",
  periodo: "A data inicial (de) deve ser igual ou anterior à data final (ate).",
} as const;

/**
 * Which entries a list shows. Every field narrows it; absent fields do not. `statuses` is
 * what the caller may see at all (the public verdicts on public pages), `status` the
 * verdict a reader asked for: an entry must match both.
 */
export type FakeNewsFilter = {
  statuses?: readonly FakeNewsStatus[];
  status?: FakeNewsStatus;
  /** A topic slug (`temaSlug`), matched against every tag of the entry. */
  tema?: string;
  /** A state's code, in capitals as stored. */
  uf?: Uf;
  /** First and last day of verification, inclusive (`YYYY-MM-DD`). */
  de?: string;
  ate?: string;
};

const temaSchema = z
  .string({ error: FILTER_MESSAGES.tema })
  .max(TEMA_SLUG_MAX, FILTER_MESSAGES.tema)
  .refine((value) => value !== "" && temaSlug(value) === value, FILTER_MESSAGES.tema);

// CASE: "pa" is how addresses spell a state; "PA", as stored, is accepted too.
const ufSchema = z
  .string({ error: FILTER_MESSAGES.uf })
  .transform((value) => value.toUpperCase())
  .refine(isUf, FILTER_MESSAGES.uf)
  .transform((value) => value as Uf);

/** Each filter's rule, given the verdicts a reader may ask for (at least one). */
function fieldSchemas(statuses: readonly FakeNewsStatus[]) {
  return {
    status: z.enum(statuses as [FakeNewsStatus, ...FakeNewsStatus[]], {
      error: FILTER_MESSAGES.status,
    }),
    tema: temaSchema,
    uf: ufSchema,
    de: isoDate(FILTER_MESSAGES.de),
    ate: isoDate(FILTER_MESSAGES.ate),
  } satisfies Record<FilterParam, z.ZodType>;
}

const API_FIELDS = fieldSchemas(FAKE_NEWS_STATUS);

const inPeriod = (filter: { de?: string; ate?: string }) =>
  filter.de === undefined || filter.ate === undefined || filter.de <= filter.ate;

/** The filters of `GET /api/fake-news`, as query fields. */
const FILTER_QUERY_FIELDS = {
  status: API_FIELDS.status.optional().meta({ description: "Only entries with this verdict." }),
  tema: API_FIELDS.tema.optional().meta({
    description: "Only entries with a tag of this topic: its slug, as in `/tema/{slug}`.",
  }),
  uf: API_FIELDS.uf
    .optional()
    .meta({ description: "Only entries about this state: its two-letter code, in lower case." }),
  de: API_FIELDS.de
    .optional()
    .meta({ description: "Only entries verified on or after this day (`YYYY-MM-DD`)." }),
  ate: API_FIELDS.ate
    .optional()
    .meta({ description: "Only entries verified on or before this day (`YYYY-MM-DD`)." }),
};

/**
 * `GET /api/fake-news`: the page, the filters and `extra` fields (the admin list's state
 * and author, decision 037); a bad value answers 400 with details.
 */
export function fakeNewsListQuery<Extra extends z.ZodRawShape>(extra: Extra) {
  const period = (query: object) => inPeriod(query as { de?: string; ate?: string });
  return PagingQuerySchema.extend({ ...FILTER_QUERY_FIELDS, ...extra }).refine(period, {
    path: ["ate"],
    message: FILTER_MESSAGES.periodo,
  });
}

export const FakeNewsListQuerySchema = fakeNewsListQuery({});

export type FakeNewsListQuery = z.output<typeof FakeNewsListQuerySchema>;

/** The filter part of a parsed API query. */
export function filterOfQuery(query: FakeNewsListQuery | undefined): FakeNewsFilter {
  if (!query) return {};
  const { status, tema, uf, de, ate } = query;
  return { status, tema, uf, de, ate };
}

/** What an address asked for, as a page reads it: the valid part and what was ignored. */
export type RequestedFilter = {
  filter: FakeNewsFilter;
  /** The filters ignored for a bad value; `periodo` when `de` came after `ate`. */
  invalid: (FilterParam | "periodo")[];
  /** The valid filters as a query string, in `FILTER_PARAMS` order ("" when none). */
  search: string;
};

/**
 * Reads the filters of a page's address leniently: an empty value means "any", a bad
 * value is ignored and reported, and a period whose start comes after its end is
 * ignored whole, so the reader gets the list of what was valid and a message about the
 * rest. `statuses` are the verdicts a reader may ask for.
 */
export function readRequestedFilter(
  params: URLSearchParams,
  statuses: readonly FakeNewsStatus[],
): RequestedFilter {
  const fields = fieldSchemas(statuses);
  const filter: FakeNewsFilter = {};
  const invalid: RequestedFilter["invalid"] = [];
  for (const name of FILTER_PARAMS) {
    const values = params.getAll(name).filter((value) => value !== "");
    if (values.length === 0) continue;
    const parsed = values.length === 1 ? fields[name].safeParse(values[0]) : undefined;
    if (parsed?.success) Object.assign(filter, { [name]: parsed.data });
    else invalid.push(name);
  }
  if (!inPeriod(filter)) {
    delete filter.de;
    delete filter.ate;
    invalid.push("periodo");
  }
  return { filter: { ...filter, statuses }, invalid, search: filterSearch(filter) };
}

/** A filter as the query string of a shareable address (`uf` in lower case). */
export function filterSearch(filter: FakeNewsFilter): string {
  const search = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filter[name];
    if (value !== undefined) search.set(name, name === "uf" ? value.toLowerCase() : value);
  }
  return search.toString();
}
