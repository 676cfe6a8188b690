import type { IncomingMessage } from "node:http";

/*
 * The interface languages and how a request names one. The host detects a page's language
 * once, here, and hands it to the renderer (app/context.ts, `languageContext`); the page
 * cache stores each page under it.
 */

/** The interface languages, in the order the language page lists them. */
export const LANGUAGES = ["pt", "en", "es", "fr", "de", "it", "ru", "ar"] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "pt";

/**
 * Where a visitor's choice is remembered. The cookie carries the same name as the
 * local-storage key so that the server can render the chosen language on the next visit.
 */
export const LANGUAGE_COOKIE = "selectedLanguage";
export const LANGUAGE_QUERY_PARAM = "lng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a language tag such as `pt-BR`, `en_US` or `DE` to an interface language, if any. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first candidate that names an interface language, else the fallback. */
export function pickLanguage(candidates: Iterable<string | null | undefined>): Language {
  for (const candidate of candidates) {
    const language = matchLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The tags of an Accept-Language header, most preferred first; `*` and `q=0` are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag !== "" && tag !== "*" && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is rendered in: query string `lng`, then the language cookie, then
 * Accept-Language, then Portuguese. It matches what the browser will detect, so the first
 * paint is already in the visitor's language.
 */
export function requestLanguage(req: IncomingMessage): Language {
  const path = req.url ?? "";
  const query = path.indexOf("?");
  // Most requests name no language: their query string is not parsed.
  const named =
    query >= 0 && path.includes(`${LANGUAGE_QUERY_PARAM}=`, query)
      ? new URLSearchParams(path.slice(query)).get(LANGUAGE_QUERY_PARAM)
      : null;
  return pickLanguage([
    named,
    readCookie(req.headers.cookie, LANGUAGE_COOKIE),
    ...parseAcceptLanguage(req.headers["accept-language"]),
  ]);
}
