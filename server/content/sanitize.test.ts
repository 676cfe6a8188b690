import { expect, test } from "vitest";
import { sanitizeRichText } from "./sanitize.ts";

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

test("escapes angle brackets that open no tag, and drops an unknown tag with its brackets", () => {
  expect(sanitizeRichText("a < b > c")).toBe("a &lt; b &gt; c");
  expect(sanitizeRichText("Eu <3 ciência")).toBe("Eu &lt;3 ciência");
  expect(sanitizeRichText("x<y e z>w")).toBe("xw");
});

test("decodes character references and escapes only what HTML needs", () => {
  expect(sanitizeRichText("<p>a &lt; b &amp; c &quot;d&quot; &eacute; &#8212;</p>")).toBe(
    '<p>a &lt; b &amp; c "d" é —</p>',
  );
});
