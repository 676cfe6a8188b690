import { expect, test } from "vitest";
import { excerpt } from "./excerpt.ts";

test("a text longer than the limit is cut there and followed by an ellipsis", () => {
  expect(excerpt("abcdefghij", 4)).toBe("abcd...");
});

test("a text within the limit is returned whole, without an ellipsis", () => {
  expect(excerpt("abcd", 4)).toBe("abcd");
  expect(excerpt("", 4)).toBe("");
});

test("the space where the cut falls is not left before the ellipsis", () => {
  expect(excerpt("abc def", 4)).toBe("abc...");
});

test("characters outside the basic plane count as one and are never split", () => {
  expect(excerpt("🌳🌳🌳ão", 4)).toBe("🌳🌳🌳ã...");
});
