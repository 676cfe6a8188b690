import sanitizeHtml from "sanitize-html";

/**
 * The tags the admin rich-text editor can produce (headers 1-3, bold, italic, underline,
 * strike, ordered and bullet lists, links, paragraphs and line breaks). Anything else is
 * dropped on write, so stored HTML is always safe to render.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // script/style/iframe disappear with their content instead of leaving the text behind.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const attributes: sanitizeHtml.Attributes = /^https?:/i.test(href)
        ? { href, target: "_blank", rel: "noopener noreferrer" }
        : { href };
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

// Where a block starts or ends, or a line breaks, the words on either side stay apart.
const BLOCK_BOUNDARY = /<(?:\/?(?:p|div|h[1-6]|li|ul|ol|blockquote)|br)\b/gi;

/**
 * Text of a rich-text value without any markup, e.g. for excerpts and meta descriptions.
 * The result is plain text with its characters decoded (`&` rather than `&amp;`): render
 * it as text, never as HTML.
 */
export function stripTags(html: string): string {
  const escaped = sanitizeHtml(html.replace(BLOCK_BOUNDARY, " $&"), {
    allowedTags: [],
    allowedAttributes: {},
  });
  // sanitize-html escapes exactly these three in text; `&amp;` goes last so that an
  // escaped "&lt;" typed by the author comes back as the four characters it was.
  return escaped
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
