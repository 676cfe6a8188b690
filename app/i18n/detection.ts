import { pathOf, sameOriginPath } from "../utils/same-origin-path.ts";
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  matchLanguage,
  type Language,
} from "./languages.ts";

const ONE_YEAR_SECONDS = 31_536_000;

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
 * The language the server renders: query string `lng`, then the language cookie, then
 * Accept-Language, then Portuguese. It matches what the browser will detect, so the first
 * paint is already in the visitor's language.
 */
export function detectRequestLanguage(request: Request): Language {
  return pickLanguage([
    new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAM),
    readCookie(request.headers.get("Cookie"), LANGUAGE_COOKIE),
    ...parseAcceptLanguage(request.headers.get("Accept-Language")),
  ]);
}

export function serializeLanguageCookie(language: Language, { secure }: { secure: boolean }) {
  // Not HttpOnly: the browser writes the same cookie when it detects a stored choice.
  return [
    `${LANGUAGE_COOKIE}=${language}`,
    "Path=/",
    `Max-Age=${ONE_YEAR_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled or full; the cookie still remembers the choice.
    return null;
  }
}

/**
 * The language the browser asks for: query string `lng`, local storage, cookie, the
 * browser's languages, then the `<html lang>` the server rendered.
 */
export function detectBrowserLanguage(): Language {
  return pickLanguage([
    new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    readStoredLanguage(),
    readCookie(document.cookie, LANGUAGE_COOKIE),
    ...(window.navigator.languages ?? [window.navigator.language]),
    document.documentElement.lang,
  ]);
}

/** Remembers a language in local storage and in the cookie the server reads. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readStoredLanguage.
  }
  document.cookie = serializeLanguageCookie(language, {
    secure: window.location.protocol === "https:",
  });
}

/**
 * Where to send the visitor after choosing a language: a path on this site (never another
 * origin), without the `lng` query parameter, which would otherwise override the choice.
 */
export function returnPathAfterChoice(value: unknown, fallback: string): string {
  const url = sameOriginPath(value);
  if (!url) return fallback;
  url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  return pathOf(url);
}
