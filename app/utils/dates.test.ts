import { expect, test } from "vitest";
import { formatCalendarDay, formatDateTime } from "./dates.ts";

test("a publication time is shown with date, hours and minutes in Brasília time", () => {
  expect(formatDateTime("2026-03-14T13:30:00.000Z")).toEqual({
    iso: "2026-03-14T13:30:00.000Z",
    text: "14 de março de 2026 às 10:30",
  });
});

test("a publication time near midnight UTC falls on the Brazilian day", () => {
  expect(formatDateTime("2026-01-01T01:05:00Z")?.text).toBe("31 de dezembro de 2025 às 22:05");
});

test("a calendar day keeps its day whatever the time zone", () => {
  expect(formatCalendarDay("2026-03-05")).toEqual({
    iso: "2026-03-05",
    text: "5 de março de 2026",
  });
});

test("unreadable dates give nothing to show", () => {
  expect(formatDateTime("ontem")).toBeUndefined();
  expect(formatCalendarDay("2026-02-30")).toBeUndefined();
  expect(formatCalendarDay("05/03/2026")).toBeUndefined();
});
