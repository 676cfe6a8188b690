import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Failed logins allowed before a pause, per account (guessing one password) and per
 * address (trying many accounts). Unknown e-mails are counted like real ones, so the
 * pause does not reveal which accounts exist.
 */
export const LOGIN_THROTTLE = {
  accountLimit: 5,
  addressLimit: 10,
  windowMs: 15 * 60 * 1000,
  blockMs: 15 * 60 * 1000,
} as const;

export const LOGIN_THROTTLE_MESSAGE =
  "Muitas tentativas de login. Aguarde alguns minutos e tente novamente.";

export class LoginThrottledError extends Error {
  override name = "LoginThrottledError";
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(LOGIN_THROTTLE_MESSAGE);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export type LoginThrottleKeys = { address: string; account: string };

export function loginThrottleKeys(address: string, email: string): LoginThrottleKeys {
  return { address: `ip:${address}`, account: accountThrottleKey(email) };
}

export function accountThrottleKey(email: string): string {
  return `conta:${email.trim().toLowerCase()}`;
}

export type LoginAttempt = {
  /** Clears the account's failures and takes this attempt off the address's count. */
  succeeded: () => Promise<void>;
  /** Keeps this attempt counted; throws LoginThrottledError when it reaches a limit. */
  failed: () => Promise<void>;
};

/**
 * Starts a login attempt, throwing LoginThrottledError while the account or the address
 * is paused. The attempt is counted as a failure before the password is checked: a burst
 * of parallel guesses is counted in full instead of slipping past a check made while the
 * others were still being verified.
 */
export async function beginLoginAttempt(
  db: Kysely<Database>,
  keys: LoginThrottleKeys,
  now = new Date(),
): Promise<LoginAttempt> {
  const nowIso = now.toISOString();
  const blocked = await db
    .selectFrom("login_falhas")
    .select("bloqueado_ate")
    .where("chave", "in", [keys.address, keys.account])
    .where("bloqueado_ate", ">", nowIso)
    .execute();
  if (blocked.length > 0) {
    const blockedUntil = Math.max(...blocked.map((row) => Date.parse(row.bloqueado_ate ?? nowIso)));
    throw new LoginThrottledError((blockedUntil - now.getTime()) / 1000);
  }

  await pruneExpired(db, now);
  const counts = await countAttempt(db, keys, now);
  const limits = {
    [keys.account]: LOGIN_THROTTLE.accountLimit,
    [keys.address]: LOGIN_THROTTLE.addressLimit,
  };
  const reached = (over: (count: number, limit: number) => boolean) =>
    counts.filter((row) => over(row.falhas, limits[row.chave] ?? 0)).map((row) => row.chave);

  // CASE: parallel attempts already used up the window while this one was on its way.
  const exceeded = reached((count, limit) => count > limit);
  if (exceeded.length > 0) await block(db, exceeded, now);

  return {
    succeeded: async () => {
      await clearLoginFailures(db, keys.account);
      await db
        .updateTable("login_falhas")
        .set((eb) => ({ falhas: eb("falhas", "-", 1) }))
        .where("chave", "=", keys.address)
        .where("falhas", ">", 0)
        .execute();
    },
    failed: async () => {
      const full = reached((count, limit) => count >= limit);
      if (full.length > 0) await block(db, full, now);
    },
  };
}

/** Forgets an account's failures (after a successful login or a password reset). */
export async function clearLoginFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("login_falhas").where("chave", "=", key).execute();
}

/** Adds one to each counter in one statement; a counter whose window has passed restarts at 1. */
async function countAttempt(
  db: Kysely<Database>,
  keys: LoginThrottleKeys,
  now: Date,
): Promise<{ chave: string; falhas: number }[]> {
  const nowIso = now.toISOString();
  const windowOpenedAfter = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  return db
    .insertInto("login_falhas")
    .values(
      [keys.account, keys.address].map((chave) => ({
        chave,
        falhas: 1,
        janela_inicio: nowIso,
        bloqueado_ate: null,
      })),
    )
    .onConflict((oc) =>
      oc.column("chave").doUpdateSet((eb) => {
        const open = eb("login_falhas.janela_inicio", ">", windowOpenedAfter);
        return {
          falhas: eb
            .case()
            .when(open)
            .then(eb("login_falhas.falhas", "+", 1))
            .else(eb.ref("excluded.falhas"))
            .end(),
          janela_inicio: eb
            .case()
            .when(open)
            .then(eb.ref("login_falhas.janela_inicio"))
            .else(eb.ref("excluded.janela_inicio"))
            .end(),
          bloqueado_ate: eb
            .case()
            .when(open)
            .then(eb.ref("login_falhas.bloqueado_ate"))
            .else(eb.ref("excluded.bloqueado_ate"))
            .end(),
        };
      }),
    )
    .returning(["chave", "falhas"])
    .execute();
}

async function block(db: Kysely<Database>, chaves: string[], now: Date): Promise<never> {
  await db
    .updateTable("login_falhas")
    .set({ bloqueado_ate: new Date(now.getTime() + LOGIN_THROTTLE.blockMs).toISOString() })
    .where("chave", "in", chaves)
    .execute();
  throw new LoginThrottledError(LOGIN_THROTTLE.blockMs / 1000);
}

/** Counters of passed windows and ended pauses carry nothing: keep the table small. */
async function pruneExpired(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("login_falhas")
    .where("janela_inicio", "<=", new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString())
    .where((eb) =>
      eb.or([eb("bloqueado_ate", "is", null), eb("bloqueado_ate", "<=", now.toISOString())]),
    )
    .execute();
}
