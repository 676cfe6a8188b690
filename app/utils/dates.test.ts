import { expect, test } from "vitest";
import { LANGUAGES } from "../i18n/languages.ts";
import { formatCalendarDay, formatDateTime } from "./dates.ts";

/** ICU separates some words with no-break spaces; the tests read them as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\s/g, " ");

test("a publication time is shown with date, hours and minutes in Brasília time", () => {
  expect(formatDateTime("2026-03-14T13:30:00.000Z", "pt")).toEqual({
    iso: "2026-03-14T13:30:00.000Z",
    text: "14 de março de 2026 às 10:30",
  });
});

test("a publication time near midnight UTC falls on the Brazilian day", () => {
  expect(formatDateTime("2026-01-01T01:05:00Z", "pt")?.text).toBe(
    "31 de dezembro de 2025 às 22:05",
  );
  expect(plain(formatDateTime("2026-01-01T01:05:00Z", "en")?.text)).toBe(
    "December 31, 2025 at 10:05 PM",
  );
});

test("a calendar day keeps its day whatever the time zone", () => {
  expect(formatCalendarDay("2026-03-05", "pt")).toEqual({
    iso: "2026-03-05",
    text: "5 de março de 2026",
  });
});

const NINETEENTH_OF_NOVEMBER = {
  pt: "19 de novembro de 2026",
  en: "November 19, 2026",
  es: "19 de noviembre de 2026",
  fr: "19 novembre 2026",
  de: "19. November 2026",
  it: "19 novembre 2026",
  ru: "19 ноября 2026 г.",
  ar: "19 نوفمبر 2026",
} as const;

test.each(LANGUAGES)("a day is written in the page's language: %s", (language) => {
  expect(plain(formatCalendarDay("2026-11-19", language)?.text)).toBe(
    NINETEENTH_OF_NOVEMBER[language],
  );
});

test("a publication time is written in the page's language", () => {
  expect(plain(formatDateTime("2026-03-14T13:30:00.000Z", "es")?.text)).toBe(
    "14 de marzo de 2026 a las 10:30",
  );
  expect(plain(formatDateTime("2026-03-14T13:30:00.000Z", "de")?.text)).toBe(
    "14. März 2026 um 10:30",
  );
});

test("unreadable dates give nothing to show", () => {
  expect(formatDateTime("ontem", "pt")).toBeUndefined();
  expect(formatCalendarDay("2026-02-30", "en")).toBeUndefined();
  expect(formatCalendarDay("05/03/2026", "pt")).toBeUndefined();
});
