import { expect, test } from "vitest";
import { outdatedNotice } from "./outdated.ts";

const NOW = new Date("2026-11-24T12:00:00Z");

test("an item older than the configured age gets the notice with its day in Portuguese", () => {
  expect(outdatedNotice("2025-03-14T13:30:00.000Z", 12, NOW)).toEqual({
    iso: "2025-03-14T13:30:00.000Z",
    text: "14 de março de 2025",
    overAYear: true,
  });
  expect(outdatedNotice("2025-11-23", 12, NOW)).toEqual({
    iso: "2025-11-23",
    text: "23 de novembro de 2025",
    overAYear: true,
  });
});

test("a recent item, an undated one or a site with the notice off gets none", () => {
  expect(outdatedNotice("2025-11-25", 12, NOW)).toBeNull();
  expect(outdatedNotice("2026-11-01T00:00:00.000Z", 12, NOW)).toBeNull();
  expect(outdatedNotice(undefined, 12, NOW)).toBeNull();
  expect(outdatedNotice("not a date", 12, NOW)).toBeNull();
  expect(outdatedNotice("2020-01-01", 0, NOW)).toBeNull();
});

test("with a shorter age the notice does not claim a year has passed", () => {
  expect(outdatedNotice("2026-03-01", 6, NOW)).toEqual({
    iso: "2026-03-01",
    text: "1 de março de 2026",
    overAYear: false,
  });
  expect(outdatedNotice("2026-06-01", 6, NOW)).toBeNull();
});
