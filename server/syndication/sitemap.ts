import type { Kysely } from "kysely";
import { cargoSlug, CARGOS } from "../api/equipe/schema.ts";
import { latestCorrecaoDates } from "../api/correcoes/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import { isUf, placePath } from "../content/places.ts";
import { temaPath, temaSlugList } from "../content/topics.ts";
import type { Database } from "../db/schema.ts";
import {
  selectArticleValues,
  type ArticleValue,
  selectCargoDates,
  selectFakeNewsDates,
  selectLatestUpdate,
  selectPublicacaoDates,
  selectNoticiaDates,
} from "./repository.ts";
import { element, xmlDocument } from "./xml.ts";

/** The protocol's limit of addresses per sitemap file; beyond it the site gives an index. */
export const SITEMAP_MAX_URLS = 50_000;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** One public page: its path on the site and, when the site knows it, its last change. */
export type SitemapEntry = { path: string; lastmod: string | null };

/** The latest of some dates (ISO 8601 text sorts in time order), or null. */
function latest(dates: readonly (string | null | undefined)[]): string | null {
  let found: string | null = null;
  for (const date of dates) if (date && (found === null || date > found)) found = date;
  return found;
}

/**
 * One page per key an article column files items under (`keysOf` its value: a topic, a
 * state), dated by its latest item's change, in the keys' order.
 */
function filedEntries(
  rows: readonly ArticleValue[],
  keysOf: (value: string) => string[],
  pathOf: (key: string) => string,
): SitemapEntry[] {
  const pages = new Map<string, string>();
  for (const row of rows) {
    for (const key of keysOf(row.value)) {
      pages.set(key, latest([pages.get(key), row.updated_at]) ?? row.updated_at);
    }
  }
  return [...pages]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, lastmod]) => ({ path: pathOf(key), lastmod }));
}

/**
 * Every public page. The pages without items are those of app/routes.ts; a news item,
 * a fake-news entry the public lists show (verified or debunked), a topic and a state
 * such articles carry, and the group page of a cargo with members each have their own. Entries
 * still under review are not announced, as the lists do not show them either.
 */
export async function listSitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [
    noticias,
    tags,
    places,
    fakeNews,
    cargos,
    subprojetos,
    newsletters,
    sobre,
    contato,
    noticiasCorrigidas,
    fakeNewsCorrigidas,
    publicacoes,
  ] = await Promise.all([
    selectNoticiaDates(db),
    selectArticleValues(db, "tags", PUBLIC_FAKE_NEWS_STATUS),
    selectArticleValues(db, "uf", PUBLIC_FAKE_NEWS_STATUS),
    selectFakeNewsDates(db, PUBLIC_FAKE_NEWS_STATUS),
    selectCargoDates(db),
    selectLatestUpdate(db, "subprojetos"),
    selectLatestUpdate(db, "newsletters"),
    selectLatestUpdate(db, "sobre_projeto"),
    selectLatestUpdate(db, "contato_institucional"),
    latestCorrecaoDates(db, "noticia"),
    latestCorrecaoDates(db, "fake-news"),
    selectPublicacaoDates(db),
  ]);
  // A corrected item changed when it was last corrected, if that is later than its edit.
  const changed = (row: { id: number; updated_at: string }, corrigidas: Map<number, string>) =>
    latest([row.updated_at, corrigidas.get(row.id)]) ?? row.updated_at;
  const correcoesChanged = latest([
    ...noticias.map((row) => noticiasCorrigidas.get(row.id)),
    ...fakeNews.map((row) => fakeNewsCorrigidas.get(row.id)),
  ]);
  const noticiasChanged = latest(noticias.map((row) => row.updated_at));
  const fakeNewsChanged = latest(fakeNews.map((row) => row.updated_at));
  const groups = CARGOS.flatMap((cargo) => {
    const row = cargos.find((candidate) => candidate.cargo === cargo);
    return row
      ? [{ path: `/equipe/${encodeURIComponent(cargoSlug(cargo))}`, lastmod: row.updated_at }]
      : [];
  });
  return [
    { path: "/", lastmod: latest([noticiasChanged, fakeNewsChanged]) },
    { path: "/sobre", lastmod: sobre },
    { path: "/subprojetos", lastmod: subprojetos },
    { path: "/repositorio", lastmod: latest(publicacoes.map((row) => row.updated_at)) },
    { path: "/equipe", lastmod: latest(groups.map((group) => group.lastmod)) },
    ...groups,
    { path: "/noticias", lastmod: noticiasChanged },
    { path: "/fake-news", lastmod: fakeNewsChanged },
    { path: "/newsletters", lastmod: newsletters },
    { path: "/contato", lastmod: contato },
    // The tip form; each tip's own page (/sugestao/…) is one reader's and never listed.
    { path: "/sugerir", lastmod: null },
    { path: "/dados", lastmod: fakeNewsChanged },
    { path: "/languages", lastmod: null },
    { path: "/correcoes", lastmod: correcoesChanged },
    ...filedEntries(tags, temaSlugList, temaPath),
    ...filedEntries(places, (uf) => (isUf(uf) ? [uf] : []), placePath),
    ...noticias.map((row) => ({
      path: `/noticia/${row.id}`,
      lastmod: changed(row, noticiasCorrigidas),
    })),
    ...fakeNews.map((row) => ({
      path: `/fake-news/${row.id}`,
      lastmod: changed(row, fakeNewsCorrigidas),
    })),
    ...publicacoes.map((row) => ({ path: `/publicacao/${row.id}`, lastmod: row.updated_at })),
  ];
}

/** The address of the n-th file (from 1) of a split sitemap. */
export function sitemapPagePath(page: number): string {
  return `/sitemap/${page}.xml`;
}

function urlset(entries: readonly SitemapEntry[], origin: string): string {
  return xmlDocument(
    element(
      "urlset",
      { xmlns: SITEMAP_NS },
      entries.map((entry) =>
        element("url", {}, [
          element("loc", {}, `${origin}${entry.path}`),
          ...(entry.lastmod ? [element("lastmod", {}, entry.lastmod)] : []),
        ]),
      ),
    ),
  );
}

function pages(entries: readonly SitemapEntry[], maxUrls: number): SitemapEntry[][] {
  const result: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    result.push(entries.slice(start, start + maxUrls));
  }
  return result;
}

/**
 * `/sitemap.xml`: every address in one file, or, past `maxUrls`, an index of the files
 * `sitemapPagePath(n)` that hold them.
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  origin: string,
  maxUrls: number = SITEMAP_MAX_URLS,
): string {
  if (entries.length <= maxUrls) return urlset(entries, origin);
  return xmlDocument(
    element(
      "sitemapindex",
      { xmlns: SITEMAP_NS },
      pages(entries, maxUrls).map((page, index) => {
        const lastmod = latest(page.map((entry) => entry.lastmod));
        return element("sitemap", {}, [
          element("loc", {}, `${origin}${sitemapPagePath(index + 1)}`),
          ...(lastmod ? [element("lastmod", {}, lastmod)] : []),
        ]);
      }),
    ),
  );
}

/** The n-th file (from 1) of a split sitemap, or undefined when the sitemap has no such file. */
export function sitemapPageDocument(
  entries: readonly SitemapEntry[],
  origin: string,
  page: number,
  maxUrls: number = SITEMAP_MAX_URLS,
): string | undefined {
  if (entries.length <= maxUrls) return undefined;
  const slice = pages(entries, maxUrls)[page - 1];
  return slice ? urlset(slice, origin) : undefined;
}
