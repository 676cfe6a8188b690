import { expect, test } from "vitest";
import { optionalRichText, REQUIRED, requiredRichText } from "./common-schema.ts";
import { FakeNewsInputSchema } from "./fake-news/schema.ts";
import { NoticiaInputSchema } from "./noticias/schema.ts";
import { SobreProjetoInputSchema } from "./sobre-projeto/schema.ts";
import { SubprojetoInputSchema } from "./subprojetos/schema.ts";

const LIMIT = 200_000;

/**
 * Shapes that made the old length count quadratic, each exactly at the limit, and
 * whether they hold visible text (a `<` with no `>` after it is text, as on the page).
 */
const HOSTILE: [string, string, boolean][] = [
  ["less-than signs", "<".repeat(LIMIT), true],
  ["script openers without a closer", "<script>".repeat(LIMIT / 8), false],
  ["deeply nested tags", "<b>".repeat(50_000) + "</i>".repeat(12_500), false],
  ["unclosed comments", "<!--".repeat(LIMIT / 4), true],
  ["many attributes", `<a${' href="x"'.repeat(LIMIT / 9)}>`.slice(0, LIMIT), true],
  ["long entity runs", `&${"a".repeat(LIMIT / 2 - 1)}&#${"1".repeat(LIMIT / 2 - 2)}`, true],
  ["entities one after another", "&amp;".repeat(LIMIT / 5), true],
];

/**
 * The result and the best time of five runs: the machine may be busy with other work,
 * which only ever adds time, while a quadratic check of these inputs takes seconds.
 */
function timed<T>(run: () => T): { result: T; ms: number } {
  let result = run();
  let ms = Infinity;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const start = performance.now();
    result = run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { result, ms };
}

test.each(HOSTILE)(
  "a required rich text of 200,000 characters of %s is validated in under 50 ms",
  (_shape, html, valid) => {
    const schema = requiredRichText(LIMIT);
    expect(html.length).toBe(LIMIT);
    schema.safeParse("<p>aquecimento</p>");

    const { result, ms } = timed(() => schema.safeParse(html));

    expect(ms).toBeLessThan(50);
    expect(result.success).toBe(valid);
  },
);

test("a rich text of only markup is refused as missing", () => {
  const result = requiredRichText(LIMIT).safeParse("<p><br></p>");

  expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUIRED]);
});

test("a rich text one character over the limit reports only its length, and is never read", () => {
  const html = "<".repeat(LIMIT + 1);

  const { result, ms } = timed(() => requiredRichText(LIMIT).safeParse(html));

  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    "Use no máximo 200000 caracteres.",
  ]);
  expect(ms).toBeLessThan(50);
});

test("an optional rich text over the limit reports only its length", () => {
  const result = optionalRichText(10, { tooLong: "Longo demais." }).safeParse("<p>12345678901</p>");

  expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Longo demais."]);
});

test("an optional rich text without visible text becomes null", () => {
  expect(optionalRichText(20).parse("<p><br></p>")).toBeNull();
  expect(optionalRichText(10).parse(undefined)).toBeNull();
  expect(optionalRichText(20).parse("<p>texto</p>")).toBe("<p>texto</p>");
});

/** Every rich-text field of every input schema, over the limit by one character. */
const OVER_LIMIT = [
  ["news lead", NoticiaInputSchema, "lead", 5000, "O lead deve ter no máximo 300 caracteres."],
  ["news body", NoticiaInputSchema, "conteudo", LIMIT, "Use no máximo 200000 caracteres."],
  ["fake-news lead", FakeNewsInputSchema, "lead", 5000, "Use no máximo 5000 caracteres."],
  ["fake-news body", FakeNewsInputSchema, "conteudo", LIMIT, "Use no máximo 200000 caracteres."],
  [
    "sub-project summary",
    SubprojetoInputSchema,
    "resumo",
    20_000,
    "Use no máximo 20000 caracteres.",
  ],
  [
    "About page text",
    SobreProjetoInputSchema,
    "conteudo",
    LIMIT,
    "Use no máximo 200000 caracteres.",
  ],
] as const;

test.each(OVER_LIMIT)(
  "the %s one character over its limit reports only its length",
  (_field, schema, field, limit, message) => {
    const result = schema.safeParse({ [field]: "<".repeat(limit + 1) });

    const issues = result.error?.issues.filter((issue) => issue.path[0] === field);
    expect(issues?.map((issue) => issue.message)).toEqual([message]);
  },
);
