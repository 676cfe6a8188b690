import { expect, test } from "vitest";
import { sanitizeRichText, stripTags } from "./sanitize.ts";

test("keeps everything the editor can produce", () => {
  const html =
    "<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>d</strong> <b>e</b> <em>f</em> <i>g</i> <u>h</u> <s>i</s><br></p><ol><li>j</li></ol><ul><li>k</li></ul>";

  expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
});

test("removes script and iframe blocks with their content", () => {
  expect(
    sanitizeRichText('<p>a</p><script>alert(1)</script><iframe src="https://x.org">b</iframe>'),
  ).toBe("<p>a</p>");
});

test("removes event handlers and unknown attributes", () => {
  expect(
    sanitizeRichText('<p onclick="alert(1)" style="color:red">a</p><img src=x onerror=alert(1)>'),
  ).toBe("<p>a</p>");
});

test.each([
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:x",
  "//evil.example",
])("blanks a %s link", (href) => {
  expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
});

test.each([
  [
    "https://example.org",
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  ["mailto:a@b.org", '<a href="mailto:a@b.org">x</a>'],
  ["tel:+5591999999999", '<a href="tel:+5591999999999">x</a>'],
])("keeps a %s link", (href, expected) => {
  expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(expected);
});

test("stripTags leaves only the text", () => {
  expect(stripTags("<p>Olá <strong>mundo</strong></p>\n<p>de novo</p>")).toBe("Olá mundo de novo");
});

test("stripTags keeps the words of adjacent blocks and lines apart", () => {
  expect(
    stripTags("<h2>Título</h2><p>um</p><p>dois<br>três</p><ul><li>a</li><li>b</li></ul>"),
  ).toBe("Título um dois três a b");
});

test("stripTags returns the characters themselves, not their HTML escapes", () => {
  expect(stripTags("<p>P&amp;D &lt;b&gt; &quot;sim&quot; a&nbsp;b &amp;lt;</p>")).toBe(
    'P&D <b> "sim" a b &lt;',
  );
});

test("stripTags drops script and style blocks with their content", () => {
  expect(stripTags("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe("a b");
});
