import { createContext } from "react-router";
import type { Kysely } from "kysely";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/schema.ts";

/** What the host hands every loader and action: the same services the API uses. */
export type AppServices = {
  db: Kysely<Database>;
  config: Config;
  /**
   * Keeps what every public page reads until the next write (the page cache's
   * `remember`); absent without a page cache, where each page reads it itself.
   */
  remember?: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * The store of markup many pages share, emptied by every write (the page cache's
   * `fragments`); absent without a page cache, where pages render it all each time.
   */
  fragments?: Map<string, string>;
};

/** `load()`'s value, kept until the next write where the host keeps such values. */
export function remembered<T>(
  services: AppServices,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return services.remember ? services.remember(key, load) : load();
}

export const servicesContext = createContext<AppServices>();

/** The per-request CSP nonce that every inline script must carry. */
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
