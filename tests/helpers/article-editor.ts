import type { Locator, Page } from "playwright-core";
import { pixelAt, type Colour } from "../fixtures/images.ts";
import { fieldLabel } from "./admin-editor.ts";

/*
 * Shared steps of the news and fake-news editor tests: their forms have the same lists,
 * image pickers and rich-text fields.
 */

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

export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Types into a rich-text field as an editor would: click, then keys. */
export async function typeRichText(page: Page, area: Locator, text: string): Promise<void> {
  await area.click();
  await page.keyboard.type(text);
}

/** Pastes a PNG into an image picker (a group named "Imagem N") as the clipboard would. */
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
