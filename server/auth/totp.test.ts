import { expect, test } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  currentTotpCode,
  generateRecoveryCodes,
  generateTotpSecret,
  isRecoveryCodeShape,
  normalizeRecoveryCode,
  matchTotpStep,
  qrCodeDataUrl,
  totpUri,
} from "./totp.ts";

// RFC 6238's SHA-1 test secret ("12345678901234567890"), in base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

test("codes follow RFC 6238 (SHA-1, 30 s), truncated to six digits", () => {
  // The RFC's eight-digit answers at 59 s and 1111111109 s end in these six digits.
  expect(currentTotpCode(RFC_SECRET, new Date(59_000))).toBe("287082");
  expect(currentTotpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe("081804");
});

test("a code is accepted while under 30 s from the middle of its step, never two steps away", () => {
  const stepStart = 1_800_000_000_000; // a multiple of 30 s
  const step = stepStart / 30_000;
  const code = currentTotpCode(RFC_SECRET, new Date(stepStart));
  const at = (offsetMs: number) => matchTotpStep(RFC_SECRET, code, new Date(stepStart + offsetMs));

  // Its own step, from start to end.
  expect([at(0), at(15_000), at(29_999)]).toEqual([step, step, step]);
  // One step old: accepted in the first half of the next step only.
  expect([at(30_000), at(44_999)]).toEqual([step, step]);
  expect(at(45_000)).toBeUndefined();
  // One step early: accepted in the second half of the step before only.
  expect([at(-1), at(-15_000 + 1)]).toEqual([step, step]);
  expect(at(-15_000)).toBeUndefined();
  // Two steps old or early: never.
  expect([at(60_000), at(61_000), at(-30_000), at(-45_000)]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  expect(matchTotpStep(RFC_SECRET, "12345", new Date(stepStart))).toBeUndefined();
  expect(matchTotpStep(RFC_SECRET, "abcdef", new Date(stepStart))).toBeUndefined();
});

test("never more than two codes are accepted at one moment", () => {
  const moments = [0, 1, 14_999, 15_000, 15_001, 29_999].map(
    (offset) => 1_800_000_000_000 + offset,
  );

  const accepted = moments.map((moment) => {
    const step = Math.floor(moment / 30_000);
    return [step - 2, step - 1, step, step + 1, step + 2].filter(
      (candidate) =>
        matchTotpStep(
          RFC_SECRET,
          currentTotpCode(RFC_SECRET, new Date(candidate * 30_000)),
          new Date(moment),
        ) === candidate,
    ).length;
  });

  expect(accepted).toEqual([2, 2, 2, 1, 2, 2]);
});

test("a new secret is 160 random bits in base32 and its address names the account", () => {
  const secret = generateTotpSecret();

  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(generateTotpSecret()).not.toBe(secret);
  const uri = new URL(totpUri(secret, "editora@example.org"));
  expect(uri.protocol).toBe("otpauth:");
  expect(uri.searchParams.get("secret")).toBe(secret);
  expect(uri.searchParams.get("digits")).toBe("6");
  expect(uri.searchParams.get("period")).toBe("30");
  expect(decodeURIComponent(uri.pathname)).toContain("editora@example.org");
});

test("the QR code is an SVG data URL", async () => {
  const dataUrl = await qrCodeDataUrl("otpauth://totp/x?secret=JBSWY3DPEHPK3PXP");

  const [prefix, payload = ""] = dataUrl.split(",");
  expect(prefix).toBe("data:image/svg+xml;base64");
  expect(Buffer.from(payload, "base64").toString()).toMatch(/^<svg [^>]*viewBox/);
});

test("recovery codes carry 80 bits in four readable groups, read however they are typed", () => {
  const codes = generateRecoveryCodes();

  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  // 16 characters of a 32-letter alphabet: 16 × 5 = 80 bits.
  for (const code of codes)
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
  const [first = ""] = codes;
  const normalized = normalizeRecoveryCode(first);
  expect(normalized).toHaveLength(16);
  expect(isRecoveryCodeShape(normalized)).toBe(true);
  expect(normalizeRecoveryCode(` ${first.toLowerCase().replaceAll("-", " ")} `)).toBe(normalized);
  expect(normalizeRecoveryCode("oIl0-0000-0000-0000")).toBe("0110000000000000");
  expect(isRecoveryCodeShape(normalizeRecoveryCode("123456"))).toBe(false);
  expect(isRecoveryCodeShape("ABCDEFGHJKMNPQRU")).toBe(false);
});
