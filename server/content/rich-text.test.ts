import sanitizeHtml from "sanitize-html";
import { expect, test } from "vitest";
import {
  hasVisibleText,
  isStoredRichText,
  richTextForDisplay,
  richTextLength,
  richTextToText,
} from "./rich-text.ts";
import { sanitizeRichText } from "./sanitize.ts";

/*
 * The length count and the text of stored rich text used to be written as regular
 * expressions and a sanitize-html pass. Those versions are kept here as oracles: the
 * linear versions must give the same answers on every input.
 */
function regexRichTextLength(html: string): number {
  const text = html
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, "_")
    .replace(/\s+/g, " ")
    .trim();
  return [...text].length;
}

function sanitizeHtmlText(html: string): string {
  const escaped = sanitizeHtml(
    html.replace(/<(?:\/?(?:p|div|h[1-6]|li|ul|ol|blockquote)|br)\b/gi, " $&"),
    { allowedTags: [], allowedAttributes: {} },
  );
  return escaped
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A small deterministic generator, so a failure names an input that can be replayed. */
function randomInputs(count: number, seed: number): string[] {
  const pieces = [
    "<",
    ">",
    "/",
    " ",
    "\n",
    "a",
    "é",
    "😀",
    "&",
    "#",
    ";",
    "&amp;",
    "&lt;",
    "&nbsp;",
    "&#160;",
    "&#x41;",
    "&eacute;",
    "<p>",
    "</p>",
    "<br>",
    "<strong>",
    "</strong>",
    "<li>",
    "<ul>",
    "</ul>",
    "<h2>",
    "<script>",
    "</script>",
    "</SCRIPT >",
    "<style>",
    "</style>",
    "<iframe",
    "</iframe>",
    "<!--",
    "-->",
    '<a href="https://example.org/?a=1&b=2">',
    '<a href="javascript:alert(1)">',
    "</a>",
    '"',
    "x<y",
    "<3",
  ];
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 24 }, () => pieces[next() % pieces.length]).join(""),
  );
}

const INPUTS = randomInputs(3000, 17);

test("richTextLength gives the answer of the regular expressions it replaces, on any input", () => {
  const differences = INPUTS.filter((html) => richTextLength(html) !== regexRichTextLength(html));

  expect(differences).toEqual([]);
});

test.each([
  ["<p>Olá <strong>mundo</strong></p>", 9],
  ["<p>a &amp; b</p>", 5],
  ["<p>a</p><script>alert(1)</script>", 1],
  ["<p><br></p>", 0],
  ["<p>&nbsp;</p>", 0],
  ["<p>um emoji 😀</p>", 10],
  ["a < b", 5],
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

test("richTextToText reads stored rich text as the sanitize-html pass it replaces did", () => {
  const stored = INPUTS.map(sanitizeRichText);

  const differences = stored.filter((html) => richTextToText(html) !== sanitizeHtmlText(html));

  expect(differences).toEqual([]);
});

test("richTextToText leaves only the text, words of adjacent blocks and lines kept apart", () => {
  expect(richTextToText("<p>Olá <strong>mundo</strong></p>\n<p>de novo</p>")).toBe(
    "Olá mundo de novo",
  );
  expect(
    richTextToText("<h2>Título</h2><p>um</p><p>dois<br>três</p><ul><li>a</li><li>b</li></ul>"),
  ).toBe("Título um dois três a b");
  expect(richTextToText("")).toBe("");
});

test("richTextToText returns the characters themselves, not their HTML escapes", () => {
  expect(richTextToText("<p>P&amp;D &lt;b&gt; &quot;sim&quot; a&nbsp;b &amp;lt; &#8212;</p>")).toBe(
    'P&D <b> "sim" a b &lt; —',
  );
});

test("richTextToText drops script, style and iframe blocks with their content", () => {
  expect(
    richTextToText("<p>a</p><script>alert(1)</script><style>p{}</style><iframe>x</iframe><p>b</p>"),
  ).toBe("a b");
});

test("richTextToText keeps angle brackets that open no tag", () => {
  expect(richTextToText("a < b > c")).toBe("a < b > c");
  expect(richTextToText("Eu <3 ciência")).toBe("Eu <3 ciência");
});

test("richTextToText with lines keeps paragraphs, headings, items and line breaks as lines", () => {
  expect(
    richTextToText("<p>Primeiro\n   parágrafo</p>\n<p>Segundo<br>linha</p>", { lines: true }),
  ).toBe("Primeiro parágrafo\nSegundo\nlinha");
  expect(richTextToText("<h2>T</h2><ul><li>a</li><li>b</li></ul>fim", { lines: true })).toBe(
    "T\na\nb\nfim",
  );
  expect(richTextToText("Texto simples &amp; direto", { lines: true })).toBe(
    "Texto simples & direto",
  );
});

test("every text the sanitiser writes is recognised as stored rich text and shown unchanged", () => {
  const stored = INPUTS.map(sanitizeRichText);

  const refused = stored.filter((html) => richTextForDisplay(html) !== html);

  expect(refused).toEqual([]);
});

test.each([
  ['<p>Antes</p><script>alert("x")</script><p>Depois</p>', "<p>Antes</p><p>Depois</p>"],
  ['<p>Texto</p><iframe src="https://example.org">fallback</iframe>', "<p>Texto</p>"],
  ["a < b > c", "a &lt; b &gt; c"],
  ["Eu <3 ciência", "Eu &lt;3 ciência"],
  ["<p>a &lt; b &amp; c</p>", "<p>a &lt; b &amp; c</p>"],
  ["<p>5 < 7 e <strong>9 > 8</strong></p>", "<p>5 &lt; 7 e <strong>9 &gt; 8</strong></p>"],
  [
    "<h1>Um</h1><h2>Dois</h2><h3>Três</h3><p><strong>n</strong> <b>b</b> <em>e</em> <i>i</i> " +
      "<u>u</u> <s>s</s><br></p><ol><li>1</li></ol><ul><li>2</li></ul>",
    "<h1>Um</h1><h2>Dois</h2><h3>Três</h3><p><strong>n</strong> <b>b</b> <em>e</em> <i>i</i> " +
      "<u>u</u> <s>s</s><br /></p><ol><li>1</li></ol><ul><li>2</li></ul>",
  ],
  [
    '<a href="https://example.org/a">fora</a> <a href="mailto:x@example.org" target="_self">mail</a> <a href="/noticias">dentro</a>',
    '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">fora</a> <a href="mailto:x@example.org">mail</a> <a href="/noticias">dentro</a>',
  ],
  [
    '<p onclick="x()" style="color:red"><a href="javascript:alert(1)">a</a> <img src="x" onerror="y()"><span>texto</span></p>',
    "<p><a>a</a> texto</p>",
  ],
  ["<style>p{}</style><!-- nota --><p>ok</p>", "<p>ok</p>"],
])("what the editors send as %j is shown as %j", (sent, shown) => {
  expect(richTextForDisplay(sanitizeRichText(sent))).toBe(shown);
});

test.each([
  ['<p>Antes</p><script>alert("x")</script><p>Depois</p>', "<p>Antes</p><p>Depois</p>"],
  ['<p>Texto</p><iframe src="https://example.org">fallback</iframe>', "<p>Texto</p>"],
  ["<p>a</p><script>sem fim", "<p>a</p>"],
  ["a < b > c", "a &lt; b &gt; c"],
  ["Eu <3 ciência", "Eu &lt;3 ciência"],
  ["<p>5 < 7 e <strong>9 > 8</strong></p>", "<p>5 &lt; 7 e <strong>9 &gt; 8</strong></p>"],
  ['<p onclick="x()" title="t">a</p>', "<p>a</p>"],
  ['<img src="x" onerror="y()">b<span>c</span>', "bc"],
  ['<a href="javascript:alert(1)">a</a>', "<a>a</a>"],
  ['<a href="java&#115;cript:alert(1)">a</a>', "<a>a</a>"],
  ['<a href="javascript&colon;alert(1)">a</a>', "<a>a</a>"],
  ['<a href="java\tscript:alert(1)">a</a>', "<a>a</a>"],
  ['<a href="//evil.example">a</a>', "<a>a</a>"],
  ['<a href="/\\evil.example">a</a>', "<a>a</a>"],
  [
    "<A HREF='https://x.org/?a=1&amp;b=2' onclick=\"y()\">a</A>",
    '<a href="https://x.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">a</a>',
  ],
  ["<a href=mailto:a@b.org>m</a>", '<a href="mailto:a@b.org">m</a>'],
  ["<strong>sem fim", "<strong>sem fim</strong>"],
  ["<em>a</strong>b", "<em>ab</em>"],
  ["</p>x", "x"],
  ["<p>a<!-- x --></p><!-- sem fim", "<p>a</p>"],
])(
  "stored text not in the sanitiser's form (%j) is rebuilt from the allow-list as %j",
  (stored, shown) => {
    expect(isStoredRichText(stored)).toBe(false);
    expect(richTextForDisplay(stored)).toBe(shown);
  },
);

test.each([
  '<a href="https://example.org/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">x</a>',
  '<a href="HTTPS://X" target="_blank" rel="noopener noreferrer">x</a>',
  '<a href="mailto:a@b.org">x</a>',
  '<a href="tel:+5591999999999">x</a>',
  '<a href="/noticias/1#topo">x</a>',
  "<a>x</a>",
  "<p>a<br>b<br/>c<br />d</p>",
  'texto sem marcação, com &amp; e "aspas"\n',
])("stored rich text %j is shown as it is", (stored) => {
  expect(richTextForDisplay(stored)).toBe(stored);
});

/*
 * Shapes that make backtracking expressions or naive scanners quadratic. 200,000
 * characters is the longest rich text a form may send.
 */
const HOSTILE: Record<string, string> = {
  "less-than signs": "<".repeat(200_000),
  "script openers without a closer": "<script".repeat(200_000 / 7),
  "mixed openers without closers": "<style<iframe<script".repeat(200_000 / 20),
  "deeply nested tags": "<b>".repeat(49_999) + "x" + "</i>".repeat(12_499),
  "unclosed comments": "<!--".repeat(50_000),
  "many attributes": `<a ${'href="x" '.repeat(22_221)}`,
  "long entity runs": `&${"a".repeat(99_999)}&#${"1".repeat(99_998)}`,
  "entities one after another": "&amp;".repeat(40_000),
  "an unterminated attribute": `<a href="${"x".repeat(199_990)}`,
  "unterminated quotes in one tag": `<a${" href='x".repeat(24_999)}>`,
  "script openers in a link": `<a href=/>${"<script".repeat(28_570)}`,
  "tags without a closing bracket": "<p".repeat(100_000),
  "block openers, each leaving a space": "<p>".repeat(66_666),
  "encoded spaces": "&#32;".repeat(40_000),
};

/**
 * The best of five runs: the machine may be busy with other work, which only ever adds
 * time, while a quadratic pass over these inputs takes seconds on every run.
 */
function elapsed(run: () => unknown): number {
  const times = [0, 1, 2, 3, 4].map(() => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return Math.min(...times);
}

test.each(Object.entries(HOSTILE))(
  "200,000 characters of %s are measured in under 50 ms, and read and shown in linear time",
  (_shape, html) => {
    expect(html.length).toBeGreaterThan(199_000);
    expect(html.length).toBeLessThanOrEqual(200_000);

    const validation = [elapsed(() => richTextLength(html)), elapsed(() => hasVisibleText(html))];
    const reading = [
      elapsed(() => richTextToText(html)),
      elapsed(() => richTextToText(html, { lines: true })),
      elapsed(() => richTextForDisplay(html)),
    ];

    // Validation runs on every write, on untrusted input.
    expect(Math.max(...validation)).toBeLessThan(50);
    // Reading runs on stored text. A quadratic pass over 200,000 characters takes seconds;
    // the bound is looser than validation's only to stay clear of a busy machine's noise.
    expect(Math.max(...reading)).toBeLessThan(250);
  },
);
