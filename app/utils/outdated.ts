import type { Language } from "../i18n/languages.ts";
import { dateFormat } from "./dates.ts";

/** What the "may be outdated" notice says: the item's day in the page's language, and whether a year has passed. */
export type OutdatedNotice = { iso: string; text: string; overAYear: boolean };

/** The moment `months` calendar months before `now` (31 March minus one month is 3 March). */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * The notice for an item dated `iso` (a timestamp or a calendar day), when it is older
 * than `afterMonths` months at `now`; null when it is recent, undated or the notice is off
 * (0 months). Computed by the loader, so the browser renders exactly what the server did.
 */
export function outdatedNotice(
  iso: string | undefined,
  afterMonths: number,
  language: Language,
  now: Date = new Date(),
): OutdatedNotice | null {
  if (!iso || afterMonths <= 0) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return null;
  if (date >= monthsBefore(now, afterMonths)) return null;
  return {
    iso,
    text: dateFormat("siteDay", language).format(date),
    overAYear: date < monthsBefore(now, 12),
  };
}
