import crypto from "node:crypto";

/*
 * The second factor's secrets are stored encrypted with AES-256-GCM under TOTP_KEY, a
 * key kept outside the database (decision 066): a copy of the database or of a backup
 * alone does not give anyone an account's codes.
 */

/** TOTP_KEY is 32 random bytes written in base64, as `openssl rand -base64 32` prints them. */
export const TOTP_KEY_BYTES = 32;
const TOTP_KEY_PATTERN = /^[A-Za-z0-9+/]{43}=$/;
/** Marks a sealed secret; a base32 secret never contains `$`, so the two cannot be confused. */
const SEALED_PREFIX = "aes256gcm$";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TotpKeys = Readonly<{
  /** Seals every secret written from now on, and opens them. */
  current: Buffer | undefined;
  /** Only opens: the key before a rotation, until `rotate-totp-key` has re-sealed all. */
  previous: Buffer | undefined;
}>;

let keys: TotpKeys = { current: undefined, previous: undefined };

/** The key of TOTP_KEY or TOTP_KEY_PREVIOUS, or undefined when it is not one. */
export function parseTotpKey(text: string): Buffer | undefined {
  if (!TOTP_KEY_PATTERN.test(text.trim())) return undefined;
  const key = Buffer.from(text.trim(), "base64");
  return key.length === TOTP_KEY_BYTES ? key : undefined;
}

/** Sets the keys the process seals and opens secrets with (read once at start-up). */
export function setTotpKeys(next: TotpKeys): void {
  keys = Object.freeze({ ...next });
}

export function hasTotpKey(): boolean {
  return keys.current !== undefined;
}

/** Sealing or opening a secret needs TOTP_KEY, which is not set. */
export class TotpKeyMissingError extends Error {
  override name = "TotpKeyMissingError";
}

/** Neither TOTP_KEY nor TOTP_KEY_PREVIOUS opens a stored secret. */
export class TotpKeyMismatchError extends Error {
  override name = "TotpKeyMismatchError";
}

/** The secret is bound to its account, so a sealed value copied to another row opens nowhere. */
const boundTo = (administradorId: number) => Buffer.from(`administradores:${administradorId}`);

/** `aes256gcm$<iv>$<ciphertext>$<tag>`, each part base64url. */
export function sealTotpSecret(secret: string, administradorId: number): string {
  if (!keys.current) throw new TotpKeyMissingError("TOTP_KEY is not set");
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", keys.current, iv, {
    authTagLength: TAG_BYTES,
  });
  cipher.setAAD(boundTo(administradorId));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return (
    SEALED_PREFIX +
    [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString("base64url")).join("$")
  );
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

function openWith(key: Buffer, stored: string, administradorId: number): string | undefined {
  const [iv, ciphertext, tag] = stored
    .slice(SEALED_PREFIX.length)
    .split("$")
    .map((part) => Buffer.from(part, "base64url"));
  if (!iv || !ciphertext || !tag || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    return undefined;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(boundTo(administradorId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/**
 * The base32 secret of a stored value, and whether the current key sealed it. A value
 * stored before encryption (cleartext) is read as it is: start-up seals those.
 */
export function openTotpSecretWithKey(
  stored: string,
  administradorId: number,
): { secret: string; current: boolean } {
  if (!isSealed(stored)) return { secret: stored, current: false };
  if (!keys.current) throw new TotpKeyMissingError("TOTP_KEY is not set");
  const withCurrent = openWith(keys.current, stored, administradorId);
  if (withCurrent !== undefined) return { secret: withCurrent, current: true };
  const withPrevious = keys.previous && openWith(keys.previous, stored, administradorId);
  if (withPrevious) return { secret: withPrevious, current: false };
  throw new TotpKeyMismatchError(
    `Neither TOTP_KEY nor TOTP_KEY_PREVIOUS opens the second-factor secret of account ${administradorId}: set the key it was sealed with.`,
  );
}

/** The base32 secret of a stored value (see `openTotpSecretWithKey`). */
export function openTotpSecret(stored: string, administradorId: number): string {
  return openTotpSecretWithKey(stored, administradorId).secret;
}
