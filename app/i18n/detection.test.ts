import { afterEach, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import {
  detectBrowserLanguage,
  rememberLanguage,
  returnPathAfterChoice,
  serializeLanguageCookie,
} from "./detection.ts";
import { readCookie } from "#server/http/language.ts";
import { htmlLang } from "./languages.ts";

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

test("Portuguese is declared as Brazilian Portuguese in the page", () => {
  expect(htmlLang("pt")).toBe("pt-BR");
  expect(htmlLang("ar")).toBe("ar");
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
