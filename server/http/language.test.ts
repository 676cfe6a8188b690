import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import {
  matchLanguage,
  parseAcceptLanguage,
  pickLanguage,
  readCookie,
  requestLanguage,
} from "./language.ts";

/** The language of a request for `path` with these headers (names in lower case). */
function language(path: string, headers: Record<string, string> = {}) {
  return requestLanguage({ headers, url: path } as IncomingMessage);
}

test("language tags map to interface languages by their primary subtag", () => {
  expect(matchLanguage("pt-BR")).toBe("pt");
  expect(matchLanguage("EN_us")).toBe("en");
  expect(matchLanguage(" de ")).toBe("de");
  expect(matchLanguage("zh-CN")).toBeUndefined();
  expect(matchLanguage("")).toBeUndefined();
  expect(matchLanguage(null)).toBeUndefined();
});

test("the first supported candidate wins and Portuguese is the fallback", () => {
  expect(pickLanguage([undefined, "ja", "it-IT", "en"])).toBe("it");
  expect(pickLanguage(["ja", null, "xx"])).toBe("pt");
  expect(pickLanguage([])).toBe("pt");
});

test("Accept-Language tags come out by quality, then by order, without * or q=0", () => {
  expect(parseAcceptLanguage("fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, es;q=0")).toEqual([
    "de-DE",
    "en",
    "fr",
  ]);
  expect(parseAcceptLanguage("ru, it")).toEqual(["ru", "it"]);
  expect(parseAcceptLanguage("")).toEqual([]);
  expect(parseAcceptLanguage(null)).toEqual([]);
});

test("a cookie is read by exact name and decoded", () => {
  const header = "xselectedLanguage=fr; selectedLanguage=en%2Dx; other=1";

  expect(readCookie(header, "selectedLanguage")).toBe("en-x");
  expect(readCookie(header, "missing")).toBeUndefined();
  expect(readCookie("selectedLanguage=%E0%A4%A", "selectedLanguage")).toBe("%E0%A4%A");
  expect(readCookie(null, "selectedLanguage")).toBeUndefined();
});

test("the server takes the query string first", () => {
  expect(language("/?lng=es", { cookie: "selectedLanguage=en", "accept-language": "de" })).toBe(
    "es",
  );
});

test("the server takes the cookie when the query has no known language", () => {
  const headers = { cookie: "a=b; selectedLanguage=en", "accept-language": "de" };

  expect(language("/?lng=xx", headers)).toBe("en");
});

test("the server takes Accept-Language when there is no choice", () => {
  expect(language("/", { "accept-language": "ja, ru;q=0.9" })).toBe("ru");
});

test("the server falls back to Portuguese", () => {
  expect(language("/", { "accept-language": "ja" })).toBe("pt");
  expect(language("/")).toBe("pt");
});
