import { pathOf, sameOriginPath } from "../utils/same-origin-path.ts";
import { pickLanguage, readCookie } from "#server/http/language.ts";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from "./languages.ts";

const ONE_YEAR_SECONDS = 31_536_000;

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
