import { expect, test } from "vitest";
import { splitTags, temaSlug } from "./topics.ts";

test("a topic's slug is lowercase, without accents, with single hyphens between words", () => {
  expect(temaSlug("Saúde Pública")).toBe("saude-publica");
  expect(temaSlug("  COVID-19 ")).toBe("covid-19");
  expect(temaSlug("Amazônia / Pará")).toBe("amazonia-para");
  expect(temaSlug("Saúde".normalize("NFD"))).toBe("saude");
  expect(temaSlug("Здоровье")).toBe("здоровье");
  expect(temaSlug("!!!")).toBe("");
});

test("tags are split on commas, trimmed, and a topic named twice is kept once", () => {
  expect(splitTags(" saúde, vacinas ,, Saude, Amazônia")).toEqual(["saúde", "vacinas", "Amazônia"]);
  expect(splitTags(null)).toEqual([]);
  expect(splitTags("")).toEqual([]);
});
