import crypto from "node:crypto";
import { CACHE_SECONDS } from "#server/http/cache.ts";
import { renderFeed } from "#server/syndication/feeds.ts";
import type { FeedName } from "#server/syndication/feed-paths.ts";
import { readRequestedFilter } from "#server/api/fake-news/filter.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "#server/api/fake-news/schema.ts";
import { checagensCsv, listChecagens } from "#server/syndication/open-data.ts";
import { loadPainel, PAINEL_GRAFICOS, painelCsv } from "#server/syndication/painel.ts";
import {
  listSitemapEntries,
  sitemapDocument,
  sitemapPageDocument,
} from "#server/syndication/sitemap.ts";
import type { AppServices } from "../context.ts";
import { pageAddress } from "../utils/article-content.server.ts";
import { getMessages } from "../i18n/resources.ts";
import { FEED_TITLES } from "../utils/feed-channels.ts";

/*
 * The presenters of the documents made for machines (feeds, sitemap, robots.txt, open
 * data): every
 * address in them is absolute, on PUBLIC_URL when it is set and else on the request's
 * origin, as the pages' canonical addresses are.
 */

const ONE_HOUR_SECONDS = 3600;

/** What each feed follows, described as the page it follows is (in Portuguese, as its items). */
const FEED_DESCRIPTION_KEYS = {
  site: "mission.summary",
  noticias: "noticias.description",
  "fake-news": "fakeNews.description",
} as const satisfies Record<FeedName, string>;

const CONTENT_TYPES = {
  rss: "application/rss+xml; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  text: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8; header=present",
  json: "application/json; charset=utf-8",
} as const;

function siteOrigin(request: Request, services: AppServices): string {
  return pageAddress(request, services.config).origin;
}

/** Whether the client's If-None-Match names this ETag (weak or strong, or `*`). */
function alreadyHas(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * A public document with a strong ETag and a lifetime: caches and feed readers keep it
 * for `maxAgeSeconds`, then revalidate and get a 304 while nothing changed.
 */
export function documentResponse(
  request: Request,
  body: string,
  { contentType, maxAgeSeconds }: { contentType: string; maxAgeSeconds: number },
): Response {
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": contentType,
    "Cache-Control": `public, max-age=${maxAgeSeconds}`,
    ETag: etag,
    // Public documents without credentials: other sites' pages may read them too.
    "Access-Control-Allow-Origin": "*",
  };
  if (alreadyHas(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** What a document address that names nothing answers. */
export function documentNotFound(): Response {
  return new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": CONTENT_TYPES.text, "Cache-Control": "no-store" },
  });
}

export async function feedResponse(
  name: FeedName,
  request: Request,
  services: AppServices,
): Promise<Response> {
  const body = await renderFeed(services.db, {
    name,
    origin: siteOrigin(request, services),
    channel: {
      title: FEED_TITLES[name],
      description: getMessages("pt")[FEED_DESCRIPTION_KEYS[name]],
    },
  });
  return documentResponse(request, body, {
    contentType: CONTENT_TYPES.rss,
    maxAgeSeconds: CACHE_SECONDS.content,
  });
}

/** `/sitemap.xml`, or with `page` one file of a sitemap split for its size (404 if none). */
export async function sitemapResponse(
  request: Request,
  services: AppServices,
  page?: number,
): Promise<Response> {
  const entries = await listSitemapEntries(services.db);
  const origin = siteOrigin(request, services);
  const body =
    page === undefined
      ? sitemapDocument(entries, origin)
      : sitemapPageDocument(entries, origin, page);
  if (body === undefined) return documentNotFound();
  return documentResponse(request, body, {
    contentType: CONTENT_TYPES.xml,
    maxAgeSeconds: CACHE_SECONDS.content,
  });
}

/** The admin area stays out of search engines; everything else is theirs to index. */
export function robotsResponse(request: Request, services: AppServices): Response {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "",
    `Sitemap: ${siteOrigin(request, services)}/sitemap.xml`,
    "",
  ].join("\n");
  return documentResponse(request, body, {
    contentType: CONTENT_TYPES.text,
    maxAgeSeconds: ONE_HOUR_SECONDS,
  });
}

/**
 * The open data's filters, read from the address as the fake-news list reads them
 * (`status`, `tema`, `uf`, `de`, `ate`; a bad value is ignored): the data panel of
 * /dados gives the same address to the files, so its numbers can be checked against them.
 */
function checagensOfRequest(request: Request, services: AppServices) {
  const { filter } = readRequestedFilter(
    new URL(request.url).searchParams,
    PUBLIC_FAKE_NEWS_STATUS,
  );
  return listChecagens(services.db, siteOrigin(request, services), filter);
}

/** `/dados/checagens.csv`: every published fact-check, one row each (RFC 4180, UTF-8). */
export async function checagensCsvResponse(
  request: Request,
  services: AppServices,
): Promise<Response> {
  const checagens = await checagensOfRequest(request, services);
  return documentResponse(request, checagensCsv(checagens), {
    contentType: CONTENT_TYPES.csv,
    maxAgeSeconds: CACHE_SECONDS.content,
  });
}

/** `/dados/checagens.json`: the same fact-checks as a JSON array. */
export async function checagensJsonResponse(
  request: Request,
  services: AppServices,
): Promise<Response> {
  const checagens = await checagensOfRequest(request, services);
  return documentResponse(request, JSON.stringify(checagens), {
    contentType: CONTENT_TYPES.json,
    maxAgeSeconds: CACHE_SECONDS.content,
  });
}

/**
 * `/dados/{grafico}.csv`: one chart of the panel on /dados, for the filters of its
 * address (`uf`, `de`, `ate`; a bad value is ignored, as the page ignores it).
 */
export async function painelCsvResponse(
  request: Request,
  services: AppServices,
): Promise<Response> {
  const url = new URL(request.url);
  const grafico = PAINEL_GRAFICOS.find((name) => url.pathname === `/dados/${name}.csv`);
  if (grafico === undefined) return documentNotFound();
  const { filter } = readRequestedFilter(url.searchParams, PUBLIC_FAKE_NEWS_STATUS);
  const painel = await loadPainel(services.db, { uf: filter.uf, de: filter.de, ate: filter.ate });
  return documentResponse(request, painelCsv(painel, grafico), {
    contentType: CONTENT_TYPES.csv,
    maxAgeSeconds: CACHE_SECONDS.content,
  });
}
