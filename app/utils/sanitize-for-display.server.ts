import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

/*
 * Rich text is sanitised once when it is stored; this second pass runs on whatever is
 * about to be shown as HTML, so content that reached the database some other way (an
 * import, an older version, a manual fix) is still safe and readable on the page.
 * It runs in loaders only: the browser receives the finished HTML and no sanitiser.
 */

/** What the editor can produce, and therefore what the pages show as markup. */
const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ol",
  "ul",
  "li",
  "a",
];

const OPTIONS: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ["href", "target", "rel"],
  // http, https, mailto and tel, plus addresses without a scheme (relative links).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Unknown tags lose their markup but keep their words; script, style and iframe lose
  // both (DOMPurify's default FORBID_CONTENTS).
  KEEP_CONTENT: true,
};

/**
 * Names of HTML elements. A "<" that opens one of them is markup; any other "<" is a
 * character the author typed ("a < b", "<3") and is shown as such. Dangerous elements
 * are on the list on purpose, so that they are parsed and removed rather than shown.
 */
const ELEMENT_NAMES = `
  a abbr address area article aside audio b base bdi bdo big blockquote body br button
  canvas caption center cite code col colgroup data datalist dd del details dfn dialog
  div dl dt em embed fieldset figcaption figure font footer form frame frameset h[1-6]
  head header hgroup hr html i iframe img input ins kbd label legend li link main map
  mark marquee math menu meta meter nav noembed noframes noscript object ol optgroup
  option output p param picture plaintext pre progress q rp rt ruby s samp script search
  section select slot small source span strike strong style sub summary sup svg table
  tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr
  xmp
`
  .trim()
  .split(/\s+/);

/** A "<" that starts neither a whole tag of a known element nor a comment. */
const STRAY_LESS_THAN = new RegExp(
  `<(?!/?(?:${ELEMENT_NAMES.join("|")})(?:[\\s/][^<>]*)?>|!--)`,
  "gi",
);

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);
  // Outside links open in a new tab without handing it this page (as the stored text has them).
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    if (/^https?:/i.test(node.getAttribute("href") ?? "")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    } else {
      node.removeAttribute("target");
      node.removeAttribute("rel");
    }
  });
  purifier = instance;
  return instance;
}

/**
 * HTML that is safe to put in the page: script and iframe blocks are removed with their
 * content, only the editor's tags and safe links remain, and angle brackets that are not
 * part of a real tag are escaped so they show as typed.
 */
export function sanitizeForDisplay(html: string): string {
  const escaped = html.replace(STRAY_LESS_THAN, "&lt;");
  // Without a tag DOMPurify returns its input untouched; the serialiser that escapes ">"
  // in every other case never runs, so it is done here.
  if (!escaped.includes("<")) return escaped.replace(/>/g, "&gt;").trim();
  return getPurifier().sanitize(escaped, OPTIONS).trim();
}
