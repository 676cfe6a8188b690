import { LANGUAGE_COOKIE, type Language } from "#server/http/language.ts";

// The codes and how a request names one live with the host, which detects a page's language.
export {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES,
  matchLanguage,
  type Language,
} from "#server/http/language.ts";

/** The browser keeps the choice in local storage under the cookie's name too. */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

/** Each language's own name, shown to people looking for it whatever the interface is in. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  pt: "Português",
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  ru: "Русский",
  ar: "العربية",
};

/** The observatory is Brazilian, so its Portuguese is declared as Brazilian Portuguese. */
const HTML_LANG: Readonly<Record<Language, string>> = {
  pt: "pt-BR",
  en: "en",
  es: "es",
  fr: "fr",
  de: "de",
  it: "it",
  ru: "ru",
  ar: "ar",
};

export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

/**
 * One area's texts in every language. The Portuguese object fixes the keys: any other
 * language with a missing or an extra key does not compile.
 */
export type Translations<Pt extends Readonly<Record<string, string>>> = {
  readonly [L in Language]: L extends "pt" ? Pt : { readonly [K in keyof Pt]: string };
};
