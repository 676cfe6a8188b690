import { createContext } from "react-router";
import type { Kysely } from "kysely";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/schema.ts";
import { FALLBACK_LANGUAGE, type Language } from "#server/http/language.ts";

/** What the host hands every loader and action: the same services the API uses. */
export type AppServices = {
  db: Kysely<Database>;
  config: Config;
};

export const servicesContext = createContext<AppServices>();

/** The language the host detected for this request (server/http/language.ts). */
export const languageContext = createContext<Language>(FALLBACK_LANGUAGE);

/**
 * The per-request CSP nonce that every inline script of a page that hydrates (the admin
 * area) must carry; empty for public pages, which run no inline script.
 */
export const nonceContext = createContext<string>("");

/**
 * The visitor's address as the host resolved it behind its trusted proxies. Form actions
 * count rate limits by it, with the same key the API's limiters use.
 */
export const clientAddressContext = createContext<string>("");

/**
 * Set for the document of a page sent without React (decision 042): the browser never
 * runs its dictionary, so the root loader keeps it on the server.
 */
export const documentWithoutReactContext = createContext<boolean>(false);

/**
 * The whole HTML of a page sent without React, which the server's entry renders as one
 * string and hands the host here, beside a body-less answer: wrapping it in a stream for
 * the host to read back cost more than the page's markup took to render.
 */
export const documentHtmlContext = createContext<string | null>(null);
