import { expect, test } from "vitest";
import { splitTags, topicSlug } from "./topics.ts";

test("a topic's slug is lowercase, without accents, with single hyphens between words", () => {
  expect(topicSlug("Saúde Pública")).toBe("saude-publica");
  expect(topicSlug("  COVID-19 ")).toBe("covid-19");
  expect(topicSlug("Amazônia / Pará")).toBe("amazonia-para");
  expect(topicSlug("Saúde".normalize("NFD"))).toBe("saude");
  expect(topicSlug("Здоровье")).toBe("здоровье");
  expect(topicSlug("!!!")).toBe("");
});

test("tags are split on commas, trimmed, and a topic named twice is kept once", () => {
  expect(splitTags(" saúde, vacinas ,, Saude, Amazônia")).toEqual(["saúde", "vacinas", "Amazônia"]);
  expect(splitTags(null)).toEqual([]);
  expect(splitTags("")).toEqual([]);
});
