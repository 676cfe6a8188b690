import { afterEach, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import {
  detectBrowserLanguage,
  detectRequestLanguage,
  parseAcceptLanguage,
  pickLanguage,
  readCookie,
  rememberLanguage,
  returnPathAfterChoice,
  serializeLanguageCookie,
} from "./detection.ts";
import { htmlLang, matchLanguage } from "./languages.ts";

function request(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { headers });
}

function clearBrowserState() {
  window.localStorage.clear();
  document.cookie = "selectedLanguage=; Path=/; Max-Age=0";
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "";
}

// Restored one by one: the shared setup owns the console.error spy.
let spies: MockInstance[] = [];
function browserLanguages(languages: string[]) {
  spies.push(vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages));
}

beforeEach(clearBrowserState);
afterEach(() => {
  clearBrowserState();
  for (const spy of spies) spy.mockRestore();
  spies = [];
});

test("language tags map to interface languages by their primary subtag", () => {
  expect(matchLanguage("pt-BR")).toBe("pt");
  expect(matchLanguage("EN_us")).toBe("en");
  expect(matchLanguage(" de ")).toBe("de");
  expect(matchLanguage("zh-CN")).toBeUndefined();
  expect(matchLanguage("")).toBeUndefined();
  expect(matchLanguage(null)).toBeUndefined();
});

test("Portuguese is declared as Brazilian Portuguese in the page", () => {
  expect(htmlLang("pt")).toBe("pt-BR");
  expect(htmlLang("ar")).toBe("ar");
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
  const language = detectRequestLanguage(
    request("/?lng=es", { Cookie: "selectedLanguage=en", "Accept-Language": "de" }),
  );

  expect(language).toBe("es");
});

test("the server takes the cookie when the query has no known language", () => {
  const language = detectRequestLanguage(
    request("/?lng=xx", { Cookie: "a=b; selectedLanguage=en", "Accept-Language": "de" }),
  );

  expect(language).toBe("en");
});

test("the server takes Accept-Language when there is no choice", () => {
  expect(detectRequestLanguage(request("/", { "Accept-Language": "ja, ru;q=0.9" }))).toBe("ru");
});

test("the server falls back to Portuguese", () => {
  expect(detectRequestLanguage(request("/", { "Accept-Language": "ja" }))).toBe("pt");
  expect(detectRequestLanguage(request("/"))).toBe("pt");
});

test("the language cookie lasts a year for the whole site", () => {
  expect(serializeLanguageCookie("de", { secure: false })).toBe(
    "selectedLanguage=de; Path=/; Max-Age=31536000; SameSite=Lax",
  );
  expect(serializeLanguageCookie("pt", { secure: true })).toBe(
    "selectedLanguage=pt; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
  );
});

test("the browser takes the query string before local storage", () => {
  window.history.replaceState(null, "", "/?lng=it");
  window.localStorage.setItem("selectedLanguage", "fr");

  expect(detectBrowserLanguage()).toBe("it");
});

test("the browser takes local storage before the cookie", () => {
  window.localStorage.setItem("selectedLanguage", "fr");
  document.cookie = "selectedLanguage=de; Path=/";

  expect(detectBrowserLanguage()).toBe("fr");
});

test("the browser takes the cookie before its own languages", () => {
  document.cookie = "selectedLanguage=de; Path=/";
  browserLanguages(["es-ES"]);

  expect(detectBrowserLanguage()).toBe("de");
});

test("the browser takes its own languages before the page's", () => {
  browserLanguages(["ja", "ru-RU"]);
  document.documentElement.lang = "pt-BR";

  expect(detectBrowserLanguage()).toBe("ru");
});

test("the browser falls back to the page's language", () => {
  browserLanguages(["ja"]);
  document.documentElement.lang = "ar";

  expect(detectBrowserLanguage()).toBe("ar");
});

test("a remembered language goes to local storage and to the cookie", () => {
  rememberLanguage("ru");

  expect(window.localStorage.getItem("selectedLanguage")).toBe("ru");
  expect(readCookie(document.cookie, "selectedLanguage")).toBe("ru");
});

test("a language is still remembered in the cookie when storage fails", () => {
  spies.push(
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    }),
  );

  rememberLanguage("it");

  expect(readCookie(document.cookie, "selectedLanguage")).toBe("it");
});

test("after a choice the visitor returns to the same page without lng", () => {
  expect(returnPathAfterChoice("/noticias?page=2&lng=es#topo", "/languages")).toBe(
    "/noticias?page=2#topo",
  );
  expect(returnPathAfterChoice("/equipe", "/languages")).toBe("/equipe");
});

test("a return path that leaves the site falls back", () => {
  for (const value of [
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/\t/evil.example",
    "x",
    null,
  ]) {
    expect(returnPathAfterChoice(value, "/languages")).toBe("/languages");
  }
});
