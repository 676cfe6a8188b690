import crypto from "node:crypto";
import { promisify } from "node:util";
import { passwordPolicyProblem } from "./password-policy.ts";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keyLength: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * OWASP password-storage parameters for scrypt: N = 2^17, r = 8, p = 1. N is the one a
 * site may change (PASSWORD_HASH_COST, its base-2 logarithm); all three are written into
 * every stored hash, so a hash keeps verifying whatever the setting is later.
 */
const SCRYPT = { r: 8, p: 1, saltBytes: 16, keyBytes: 64 } as const;
/** The range PASSWORD_HASH_COST accepts: below 2^10 a hash is no obstacle at all. */
export const PASSWORD_HASH_COST = { default: 17, min: 10, max: 20 } as const;
/** Refuses stored parameters that would make a single verification exhaust the server. */
const MAX_LOG2_N = PASSWORD_HASH_COST.max;
const MAX_R = 16;
const MAX_P = 4;

let hashCost: number = PASSWORD_HASH_COST.default;
let dummyHash: Promise<string> | undefined;

export {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordPolicyProblem,
} from "./password-policy.ts";

export class PasswordPolicyError extends Error {
  override name = "PasswordPolicyError";
}

/** The same password typed with composed or decomposed accents must match. */
function normalize(password: string): string {
  return password.normalize("NFKC");
}

/** scrypt needs 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default). */
function maxmem(n: number, r: number): number {
  return 2 * 128 * n * r;
}

/**
 * Sets the base-2 logarithm of N for the hashes made from now on (the process's
 * `config.passwordHashCost`, read at start-up). Stored hashes are not affected.
 */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < PASSWORD_HASH_COST.min || log2N > PASSWORD_HASH_COST.max)
    throw new RangeError(`password hash cost out of range: ${log2N}`);
  if (log2N === hashCost) return;
  hashCost = log2N;
  // The dummy hash must cost what a real one costs, or timing tells accounts apart.
  dummyHash = undefined;
}

/** Encodes as `scrypt$<log2 N>$<r>$<p>$<salt base64>$<key base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const problem = passwordPolicyProblem(password);
  if (problem) throw new PasswordPolicyError(problem);
  return hashSecret(password);
}

/**
 * The same salted scrypt hash for a secret the password policy does not apply to (a
 * recovery code); `verifyPassword` checks it.
 */
export async function hashSecret(password: string): Promise<string> {
  const { r, p, saltBytes, keyBytes } = SCRYPT;
  const log2N = hashCost;
  const n = 2 ** log2N;
  const salt = crypto.randomBytes(saltBytes);
  const key = await scrypt(normalize(password), salt, keyBytes, {
    N: n,
    r,
    p,
    maxmem: maxmem(n, r),
  });
  return ["scrypt", log2N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

type ParsedHash = { n: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(encoded: string): ParsedHash | undefined {
  const match =
    /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec(
      encoded,
    );
  if (!match) return undefined;
  const [log2N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (log2N < 1 || log2N > MAX_LOG2_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return undefined;
  const salt = Buffer.from(match[4] ?? "", "base64");
  const key = Buffer.from(match[5] ?? "", "base64");
  if (salt.length < 8 || key.length < 16) return undefined;
  return { n: 2 ** log2N, r, p, salt, key };
}

/**
 * True when the password (or secret) matches the stored hash. A malformed hash matches
 * nothing.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const { n, r, p, salt, key } = parsed;
  const candidate = await scrypt(normalize(password), salt, key.length, {
    N: n,
    r,
    p,
    maxmem: maxmem(n, r),
  });
  return crypto.timingSafeEqual(candidate, key);
}

/**
 * A real hash of a random password, made once. Checking a login for an unknown e-mail
 * against it costs as much as checking a real account, so response times do not reveal
 * which e-mails have accounts.
 */
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString("base64url"));
  return dummyHash;
}
