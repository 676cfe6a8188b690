import { expect, test } from "vitest";
import { hasVisibleText, richTextLength } from "./common-schema.ts";

test.each([
  ["<p>Olá <strong>mundo</strong></p>", 9],
  ["<p>a &amp; b</p>", 5],
  ["<p>a</p><script>alert(1)</script>", 1],
  ["<p><br></p>", 0],
  ["<p>&nbsp;</p>", 0],
])("richTextLength(%j) counts the %i characters a reader sees", (html, length) => {
  expect(richTextLength(html)).toBe(length);
});

test("hasVisibleText is false for empty, missing and markup-only rich text", () => {
  expect([null, undefined, "", "<p><br></p>", "<iframe>x</iframe>"].map(hasVisibleText)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(hasVisibleText("<h2>Objetivos</h2>")).toBe(true);
});
