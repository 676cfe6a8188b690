import { richTextToText } from "#server/content/rich-text.ts";
import type { Config } from "#server/config.ts";
import type { ArticleContent } from "../components/article/article-detail.tsx";
import { articleView, type StoredArticle } from "./article-view.ts";
import { incompleteDataResponse, notFoundResponse } from "./route-params.ts";

/** The stored article, or the 404 response its page answers when there is none. */
export function requireArticle<T extends StoredArticle>(item: T | undefined): T {
  if (!item) throw notFoundResponse();
  return item;
}

/**
 * What an article's page shows of any family. Throws the "incomplete data" response for
 * an item without a title or a text.
 */
export function articleContent(item: StoredArticle): ArticleContent {
  const content = articleView(item);
  if (!item.titulo.trim() || !richTextToText(content.conteudo)) throw incompleteDataResponse();
  return content;
}

/**
 * A list the page can do without: when it cannot be read the failure is logged as
 * "the <what> could not be read" and the page shows it empty, as the specification has it.
 */
export async function listOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`the ${what} could not be read`, error);
    return [];
  }
}

/**
 * The page's canonical address, as the root loader gives the browser its origin: the
 * configured public origin, else the request's. Structured data is built with it on the
 * server, so the code that builds it never ships to the browser.
 */
/** Where a page is: its origin and its whole address. */
export type PageAddress = { origin: string; url: string };

export function pageAddress(request: Request, config: Config): PageAddress {
  const requested = new URL(request.url);
  const origin = config.publicUrl ?? requested.origin;
  return { origin, url: `${origin}${requested.pathname}` };
}
