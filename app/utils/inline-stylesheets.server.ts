import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built client's files, beside the server build; absent in development. */
const CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/assets\/[\w.-]+\.css)"/;

/** Stylesheets read once: their names carry a content hash, so they never change. */
const cssByHref = new Map<string, string | null>();

function readStylesheet(href: string): string | null {
  const known = cssByHref.get(href);
  if (known !== undefined) return known;
  const file = path.join(CLIENT_DIR, href);
  // The href is one file under /assets/ (see HREF); a missing build leaves the link.
  const css = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  cssByHref.set(href, css);
  return css;
}

/**
 * Puts the text of the page's own stylesheets in place of their links, so a page sent
 * without React paints from its HTML alone, with no stylesheet request before it
 * (decision 042). The styles carry the answer's nonce; the policy allows inline styles
 * anyway (decision 025). A link whose file is not in the build stays a link.
 */
export function inlineStylesheets(html: string, nonce: string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href ? readStylesheet(href) : null;
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style${nonce ? ` nonce="${nonce}"` : ""}>${css}</style>`;
  });
}
