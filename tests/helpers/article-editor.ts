import type { Locator, Page } from "playwright-core";
import { pixelAt, type Colour } from "../fixtures/images.ts";
import { seriousAxeViolations, type AxeViolation } from "./axe.ts";

/*
 * Shared steps of the news and fake-news editor tests: their forms have the same lists,
 * image pickers and rich-text fields.
 */

/** A field's label as editors see it: a required field's ends with a star. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\*?$`);
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

/**
 * Serious and critical axe violations of an editor page. The rich-text toolbar's symbol
 * buttons (H1, Tx, 1.) are named by what they do, which axe reads as a visible label
 * missing from the name; WCAG's Understanding of Label in Name exempts text used as a
 * symbol. They are recognised in the page, whatever selector axe wrote for them (it
 * writes longer ones when a form has two editors); any other finding still fails.
 */
export async function editorAxeViolations(page: Page): Promise<AxeViolation[]> {
  const result: AxeViolation[] = [];
  for (const violation of await seriousAxeViolations(page)) {
    if (violation.id !== "label-content-name-mismatch") {
      result.push(violation);
      continue;
    }
    const targets = await page.evaluate(
      (selectors) =>
        selectors.filter(
          (selector) => !document.querySelector(selector)?.closest(".rich-text__toolbar"),
        ),
      violation.targets,
    );
    if (targets.length > 0) result.push({ ...violation, targets });
  }
  return result;
}

/** Opens `pathname` of the site in another tab of the same browser profile. */
export async function openInNewTab(page: Page, baseUrl: string, pathname: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(`${baseUrl}${pathname}`);
  return tab;
}
