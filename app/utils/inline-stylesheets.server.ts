import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built client's files, beside the server build; absent in development. */
const CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/assets\/[\w.-]+\.css)"/;

/** Stylesheets read once: their names carry a content hash, so they never change. */
const cssByHref = new Map<string, string | null>();

/** A stylesheet's text, or null when it is not in the build or cannot sit in a `<style>`. */
function readStylesheet(href: string): string | null {
  const known = cssByHref.get(href);
  if (known !== undefined) return known;
  const file = path.join(CLIENT_DIR, href);
  // The href is one file under /assets/ (see HREF); a missing build leaves the link.
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  const css = text === null || /<\/style/i.test(text) ? null : text;
  cssByHref.set(href, css);
  return css;
}

/**
 * Puts the text of the page's own stylesheets in place of their links, so a page sent
 * without React paints from its HTML alone, with no stylesheet request before it
 * (decision 042). The styles carry no nonce: the policy allows inline styles (decision
 * 025), and a public page carries none, so the page cache keeps it as immutable bytes
 * (decision 047). A link whose file is not in the build stays a link.
 */
export function inlineStylesheets(html: string): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href ? readStylesheet(href) : null;
    return css === null ? link : `<style>${css}</style>`;
  });
}
