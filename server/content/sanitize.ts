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

/** Text of a rich-text value without any markup, e.g. for excerpts and meta descriptions. */
export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
