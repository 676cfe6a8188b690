import { expect, test } from "vitest";
import { pathOf, sameOriginPath } from "./same-origin-path.ts";

test("a path on the site is kept with its query and fragment", () => {
  const url = sameOriginPath("/noticias/12?pagina=2#comentarios");

  expect(url && pathOf(url)).toBe("/noticias/12?pagina=2#comentarios");
});

test("dot segments are resolved before the path is judged", () => {
  const url = sameOriginPath("/equipe/../sobre");

  expect(url && pathOf(url)).toBe("/sobre");
});

test("an encoded slash stays part of a path on the site", () => {
  const url = sameOriginPath("/%2F%2Fevil.example");

  expect(url && pathOf(url)).toBe("/%2F%2Fevil.example");
});

test.each([
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/x/..//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "javascript:alert(1)",
  "evil.example",
  "",
  undefined,
  42,
])("%j does not stay on the site and is refused", (value) => {
  expect(sameOriginPath(value)).toBeUndefined();
});
