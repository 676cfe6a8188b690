import { inject } from "vitest";
import { articleAdminPage } from "./article-editor.ts";
import { useBrowser } from "./browser-session.ts";

/**
 * What a test file of the admin list of the article `kind` sets up: one browser for the
 * file, the site's address and the list page, whose entries titled with the values of
 * `titles` are removed at the end.
 */
export function useArticleAdmin<Item extends { id: number; titulo: string }>(
  kind: Parameters<typeof articleAdminPage>[2],
  titles: Record<string, string>,
) {
  const baseUrl = inject("baseUrl");
  const { newPage } = useBrowser();
  return { baseUrl, newPage, admin: articleAdminPage<Item>(newPage, baseUrl, kind, titles) };
}
