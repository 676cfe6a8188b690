import { expect, test } from "vitest";
import { sanitizeForDisplay } from "./sanitize-for-display.server.ts";

test("script blocks are removed with their content", () => {
  expect(sanitizeForDisplay('<p>Antes</p><script>alert("x")</script><p>Depois</p>')).toBe(
    "<p>Antes</p><p>Depois</p>",
  );
});

test("iframe blocks are removed with their content", () => {
  expect(
    sanitizeForDisplay('<p>Texto</p><iframe src="https://example.org">fallback</iframe>'),
  ).toBe("<p>Texto</p>");
});

test("angle brackets that open no real tag are escaped and shown as typed", () => {
  expect(sanitizeForDisplay("a < b > c")).toBe("a &lt; b &gt; c");
  expect(sanitizeForDisplay("x<y e z>w")).toBe("x&lt;y e z&gt;w");
  expect(sanitizeForDisplay("Eu <3 ciência")).toBe("Eu &lt;3 ciência");
});

test("escaped text from the editor stays escaped once, not twice", () => {
  expect(sanitizeForDisplay("<p>a &lt; b &amp; c</p>")).toBe("<p>a &lt; b &amp; c</p>");
});

test("a stray bracket next to real markup is escaped and the markup is kept", () => {
  expect(sanitizeForDisplay("<p>5 < 7 e <strong>9 > 8</strong></p>")).toBe(
    "<p>5 &lt; 7 e <strong>9 &gt; 8</strong></p>",
  );
});

test("the editor's tags are kept", () => {
  const html =
    "<h1>Um</h1><h2>Dois</h2><h3>Três</h3><p><strong>n</strong> <b>b</b> <em>e</em> <i>i</i> " +
    "<u>u</u> <s>s</s><br></p><ol><li>1</li></ol><ul><li>2</li></ul>";

  expect(sanitizeForDisplay(html)).toBe(html);
});

test("outside links open in a new tab without the opener; other links stay as they are", () => {
  expect(
    sanitizeForDisplay(
      '<a href="https://example.org/a">fora</a> <a href="mailto:x@example.org" target="_self">mail</a> <a href="/noticias">dentro</a>',
    ),
  ).toBe(
    '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">fora</a> <a href="mailto:x@example.org">mail</a> <a href="/noticias">dentro</a>',
  );
});

test("dangerous links, handlers, styles and other elements are dropped, their words kept", () => {
  expect(
    sanitizeForDisplay(
      '<p onclick="x()" style="color:red"><a href="javascript:alert(1)">a</a> <img src="x" onerror="y()"><span>texto</span></p>',
    ),
  ).toBe("<p><a>a</a> texto</p>");
});

test("style blocks and comments disappear", () => {
  expect(sanitizeForDisplay("<style>p{}</style><!-- nota --><p>ok</p>")).toBe("<p>ok</p>");
});
