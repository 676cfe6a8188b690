import { expect, test } from "vitest";
import { grupoOf, normalizeLink, normalizeText } from "./grouping.ts";

test.each([
  ["https://WWW.Example.com/boato?utm_source=zap&utm_medium=x#topo", "example.com/boato"],
  ["http://example.com/boato/", "example.com/boato"],
  ["https://example.com/v?b=2&fbclid=abc&a=1", "example.com/v?a=1&b=2"],
  ["https://example.com:8443/", "example.com:8443"],
])("normalizeLink(%s) is %s", (link, expected) => {
  expect(normalizeLink(link)).toBe(expected);
});

test("normalizeText ignores case, accents, punctuation and spacing", () => {
  expect(normalizeText("  Vacina  CAUSA autismo!!! É verdade?")).toBe(
    normalizeText("vacina causa autismo... e verdade"),
  );
  expect(normalizeText("Vacina causa autismo")).not.toBe(normalizeText("Vacina causa febre"));
});

test("grupoOf prefers the link, then the text, then the file", () => {
  const hash = "f".repeat(64);
  expect(grupoOf({ link: "https://x.org/a?utm_id=1", texto: "oi", anexoHash: hash })).toBe(
    "link:x.org/a",
  );
  expect(grupoOf({ link: null, texto: "Olá!", anexoHash: hash })).toBe(
    grupoOf({ link: null, texto: "ola", anexoHash: null }),
  );
  expect(grupoOf({ link: null, texto: null, anexoHash: hash })).toBe(`anexo:${hash}`);
});
