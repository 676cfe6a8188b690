/*
 * Dates as the specification shows them: always in Brazilian Portuguese, whatever the
 * interface language. Loaders format them on the server, so the browser hydrates with
 * exactly the text that was rendered and needs no time-zone or locale data of its own.
 */

/** Publication times are shown in Brasília time, the country's reference clock. */
export const SITE_TIME_ZONE = "America/Sao_Paulo";

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});

// A calendar day has no time zone: read as midnight UTC, it must be printed in UTC too.
const CALENDAR_DAY = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" });

/** A formatted date with the machine-readable value for `<time dateTime>`. */
export type DisplayDate = { iso: string; text: string };

/** "2026-03-14T13:30:00.000Z" → "14 de março de 2026 às 10:30"; undefined if unreadable. */
export function formatDateTime(timestamp: string): DisplayDate | undefined {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return undefined;
  return { iso: date.toISOString(), text: DATE_TIME.format(date) };
}

/** "2026-03-05" → "5 de março de 2026"; undefined if it is not a real day. */
export function formatCalendarDay(day: string): DisplayDate | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return undefined;
  return { iso: day, text: CALENDAR_DAY.format(date) };
}
