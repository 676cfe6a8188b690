import sanitizeHtml from "sanitize-html";
import {
  EXTERNAL_LINK_ATTRIBUTES,
  isExternalHref,
  LINK_SCHEMES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from "./rich-text.ts";

/*
 * The write side of rich text, server only: every rich-text field is sanitised here
 * before it is stored, so stored HTML is always safe to render (decision 017). The rules
 * are the allow-list of `rich-text.ts`; `richTextForDisplay` there recognises exactly the
 * HTML this produces.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // script/style/iframe disappear with their content instead of leaving the text behind.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const attributes: sanitizeHtml.Attributes = isExternalHref(href)
        ? { href, ...EXTERNAL_LINK_ATTRIBUTES }
        : { href };
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
