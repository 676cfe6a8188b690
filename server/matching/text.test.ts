import { expect, test } from "vitest";
import {
  linksIn,
  matchingText,
  normalizeLinkForMatching,
  trigramSimilarity,
  trigramsOf,
} from "./text.ts";

const similarity = (a: string, b: string) =>
  trigramSimilarity(trigramsOf(matchingText(a)), trigramsOf(matchingText(b)));

test.each([
  ["Vacina NÃO é segura", "vacina nao segura"],
  ["vc sabia q tb pq n", "voce sabia tambem porque nao"],
  ["muuuuito cuidadooo kkkkk", "muito cuidado k"],
  ["😱😱 A vacina!!! 🚨", "vacina"],
  ["Encaminhada com frequência\nA vacina", "vacina"],
  ["Forwarded\nURGENTE repassem: a vacina", "vacina"],
  ["O uso de máscaras em escolas e nos ônibus", "uso mascaras escolas onibus"],
  ["veja https://exemplo.org/a?b=1 agora", "veja agora"],
])("the matching text of %j is %j", (text, expected) => {
  expect(matchingText(text)).toBe(expected);
});

test("a claim inside a longer message still scores high; shared small words do not", () => {
  const claim = "A vacina contra a gripe causa infertilidade em mulheres";

  expect(similarity(claim, claim)).toBe(1);
  expect(
    similarity("URGENTE vc sabia q a vacina da gripe causa infertilidade nas mulheres", claim),
  ).toBeGreaterThan(0.6);
  expect(similarity("mulheres podem se inscrever no concurso até sexta", claim)).toBeLessThan(0.4);
  expect(similarity("", claim)).toBe(0);
});

test("links are found with or without a scheme and normalised as the grouping of tips does", () => {
  expect(
    linksIn("Veja https://m.exemplo.com.br/a/?utm_source=zap&id=2. E www.outro.org/b, e http://."),
  ).toEqual(["exemplo.com.br/a?id=2", "outro.org/b"]);
  expect(normalizeLinkForMatching("https://www.exemplo.com.br/a/")).toBe("exemplo.com.br/a");
});
