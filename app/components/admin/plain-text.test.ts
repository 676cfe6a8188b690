import { expect, test } from "vitest";
import { htmlToEditableText, textToHtml } from "./plain-text.ts";

test("rich text read into a text area keeps paragraphs and line breaks as lines", () => {
  expect(htmlToEditableText("<p>Primeiro\n   parágrafo</p>\n<p>Segundo<br>linha</p>")).toBe(
    "Primeiro parágrafo\nSegundo\nlinha",
  );
  expect(htmlToEditableText("Texto simples &amp; direto")).toBe("Texto simples & direto");
});

test("typed text is escaped into HTML text and comes back unchanged", () => {
  const typed = "  Se a < b e <b>c</b> & d\nnova linha  ";

  const html = textToHtml(typed);

  expect(html).toBe("Se a &lt; b e &lt;b&gt;c&lt;/b&gt; &amp; d<br>nova linha");
  expect(htmlToEditableText(html)).toBe(typed.trim());
});
