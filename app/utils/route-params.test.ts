import { expect, test } from "vitest";
import { parseRouteId } from "./route-params.ts";

test("a positive integer is an id", () => {
  expect(parseRouteId("1")).toBe(1);
  expect(parseRouteId("4021")).toBe(4021);
});

test("anything else is no id", () => {
  for (const value of [
    undefined,
    "",
    "0",
    "-1",
    "01",
    "1.5",
    "1e3",
    "abc",
    " 1",
    "99999999999999999",
  ]) {
    expect(parseRouteId(value)).toBeUndefined();
  }
});
