import { useContext } from "react";
import type { i18n, TFunction } from "i18next";
import { I18nContext } from "react-i18next";

const translators = new WeakMap<i18n, TFunction<"translation">>();

/**
 * The instance's `t`, remembering each text asked for without options. An instance never
 * changes language or dictionary (see `getI18n`), so a key alone always gives the same
 * text; a page asks for the same labels over and over (the menu, the footer, every
 * card), and i18next resolves each call anew. Calls with options (interpolation,
 * plurals) go to i18next every time.
 */
export function translatorOf(instance: i18n): TFunction<"translation"> {
  const known = translators.get(instance);
  if (known) return known;
  const fixed = instance.getFixedT(null, "translation") as unknown as (
    key: unknown,
    options?: unknown,
  ) => string;
  const texts = new Map<string, string>();
  const translate = (key: unknown, options?: unknown): string => {
    if (options !== undefined || typeof key !== "string") return fixed(key, options);
    let text = texts.get(key);
    if (text === undefined) {
      text = fixed(key);
      texts.set(key, text);
    }
    return text;
  };
  const t = translate as unknown as TFunction<"translation">;
  translators.set(instance, t);
  return t;
}

/**
 * react-i18next's `useTranslation` for this site's instances: the same `t` and `i18n`,
 * without building a new fixed `t` on every call (a page calls it some sixty times).
 */
export function useTranslation(): { t: TFunction<"translation">; i18n: i18n } {
  const context = useContext(I18nContext);
  if (!context) throw new Error("useTranslation needs an I18nextProvider above it");
  const { i18n } = context;
  return { t: translatorOf(i18n), i18n };
}
