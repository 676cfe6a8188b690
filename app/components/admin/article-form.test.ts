import { expect, test } from "vitest";
import { tagSuggestions } from "./article-form.tsx";

const TEMAS = ["saúde", "Vacinas", "Amazônia"];

test("with nothing typed every topic in use is suggested", () => {
  expect(tagSuggestions("", TEMAS)).toEqual(TEMAS);
});

test("suggestions complete the tag being typed and keep those before it, without repeating them", () => {
  expect(tagSuggestions("Saúde, vac", TEMAS)).toEqual(["Saúde, Vacinas", "Saúde, Amazônia"]);
  expect(tagSuggestions("saúde,", TEMAS)).toEqual(["saúde, Vacinas", "saúde, Amazônia"]);
});
