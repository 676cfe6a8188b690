/*
 * Rich text (`lead`, `conteudo`, `conclusao`, `resumo`, `biografia` and the About page's
 * fields): what it may contain, how long it is, what it reads as, and how stored rich
 * text is shown. Isomorphic and dependency-free: the admin pages import it in the
 * browser. Writing goes through `sanitize.ts` beside this file (server only), which
 * builds its rules from the allow-list below.
 *
 * Everything here runs in time linear in the length of its input, whatever the input:
 * validation calls it on untrusted text before anything is stored, so no regular
 * expression in this file may backtrack over more than the run it starts on.
 */

/** The elements the admin editor produces (decision 010), and all that is ever stored. */
export const RICH_TEXT_TAGS = [
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
] as const;

/** The only element with attributes: a link's address, and for outside links its tab. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "target", "rel"],
};

/** Link schemes that are kept; any other scheme loses its address (the text stays). */
export const LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** Outside links open in a new tab without handing it the page. */
export const EXTERNAL_LINK_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;

export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

/* ---------------------------------------------------------------------------------- */
/* Markup removal                                                                       */
/* ---------------------------------------------------------------------------------- */

/** Elements whose content is code, not text: they disappear with what they hold. */
const HIDDEN_BLOCK_OPENER = /<(script|style|iframe)\b/gi;

/**
 * `html` without `<script>…</script>`, `<style>…</style>` and `<iframe>…</iframe>`
 * blocks: each opener up to the first closer of the same element, as the regular
 * expression `<(script|style|iframe)\b[\s\S]*?<\/\1\s*>` would remove them, but in
 * linear time. The lazy expression rescans the rest of the text for every opener that
 * has no closer, which is quadratic in the number of openers; here the position of the
 * next closer of each element is remembered, and "there is none" is remembered too.
 */
function withoutHiddenBlocks(html: string): string {
  if (!/<(?:script|style|iframe)/i.test(html)) return html;
  const closers = new Map<string, { from: number; start: number; end: number }>();
  const nextCloser = (name: string, from: number) => {
    const known = closers.get(name);
    // A closer found at `start` is the first one after any position up to `start`, and
    // a search that found none (start -1) finds none from anywhere later either.
    if (known && known.from <= from && (known.start === -1 || known.start >= from)) return known;
    const closer = new RegExp(`</${name}\\s*>`, "gi");
    closer.lastIndex = from;
    const match = closer.exec(html);
    const found = match
      ? { from, start: match.index, end: match.index + match[0].length }
      : { from, start: -1, end: -1 };
    closers.set(name, found);
    return found;
  };

  let result = "";
  let copied = 0;
  const opener = new RegExp(HIDDEN_BLOCK_OPENER.source, "gi");
  for (let match = opener.exec(html); match; match = opener.exec(html)) {
    const closer = nextCloser(match[1]!.toLowerCase(), match.index + match[0].length);
    if (closer.start === -1) {
      opener.lastIndex = match.index + 1;
      continue;
    }
    result += html.slice(copied, match.index);
    copied = closer.end;
    opener.lastIndex = closer.end;
  }
  return result + html.slice(copied);
}

/** Elements where the words before and after are apart on the page. */
const BLOCK_ELEMENTS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "ul",
  "ol",
  "blockquote",
]);
const TAG_NAME = /^<(\/?)([a-z][a-z0-9]*)/i;
const TAG_NAME_AT = /<(\/?)([a-z][a-z0-9]*)/iy;

type Separator = "" | " " | "\n";

/** What starts a tag for the HTML parser: a letter, `/` and a letter, or `!` (comments). */
const HTML_TAG_START = /<(?:\/?[a-z]|!)/iy;

/** Where the next `<` from `from` on starts a tag (with `anyTag`, any `<`); -1 if none does. */
function nextTagStart(html: string, from: number, anyTag = false): number {
  for (let open = html.indexOf("<", from); open !== -1; open = html.indexOf("<", open + 1)) {
    HTML_TAG_START.lastIndex = open;
    if (anyTag || HTML_TAG_START.test(html)) return open;
  }
  return -1;
}

/**
 * Walks `html` once, removing every tag up to the next `>`; a `<` with no `>` after it
 * stays as text, as it does on the page. With `anyTag` every `<` starts a tag (the
 * length count has always counted that way); otherwise only a `<` that starts one for an
 * HTML parser does, so "a < b > c" and "<3" stay text. `separator` says what a removed
 * tag leaves in its place. The next `>` is searched once per tag and never again after
 * there is none, so a text of 200,000 `<` is read once rather than 200,000 times.
 */
function withoutTags(
  html: string,
  anyTag: boolean,
  separator?: (tag: string) => Separator,
): string {
  const kept: string[] = [];
  let copied = 0;
  let position = 0;
  while (position < html.length) {
    const open = nextTagStart(html, position, anyTag);
    if (open === -1) break;
    const close = html.indexOf(">", open + 1);
    if (close === -1) break;
    if (open > copied) kept.push(html.slice(copied, open));
    if (separator) kept.push(separator(html.slice(open, close + 1)));
    copied = position = close + 1;
  }
  kept.push(html.slice(copied));
  return kept.join("");
}

/* ---------------------------------------------------------------------------------- */
/* Length                                                                              */
/* ---------------------------------------------------------------------------------- */

const NO_BREAK_SPACE_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;
/**
 * A character reference. Each alternative is one run of one character class followed by
 * one `;`, so a failed match costs the length of that run, which no other `&` shares.
 */
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/**
 * The number of characters a reader sees in a piece of rich text: markup and the content
 * of script/style/iframe blocks are left out, an entity counts as one character and a
 * run of white space as one space. Forms count with it as the editor types.
 */
export function richTextLength(html: string): number {
  const text = withoutTags(withoutHiddenBlocks(html), true)
    .replace(NO_BREAK_SPACE_ENTITY, " ")
    .replace(ENTITY, "_")
    .replace(/\s+/g, " ")
    .trim();
  let length = 0;
  // Code points, not UTF-16 units: an emoji is one character.
  for (const _character of text) length += 1;
  return length;
}

/** Whether rich text shows anything once rendered: an emptied editor (`<p><br></p>`) does not. */
export function hasVisibleText(html: string | null | undefined): html is string {
  return !!html && richTextLength(html) > 0;
}

/* ---------------------------------------------------------------------------------- */
/* Text                                                                                */
/* ---------------------------------------------------------------------------------- */

const NAMED_CHARACTERS: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeCharacter(reference: string, body: string): string {
  if (body.startsWith("#")) {
    const code =
      body[1] === "x" || body[1] === "X"
        ? Number.parseInt(body.slice(2), 16)
        : Number.parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : "\ufffd";
  }
  return NAMED_CHARACTERS[body.toLowerCase()] ?? reference;
}

/**
 * Stored rich text as plain text, for excerpts, cards, meta descriptions, JSON-LD and the
 * editors' text areas. Markup goes, words either side of a block or a line break stay
 * apart, characters are decoded (`&` rather than `&amp;`) and white space is collapsed.
 * With `lines`, each paragraph, heading, list item or line break ends a line.
 *
 * The result is text: render it as text, never as HTML. Stored rich text holds only the
 * references the sanitiser writes (`&amp;`, `&lt;`, `&gt;`) and numeric ones; any other
 * named reference is left as written.
 */
export function richTextToText(html: string, options: { lines?: boolean } = {}): string {
  const lines = options.lines === true;
  const source = lines ? html.replace(/\s+/g, " ") : html;
  const text = withoutTags(withoutHiddenBlocks(source), false, (tag) => {
    const [, closing, name = ""] = TAG_NAME.exec(tag) ?? [];
    const element = name.toLowerCase();
    if (element === "br") return lines ? "\n" : " ";
    if (!BLOCK_ELEMENTS.has(element)) return "";
    return lines && closing ? "\n" : " ";
  }).replace(ENTITY, decodeCharacter);
  // One match per run of white space: `[^\S\n]*\n` would rescan a long run of spaces from
  // each of its positions.
  return text.replace(/\s+/g, (run) => (lines && run.includes("\n") ? "\n" : " ")).trim();
}

/* ---------------------------------------------------------------------------------- */
/* Display                                                                             */
/* ---------------------------------------------------------------------------------- */

const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);

/**
 * One tag exactly as the sanitiser writes it: `<p>`, `</p>`, `<br />`, `<a>`,
 * `<a href="…">` or `<a href="…" target="_blank" rel="noopener noreferrer">`. Matched
 * sticky at one position; `[^"]*` stops at the first quote, so a failed match costs at
 * most the rest of the text once, and the check stops at the first failure.
 */
const STORED_TAG =
  /<(\/?)([a-z][a-z0-9]*)(?: href="([^"]*)"(?: target="_blank" rel="noopener noreferrer")?)?( ?\/)?>/y;

/** Whether an address, as written in an attribute by the sanitiser, is one a link may keep. */
function isAllowedStoredHref(attribute: string): boolean {
  // The sanitiser escapes `&` in attributes; any other reference (`&colon;`) could hide
  // a scheme from this check and not from the browser.
  if (/&(?!(?:amp|quot|lt|gt);)/i.test(attribute)) return false;
  const href = attribute
    .replace(/&quot;/gi, '"')
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&amp;/gi, "&")
    // Browsers ignore control characters and spaces in a scheme (`java\tscript:`).
    .replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return (LINK_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase());
  // `//host` and `/\host` leave the site.
  return !/^[/\\]{2}/.test(href);
}

/**
 * Whether `html` is rich text as the sanitiser writes it: only allowed elements, written
 * the sanitiser's way, with allowed addresses, properly nested, and no `<` in the text.
 */
export function isStoredRichText(html: string): boolean {
  const open: string[] = [];
  let position = 0;
  while (position < html.length) {
    const next = html.indexOf("<", position);
    if (next === -1) break;
    STORED_TAG.lastIndex = next;
    const match = STORED_TAG.exec(html);
    if (!match) return false;
    const [tag, closing, name = "", href, selfClosing] = match;
    if (!ALLOWED_ELEMENTS.has(name)) return false;
    if (href !== undefined && (name !== "a" || closing || !isAllowedStoredHref(href))) {
      return false;
    }
    if (name === "br") {
      if (closing) return false;
    } else if (selfClosing) {
      return false;
    } else if (closing) {
      if (open.pop() !== name) return false;
    } else {
      open.push(name);
    }
    position = next + tag.length;
  }
  return open.length === 0;
}

/** Elements whose content is never shown: removed with it, up to their closer. */
const HIDDEN_ELEMENTS = new Set([
  "script",
  "style",
  "iframe",
  "noscript",
  "textarea",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "object",
  "embed",
  "template",
  "svg",
  "math",
]);

/** Text for HTML: `<` and `>` escaped, and an `&` that starts no reference too. */
function escapeText(text: string): string {
  if (!/[<>&]/.test(text)) return text;
  return text
    .replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** The first `href=` of a tag; its value is read by hand after it, once. */
const HREF_NAME = /(?:^|[\s"'/])href\s*=\s*/i;

/** A link's address from a tag as anyone may have written it, if a link may keep it. */
function allowedHref(tag: string): string | null {
  const name = HREF_NAME.exec(tag);
  if (!name) return null;
  const start = name.index + name[0].length;
  const quote = tag[start];
  let written: string;
  if (quote === '"' || quote === "'") {
    const end = tag.indexOf(quote, start + 1);
    if (end === -1) return null;
    written = tag.slice(start + 1, end);
  } else {
    written = /^[^\s>]*/.exec(tag.slice(start))![0];
  }
  // A named reference this file cannot decode could hide a scheme: the address goes.
  if (/&(?!(?:amp|quot|lt|gt|apos|nbsp);|#)/i.test(written)) return null;
  const href = written.replace(ENTITY, decodeCharacter).trim();
  return isAllowedStoredHref(escapeAttribute(href)) ? href : null;
}

/**
 * Rich text that did not come from the sanitiser, rebuilt from what it says: allowed
 * elements written afresh (a link with an allowed address only), hidden elements and
 * comments removed with their content, every other tag removed and its words kept, and
 * text escaped. The output is written here from scratch, never copied from the input,
 * so a tag this reading gets wrong costs words, never safety. Elements are closed in
 * order; whatever is still open at the end is closed.
 */
function rebuildAllowed(html: string): string {
  let result = "";
  const open: string[] = [];
  const openCount = new Map<string, number>();
  const close = (name: string) => {
    if (!openCount.get(name)) return;
    for (let top = open.pop(); top !== undefined; top = open.pop()) {
      openCount.set(top, openCount.get(top)! - 1);
      result += `</${top}>`;
      if (top === name) return;
    }
  };

  // Text from `position` on is copied (escaped) when the next tag is found.
  let position = 0;
  let scanned = 0;
  while (scanned < html.length) {
    const next = nextTagStart(html, scanned);
    if (next === -1) break;
    if (next > position) result += escapeText(html.slice(position, next));
    if (html.startsWith("<!--", next)) {
      const end = html.indexOf("-->", next + 4);
      // An unclosed comment hides the rest of the text, as it does in the browser.
      position = scanned = end === -1 ? html.length : end + 3;
      continue;
    }
    const end = html.indexOf(">", next + 1);
    if (end === -1) {
      position = html.length;
      break;
    }
    position = scanned = end + 1;
    TAG_NAME_AT.lastIndex = next;
    const [, closing, written = ""] = TAG_NAME_AT.exec(html) ?? [];
    const name = written.toLowerCase();
    if (HIDDEN_ELEMENTS.has(name)) {
      if (closing) continue;
      const closer = new RegExp(`</${name}\\s*>`, "gi");
      closer.lastIndex = position;
      const found = closer.exec(html);
      position = scanned = found ? found.index + found[0].length : html.length;
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(name)) continue;
    if (name === "br") {
      result += "<br />";
    } else if (closing) {
      close(name);
    } else {
      open.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
      if (name !== "a") {
        result += `<${name}>`;
      } else {
        const href = allowedHref(html.slice(next, end + 1));
        result +=
          href === null
            ? "<a>"
            : isExternalHref(href)
              ? `<a href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer">`
              : `<a href="${escapeAttribute(href)}">`;
      }
    }
  }
  result += escapeText(html.slice(position));
  while (open.length > 0) close(open[open.length - 1]!);
  return result.trim();
}

/**
 * The HTML to put in a page for a stored rich-text value; every place that renders
 * stored rich text as HTML goes through it. Stored text was sanitised when it was
 * written (and again by a migration whenever the rules changed, decision 017), so this
 * mostly confirms it: text in the sanitiser's form is returned as it is. Anything else
 * (text that reached the database some other way) is rebuilt from the allow-list:
 * script and iframe blocks go, stray angle brackets are escaped. One linear pass, no
 * parser, the same result on the server and in the browser.
 */
export function richTextForDisplay(stored: string): string {
  return isStoredRichText(stored) ? stored : rebuildAllowed(stored);
}
