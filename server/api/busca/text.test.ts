import { expect, test } from "vitest";
import { fold } from "../../content/fold-text.ts";
import { EXCERPT_LENGTH, excerptOf, highlights, indexText, queryStems } from "./text.ts";

test("folding lowers case and removes accents", () => {
  expect(fold("Malária AÇÃO Pão")).toBe("malaria acao pao");
});

test("singular and plural, with or without accents, share a stem", () => {
  expect(indexText("Vacina vacinas VACINA")).toBe("vacin vacin vacin");
  expect(indexText("malária malaria")).toBe("mal mal");
});

test("a query keeps distinct stems and drops common words", () => {
  expect(queryStems("A vacina e as vacinas da gripe")).toEqual(["vacin", "grip"]);
  expect(queryStems("de a o")).toEqual([]);
});

test("highlights mark every word that shares a stem with the query", () => {
  expect(highlights("Vacinas: a vacina, vacinadas.", new Set(["vacin"]))).toEqual([
    [0, 7],
    [11, 17],
    [19, 28],
  ]);
});

test("an excerpt starts at the text's beginning when the match is near it", () => {
  const text = `Começo com vacina. ${"palavra ".repeat(60)}fim`;

  const excerpt = excerptOf(text, new Set(["vacin"]));

  expect(excerpt.text.startsWith("Começo com vacina.")).toBe(true);
  expect(excerpt.text.endsWith(" …")).toBe(true);
  expect(excerpt.highlights).toEqual([[11, 17]]);
});

test("an excerpt moves to a match far into the text, cut at word boundaries", () => {
  const text = `${"antes ".repeat(100)}a vacina chegou ${"depois ".repeat(100)}`;

  const excerpt = excerptOf(text, new Set(["vacin"]));

  expect(excerpt.text.startsWith("… antes")).toBe(true);
  expect(excerpt.text).toContain("a vacina chegou");
  expect(excerpt.text.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 4);
  const [start, end] = excerpt.highlights[0] ?? [0, 0];
  expect(excerpt.text.slice(start, end)).toBe("vacina");
});
