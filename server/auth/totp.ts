import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/*
 * The optional second factor: RFC 6238 time-based codes (SHA-1, 6 digits, 30 s, what
 * every authenticator app reads) and one-time recovery codes (decision 026).
 */

const ISSUER = "Observatório da Desinformação";
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/**
 * How far from its step a code is still accepted (ASVS 5 V6.5.5 allows 30 s). A code is
 * as old, or as early, as the time from the middle of its 30-second step, and it is
 * accepted while that is under 30 s: the current step's code always; in the first half
 * of a step also the previous step's, in the second half the next step's. Each code
 * therefore works for 60 s in all (15 s before its step, its 30 s, 15 s after), a phone
 * clock up to 15 s off always works, and never more than two codes are accepted at once,
 * where one step either side accepted three, each for 90 s.
 */
const TOLERANCE_MS = 30_000;
const PERIOD_MS = PERIOD_SECONDS * 1000;
export const RECOVERY_CODE_COUNT = 10;
/**
 * Crockford's base32: digits and upper-case letters without I, L, O and U, so no two
 * read alike. 16 of them carry 80 bits (decision 066).
 */
const RECOVERY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RECOVERY_LENGTH = 16;
const RECOVERY_GROUP = 4;

function totp(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, base32 (160 bits, as RFC 4226 recommends). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The QR code of `uri` as an SVG data URL (the page shows it as an image). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The code of the moment, for tests and nothing else. */
export function currentTotpCode(secret: string, now = new Date()): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/**
 * The time step a six-digit code belongs to, or undefined when it matches none within
 * the window. Callers refuse a step already used, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, now = new Date()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const generator = totp(secret);
  const current = Math.floor(now.getTime() / PERIOD_MS);
  const given = Buffer.from(code);
  return [current, current - 1, current + 1].find((step) => {
    const middle = step * PERIOD_MS + PERIOD_MS / 2;
    if (Math.abs(now.getTime() - middle) >= TOLERANCE_MS) return false;
    const expected = Buffer.from(generator.generate({ timestamp: step * PERIOD_MS }));
    return crypto.timingSafeEqual(expected, given);
  });
}

/**
 * Upper case, without spaces or hyphens, and with the letters Crockford's base32 reads
 * as digits (O as 0, I and L as 1): the form codes are hashed in.
 */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** Whether a normalised code can be a recovery code, before any hash is spent on it. */
export function isRecoveryCodeShape(normalized: string): boolean {
  return new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`).test(normalized);
}

/** RECOVERY_CODE_COUNT new codes of 80 random bits each, shown as `XXXX-XXXX-XXXX-XXXX`. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // Each character takes 5 bits of its own random byte: 32 divides 256, so no bias.
    const characters = Array.from(
      crypto.randomBytes(RECOVERY_LENGTH),
      (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length],
    ).join("");
    return Array.from({ length: RECOVERY_LENGTH / RECOVERY_GROUP }, (_, group) =>
      characters.slice(group * RECOVERY_GROUP, (group + 1) * RECOVERY_GROUP),
    ).join("-");
  });
}
