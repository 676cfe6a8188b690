import { expect, test } from "vitest";
import { outdatedNotice } from "./outdated.ts";

const NOW = new Date("2026-11-24T12:00:00Z");

test("an item older than the configured age gets the notice with its day in Portuguese", () => {
  expect(outdatedNotice("2025-03-14T13:30:00.000Z", 12, "pt", NOW)).toEqual({
    iso: "2025-03-14T13:30:00.000Z",
    text: "14 de março de 2025",
    overAYear: true,
  });
  expect(outdatedNotice("2025-11-23", 12, "pt", NOW)).toEqual({
    iso: "2025-11-23",
    text: "23 de novembro de 2025",
    overAYear: true,
  });
});

test("a recent item, an undated one or a site with the notice off gets none", () => {
  expect(outdatedNotice("2025-11-25", 12, "pt", NOW)).toBeNull();
  expect(outdatedNotice("2026-11-01T00:00:00.000Z", 12, "pt", NOW)).toBeNull();
  expect(outdatedNotice(undefined, 12, "pt", NOW)).toBeNull();
  expect(outdatedNotice("not a date", 12, "pt", NOW)).toBeNull();
  expect(outdatedNotice("2020-01-01", 0, "pt", NOW)).toBeNull();
});

test("with a shorter age the notice does not claim a year has passed", () => {
  expect(outdatedNotice("2026-03-01", 6, "pt", NOW)).toEqual({
    iso: "2026-03-01",
    text: "1 de março de 2026",
    overAYear: false,
  });
  expect(outdatedNotice("2026-06-01", 6, "pt", NOW)).toBeNull();
});

test("the notice's day is written in the page's language", () => {
  expect(outdatedNotice("2025-03-14T13:30:00.000Z", 12, "en", NOW)?.text).toBe("March 14, 2025");
  expect(outdatedNotice("2025-03-14T13:30:00.000Z", 12, "de", NOW)?.text).toBe("14. März 2025");
});
