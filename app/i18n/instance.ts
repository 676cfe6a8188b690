import i18next, { type i18n } from "i18next";
import type { Language } from "./languages.ts";
import type { Messages, SourceMessages } from "./resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: SourceMessages };
    // Keys are flat strings such as "nav.sobre": the dot is part of the key.
    keySeparator: false;
    nsSeparator: false;
  }
}

const instances = new WeakMap<Messages, i18n>();

/**
 * An i18next instance fixed to one language and its dictionary. Instances never change
 * language, so one instance per dictionary can be shared by concurrent server renders;
 * switching language means rendering with another instance.
 */
export function getI18n(language: Language, messages: Messages): i18n {
  const cached = instances.get(messages);
  if (cached) return cached;
  const instance = i18next.createInstance();
  // With the dictionary given inline and initAsync off, init completes synchronously.
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here too would show entities on screen.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(messages, instance);
  return instance;
}

/** The server's own dictionaries; the browser's bundle never holds more than one. */
let serverDictionaries: ((language: Language) => Messages) | undefined;

/** Called once by the server's entry, which alone imports every dictionary. */
export function provideServerDictionaries(lookup: (language: Language) => Messages): void {
  serverDictionaries = lookup;
}

/**
 * The instance for the root loader's answer. The document of a page sent without React
 * carries no dictionary (the browser never renders it), so the server takes its own; the
 * browser only ever renders pages whose answer carried one.
 */
export function pageI18n(root: { lang: Language; messages?: Messages | undefined }): i18n {
  const messages = root.messages ?? serverDictionaries?.(root.lang);
  if (!messages) throw new Error(`No dictionary for "${root.lang}" was sent with the page`);
  return getI18n(root.lang, messages);
}
