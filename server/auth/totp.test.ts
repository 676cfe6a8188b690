import { expect, test } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  currentTotpCode,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
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

test("a code matches its own step and one step either side, nothing further", () => {
  const now = new Date(1_800_000_000_000);
  const step = Math.floor(now.getTime() / 30_000);
  const code = currentTotpCode(RFC_SECRET, now);

  expect(matchTotpStep(RFC_SECRET, code, now)).toBe(step);
  expect(matchTotpStep(RFC_SECRET, code, new Date(now.getTime() + 30_000))).toBe(step);
  expect(matchTotpStep(RFC_SECRET, code, new Date(now.getTime() - 30_000))).toBe(step);
  expect(matchTotpStep(RFC_SECRET, code, new Date(now.getTime() + 90_000))).toBeUndefined();
  expect(matchTotpStep(RFC_SECRET, "12345", now)).toBeUndefined();
  expect(matchTotpStep(RFC_SECRET, "abcdef", now)).toBeUndefined();
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

test("recovery codes are distinct, readable, and hashed the same however they are typed", () => {
  const codes = generateRecoveryCodes();

  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  const [first = ""] = codes;
  expect(hashRecoveryCode(first.toUpperCase().replace("-", " "))).toBe(hashRecoveryCode(first));
  expect(hashRecoveryCode(first)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashRecoveryCode(first)).not.toBe(hashRecoveryCode(codes[1] ?? ""));
});
