import type { Locator, Page } from "playwright-core";
import { pixelAt, type Colour } from "../fixtures/images.ts";
import { adminListPage, fieldLabel } from "./admin-editor.ts";

/*
 * Shared steps of the news and fake-news editor tests: their forms have the same lists,
 * image pickers and rich-text fields.
 */

/** The admin list of each article kind. */
const ARTICLE_LISTS = {
  noticias: { heading: "Notícias", createLabel: "+ Nova Notícia" },
  "fake-news": { heading: "Fake News Verificadas", createLabel: "+ Nova Fake News" },
};

/**
 * The admin list of the article `kind`, for a test file whose entries are titled with the
 * values of `titles`: they are removed at the end.
 */
export function articleAdminPage<Item extends { id: number; titulo: string }>(
  newPage: () => Promise<Page>,
  baseUrl: string,
  kind: keyof typeof ARTICLE_LISTS,
  titles: Record<string, string>,
) {
  const admin = adminListPage<Item>({
    newPage,
    baseUrl,
    area: kind,
    ...ARTICLE_LISTS[kind],
    key: "titulo",
    names: titles,
  });
  return Object.assign(admin, { findByTitle: admin.findBy });
}

/** The fields both article forms have, in the editor's `dialog`. */
export function articleFields(dialog: Locator) {
  return {
    titulo: dialog.getByLabel(fieldLabel("Título")),
    subtitulo: dialog.getByLabel(fieldLabel("Subtítulo")),
    lead: dialog.getByLabel(fieldLabel("Lead")),
    fonte: (position: number) => dialog.getByLabel(`Fonte ${position}`, { exact: true }),
    addFonte: dialog.getByRole("button", { name: "Adicionar fonte" }),
    image: (position: number) =>
      dialog.getByRole("group", { name: `Imagem ${position}`, exact: true }),
    legenda: (position: number) => dialog.getByLabel(`Legenda da imagem ${position}`),
    alt: (position: number) => dialog.getByLabel(`Texto alternativo da imagem ${position}`),
    addImage: dialog.getByRole("button", { name: "Adicionar imagem" }),
    summary: dialog.locator(".error-summary"),
  };
}

/** The card of the article titled `titulo` in the page's main content. */
export function articleCard(page: Page, titulo: string): Locator {
  return page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: titulo, exact: true }) });
}

/** The visible labels and legends of an article form, in order (a required one ends with *). */
export function formLabels(dialog: Locator): Promise<(string | null)[]> {
  return dialog
    .locator("form > .admin-field > label, form legend, .rich-text > .admin-field__label")
    .evaluateAll((labels) => labels.map((element) => element.textContent));
}

/**
 * Makes the server see the entry at `index` of the list `name` of the next save to `api`
 * (e.g. "/api/noticias") blank: the form checks every entry before sending, so only this
 * way reaches the API's own check.
 */
export function blankOnTheWay(
  page: Page,
  baseUrl: string,
  api: string,
  name: string,
  index: number,
): Promise<unknown> {
  return page.route(`${baseUrl}${api}`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, string[]>;
    const list = body[name] ?? [];
    list[index] = " ";
    await route.continue({ postData: JSON.stringify({ ...body, [name]: list }) });
  });
}

/** The next saves to `api` fail with the server's generic 500 answer. */
export function failWithServerError(page: Page, baseUrl: string, api: string): Promise<unknown> {
  return page.route(`${baseUrl}${api}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "Erro interno do servidor. Tente novamente mais tarde." }),
    }),
  );
}

export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Types into a rich-text field as an editor would: click, then keys. */
export async function typeRichText(page: Page, area: Locator, text: string): Promise<void> {
  await area.click();
  await page.keyboard.type(text);
}

/**
 * Pastes a PNG into the image picker in `picker` (e.g. a group named "Imagem N") as the
 * clipboard would.
 */
export async function pasteImage(page: Page, picker: Locator, png: Buffer): Promise<void> {
  await picker.getByLabel(/Ou informe o endereço da imagem/).focus();
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "colada.png", { type: "image/png" }));
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, png.toString("base64"));
}

/** The colour near the corner of an image the site serves at `url` (a /media/ path). */
export async function servedColour(baseUrl: string, url: string): Promise<Colour> {
  const response = await fetch(`${baseUrl}${url}`);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return pixelAt(Buffer.from(await response.arrayBuffer()), 10, 10);
}

export const isRed = (colour: Colour) => colour.r > 150 && colour.b < 80;
export const isBlue = (colour: Colour) => colour.b > 150 && colour.r < 80;
