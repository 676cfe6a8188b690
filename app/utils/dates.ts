import { htmlLang, type Language } from "../i18n/languages.ts";

/*
 * Dates in the language of the page they are on ("19 de novembro de 2026",
 * "November 19, 2026", "19 نوفمبر 2026"). Loaders format them on the server with the
 * request's language, so a page is stored and answered with the text it was rendered
 * with, and the browser needs no time-zone or locale data of its own.
 */

/** Publication times are shown in Brasília time, the country's reference clock. */
export const SITE_TIME_ZONE = "America/Sao_Paulo";

type DateStyle = "dateTime" | "calendarDay" | "siteDay" | "monthYear";

const OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  dateTime: { dateStyle: "long", timeStyle: "short", timeZone: SITE_TIME_ZONE },
  // A calendar day has no time zone: read as midnight UTC, it must be printed in UTC too.
  calendarDay: { dateStyle: "long", timeZone: "UTC" },
  siteDay: { dateStyle: "long", timeZone: SITE_TIME_ZONE },
  monthYear: { month: "long", year: "numeric", timeZone: "UTC" },
};

// Building a formatter costs far more than using one: one per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `style` in `language`. */
export function dateFormat(style: DateStyle, language: Language): Intl.DateTimeFormat {
  const key = `${style} ${language}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(language), OPTIONS[style]);
    formatters.set(key, format);
  }
  return format;
}

/** A formatted date with the machine-readable value for `<time dateTime>`. */
export type DisplayDate = { iso: string; text: string };

/** "2026-03-14T13:30:00.000Z" → "14 de março de 2026 às 10:30" in Portuguese; undefined if unreadable. */
export function formatDateTime(timestamp: string, language: Language): DisplayDate | undefined {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return undefined;
  return { iso: date.toISOString(), text: dateFormat("dateTime", language).format(date) };
}

/** "2026-03-05" → "5 de março de 2026" in Portuguese; undefined if it is not a real day. */
export function formatCalendarDay(day: string, language: Language): DisplayDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return undefined;
  return { iso: day, text: dateFormat("calendarDay", language).format(date) };
}
