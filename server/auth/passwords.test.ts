import crypto from "node:crypto";
import { expect, test } from "vitest";
import { loadConfig } from "#server/config.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import {
  PASSWORD_MESSAGES,
  PasswordPolicyError,
  getDummyPasswordHash,
  hashPassword,
  passwordPolicyProblem,
  setPasswordHashCost,
  verifyPassword,
} from "./passwords.ts";

const password = "correct horse battery staple";
/** The cost the test setup gives every test (cheap); the production one is pinned below. */
const testCost = testConfig().passwordHashCost;

/** Runs `action` with the hash cost at `log2N`, then puts the test cost back. */
async function withHashCost<T>(log2N: number, action: () => Promise<T>): Promise<T> {
  setPasswordHashCost(log2N);
  try {
    return await action();
  } finally {
    setPasswordHashCost(testCost);
  }
}

test("stores a self-describing scrypt hash with the configured cost and a random salt", async () => {
  const first = await hashPassword(password);
  const second = await hashPassword(password);

  const [scheme, log2N, r, p, salt = "", key = ""] = first.split("$");
  expect([scheme, log2N, r, p]).toEqual(["scrypt", String(testCost), "8", "1"]);
  expect(Buffer.from(salt, "base64")).toHaveLength(16);
  expect(Buffer.from(key, "base64")).toHaveLength(64);
  expect(first).not.toContain(password);
  expect(second).not.toBe(first);
});

test("the default configuration hashes with the OWASP parameters: N = 2^17, r = 8, p = 1", async () => {
  const production = loadConfig({});

  const stored = await withHashCost(production.passwordHashCost, () => hashPassword(password));

  expect(production.passwordHashCost).toBe(17);
  const [scheme, log2N, r, p, salt = "", key = ""] = stored.split("$");
  expect([scheme, log2N, r, p]).toEqual(["scrypt", "17", "8", "1"]);
  expect(Buffer.from(salt, "base64")).toHaveLength(16);
  expect(Buffer.from(key, "base64")).toHaveLength(64);
  // Verified under the test cost: a stored hash is read with its own parameters.
  expect(await verifyPassword(password, stored)).toBe(true);
});

test("hashes made before the cost changed keep verifying, and new ones use the new cost", async () => {
  const before = await withHashCost(11, () => hashPassword(password));

  const after = await withHashCost(12, () => hashPassword(password));

  expect(before.split("$")[1]).toBe("11");
  expect(after.split("$")[1]).toBe("12");
  expect(await withHashCost(12, () => verifyPassword(password, before))).toBe(true);
  expect(await verifyPassword(password, after)).toBe(true);
  expect(await verifyPassword("outra senha qualquer", before)).toBe(false);
});

test("refuses a cost outside the range the configuration accepts", () => {
  expect(() => setPasswordHashCost(9)).toThrow(RangeError);
  expect(() => setPasswordHashCost(21)).toThrow(RangeError);
  expect(() => setPasswordHashCost(16.5)).toThrow(RangeError);
});

test("accepts the right password and refuses any other", async () => {
  const stored = await hashPassword(password);

  expect(await verifyPassword(password, stored)).toBe(true);
  expect(await verifyPassword(`${password} `, stored)).toBe(false);
  expect(await verifyPassword("Correct horse battery staple", stored)).toBe(false);
});

test("a password typed with composed or decomposed accents is the same password", async () => {
  const stored = await hashPassword("senha com acentuação");

  expect(await verifyPassword("senha com acentuac\u0327a\u0303o", stored)).toBe(true);
});

test("verifies a hash stored with other parameters", async () => {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  const stored = ["scrypt", 14, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");

  expect(await verifyPassword(password, stored)).toBe(true);
  expect(await verifyPassword("outra senha qualquer", stored)).toBe(false);
});

test("a hash whose parameters were altered matches nothing", async () => {
  const [, , r, p, salt, key] = (await hashPassword(password)).split("$");

  const altered = ["scrypt", testCost + 1, r, p, salt, key].join("$");

  expect(await verifyPassword(password, altered)).toBe(false);
});

test("a malformed or absurd stored hash matches nothing", async () => {
  expect(await verifyPassword(password, "!")).toBe(false);
  expect(await verifyPassword(password, "")).toBe(false);
  expect(
    await verifyPassword(
      password,
      "scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==",
    ),
  ).toBe(false);
  expect(
    await verifyPassword(
      password,
      "bcrypt$17$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==",
    ),
  ).toBe(false);
});

test("refuses to hash a password shorter than 12 characters", async () => {
  await expect(hashPassword("onze-caract")).rejects.toThrow(
    new PasswordPolicyError(PASSWORD_MESSAGES.tooShort),
  );
  expect(passwordPolicyProblem("onze-caract")).toBe("A senha deve ter pelo menos 12 caracteres.");
  expect(passwordPolicyProblem("doze-caracte")).toBeUndefined();
});

test("refuses a common password whatever its case or spacing, with no composition rule", async () => {
  await expect(hashPassword("QWERTY123456")).rejects.toThrow(
    new PasswordPolicyError(PASSWORD_MESSAGES.common),
  );
  expect(passwordPolicyProblem("1q2w3e4r5t6y")).toBe(
    "Essa senha está entre as mais usadas e fáceis de adivinhar. Escolha outra.",
  );
  expect(passwordPolicyProblem(" leave me alone ")).toBe(PASSWORD_MESSAGES.common);
  // Only lowercase letters and spaces, and not on the list: accepted.
  expect(passwordPolicyProblem("castanha do para na feira")).toBeUndefined();
});

test("the dummy hash is made once and matches no password", async () => {
  const first = await getDummyPasswordHash();

  expect(await getDummyPasswordHash()).toBe(first);
  expect(await verifyPassword("", first)).toBe(false);
  expect(await verifyPassword(password, first)).toBe(false);
});

test("the dummy hash costs what a real hash costs at the current setting", async () => {
  const atTestCost = await getDummyPasswordHash();

  const atOtherCost = await withHashCost(11, () => getDummyPasswordHash());

  expect(atTestCost.split("$")[1]).toBe(String(testCost));
  expect(atOtherCost.split("$")[1]).toBe("11");
  expect((await getDummyPasswordHash()).split("$")[1]).toBe(String(testCost));
});
