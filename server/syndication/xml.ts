/**
 * A small XML writer for the feeds and sitemaps. Text handed to `element` is always
 * escaped; only values it returned are written as markup, so a title can never open a tag.
 */
export type Xml = { readonly markup: string };

/**
 * Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab, line
 * feed and carriage return, unpaired surrogates and U+FFFE/U+FFFF. One of them pasted into
 * a title would make the whole feed unreadable, so they are dropped.
 */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text as it may stand in an element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => ESCAPES[character] ?? "");
}

/**
 * `<name attributes>content</name>`: a string content is escaped text, a list is child
 * elements, one per line. Attributes whose value is undefined are left out.
 */
export function element(
  name: string,
  attributes: Readonly<Record<string, string | undefined>> = {},
  content: string | readonly Xml[] = [],
): Xml {
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  const inner =
    typeof content === "string"
      ? escapeXml(content)
      : content.length > 0
        ? `\n${content.map((child) => child.markup).join("\n")}\n`
        : "";
  if (inner === "") return { markup: `<${name}${attributeText}/>` };
  return { markup: `<${name}${attributeText}>${inner}</${name}>` };
}

/** A whole document in UTF-8. */
export function xmlDocument(root: Xml): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.markup}\n`;
}
