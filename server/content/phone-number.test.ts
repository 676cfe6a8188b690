import { expect, test } from "vitest";
import { displayPhone, toInternationalPhone } from "./phone-number.ts";

test.each([
  ["(93) 99999-1234", "+5593999991234"],
  ["93 99999 1234", "+5593999991234"],
  ["(69) 3216-0000", "+556932160000"],
  ["069 3216-0000", "+556932160000"],
  ["0800 000 0000", "+558000000000"],
  ["+55 (69) 99999-0000", "+5569999990000"],
  ["55 69 99999-0000", "+5569999990000"],
  ["+351 912 345 678", "+351912345678"],
  ["+1 (202) 555-0100", "+12025550100"],
])("%s is stored as %s", (typed, international) => {
  expect(toInternationalPhone(typed)).toBe(international);
});

test.each([
  ["letters", "69 9999-ABCD"],
  ["a + in the middle", "69+99999888"],
  ["no area code", "99999-1234"],
  ["an area code with a 0", "(60) 3216-0000"],
  ["nine digits that are not a mobile", "(69) 3216-00001"],
  ["a country code beginning with 0", "+055 69 99999-0000"],
  ["a Brazilian number that lost digits", "+55 69 9999"],
  ["too many digits", "+55 69 99999-88887777"],
  ["nothing", "  "],
])("a number with %s is refused", (_case, typed) => {
  expect(toInternationalPhone(typed)).toBeUndefined();
});

test("Brazilian numbers are shown the Brazilian way, whatever form they were stored in", () => {
  expect(displayPhone("+5593999991234")).toBe("(93) 99999-1234");
  expect(displayPhone("(69) 3216-0000")).toBe("(69) 3216-0000");
  expect(displayPhone("+556932160000")).toBe("(69) 3216-0000");
  expect(displayPhone("+558000000000")).toBe("0800 000 0000");
});

test("a foreign number keeps its international form, and what is no number stays as given", () => {
  expect(displayPhone("+351 912 345 678")).toBe("+351912345678");
  expect(displayPhone(" ramal 12 ")).toBe("ramal 12");
});
