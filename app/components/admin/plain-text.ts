/*
 * Plain-text fields over rich-text columns. The lead is typed in a text area but stored
 * as rich text: what the editor types is sent as HTML text (escaped, so "<b>" stays four
 * characters instead of becoming bold), and stored markup is read back as text. Browser
 * only: it parses with the browser's inert DOMParser.
 */

// Where a block starts or ends, or a line breaks, the words on either side stay apart.
const BLOCK_BOUNDARY = /<(?:\/?(?:p|div|h[1-6]|li|ul|ol|blockquote)|br)\b/gi;
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|ul|ol|blockquote)\s*>|<br\s*\/?>/gi;

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

/** Rich text as one line of text, e.g. for a card: markup gone, characters decoded. */
export function htmlToText(html: string): string {
  return textOf(html.replace(BLOCK_BOUNDARY, " $&")).replace(/\s+/g, " ").trim();
}

/** Rich text as a text area shows it: each paragraph or line break on a line of its own. */
export function htmlToEditableText(html: string): string {
  return textOf(html.replace(/\s+/g, " ").replace(BLOCK_END, "$&\n"))
    .replace(/[^\S\n]*\n\s*/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .trim();
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
