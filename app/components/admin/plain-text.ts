import { richTextToText } from "#server/content/rich-text.ts";

/*
 * Plain-text fields over rich-text columns. The lead is typed in a text area but stored
 * as rich text: what the editor types is sent as HTML text (escaped, so "<b>" stays four
 * characters instead of becoming bold), and stored markup is read back as text.
 */

/** Rich text as a text area shows it: each paragraph or line break on a line of its own. */
export function htmlToEditableText(html: string): string {
  return richTextToText(html, { lines: true });
}

/** Typed text as HTML text: markup characters escaped, each new line a line break. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r?\n/g, "<br>");
}
