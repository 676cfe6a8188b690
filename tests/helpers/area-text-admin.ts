import type { Page } from "playwright-core";
import { inject } from "vitest";
import { sharedLogin } from "./admin-editor.ts";
import { emptiedAround } from "./article-page.ts";

/**
 * What the test files of a page whose text an editor writes share (the About page, the
 * institutional pages): `table` is emptied around the file, so it starts from the page
 * nobody has written yet, and `openAdmin` opens `adminPath` with one session for the
 * file, once its Editar button is on screen.
 */
export function areaTextAdmin(newPage: () => Promise<Page>, table: string, adminPath: string) {
  emptiedAround(table);
  const editButton = (page: Page) => page.getByRole("button", { name: /^Editar/ });
  return {
    openAdmin: sharedLogin(newPage, inject("baseUrl"), adminPath, editButton).open,
    editButton,
    /** The page's text, as the admin page and the public page show it. */
    article: (page: Page) => page.locator("main article"),
  };
}
