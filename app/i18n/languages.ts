/** The interface languages, in the order the language page lists them. */
export const LANGUAGES = ["pt", "en", "es", "fr", "de", "it", "ru", "ar"] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = "pt";

/**
 * Where a visitor's choice is remembered. The cookie carries the same name as the
 * local-storage key so that the server can render the chosen language on the next visit.
 */
export const LANGUAGE_COOKIE = "selectedLanguage";
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";
export const LANGUAGE_QUERY_PARAM = "lng";

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

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a language tag such as `pt-BR`, `en_US` or `DE` to an interface language, if any. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * One area's texts in every language. The Portuguese object fixes the keys: any other
 * language with a missing or an extra key does not compile.
 */
export type Translations<Pt extends Readonly<Record<string, string>>> = {
  readonly [L in Language]: L extends "pt" ? Pt : { readonly [K in keyof Pt]: string };
};
