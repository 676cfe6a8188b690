import type { Request as ExpressRequest } from "express";
import { parseAcceptLanguage, pickLanguage, readCookie } from "../../app/i18n/detection.ts";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM } from "../../app/i18n/languages.ts";

/**
 * With PUBLIC_URL set, every page sees that origin (the host refuses other Host headers);
 * otherwise the request's, where req.host and req.protocol follow X-Forwarded-* only
 * from the proxies TRUST_PROXY names.
 */
export function requestOrigin(req: ExpressRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const protocol = req.protocol === "https" ? "https" : "http";
  const host = (req.host ?? "").split(/[\\/?#@\s]/)[0] || "localhost";
  return URL.canParse(`${protocol}://${host}`)
    ? `${protocol}://${host}`
    : `${protocol}://localhost`;
}

/** The page's address as the renderer sees it. */
export function pageUrl(req: ExpressRequest, publicUrl: string | undefined): URL {
  // Concatenated, not resolved: a path such as //other.example must stay a path.
  return new URL(`${requestOrigin(req, publicUrl)}${req.originalUrl}`);
}

/**
 * What a cached page is stored under: the language the page is rendered in (the same
 * order as detectRequestLanguage: query string, cookie, Accept-Language) and its address.
 */
export function pageCacheKey(req: ExpressRequest, publicUrl: string | undefined): string {
  const url = pageUrl(req, publicUrl);
  const language = pickLanguage([
    url.searchParams.get(LANGUAGE_QUERY_PARAM),
    readCookie(req.headers.cookie, LANGUAGE_COOKIE),
    ...parseAcceptLanguage(req.headers["accept-language"]),
  ]);
  return `${language} ${url.href}`;
}
