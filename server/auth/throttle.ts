import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { windowUpsert } from "../http/window-counter.ts";

/**
 * Login throttling that an attacker cannot turn against an account's owner.
 *
 * - An address is paused after `addressLimit` failures, whatever the accounts (guessing
 *   across many accounts).
 * - One account from one address is paused after `pairLimit` failures (guessing one
 *   password): that is the "429 for a while" the failing client sees.
 * - An account alone is never paused. Past `accountFreeFailures` failures it slows down:
 *   each new failure makes every address that has already failed on it wait longer
 *   (doubling, up to `accountMaxDelayMs`), while an address that has not been failing
 *   still gets its attempt. The owner at a clean address therefore logs in at once,
 *   however many addresses an attacker spends on the account.
 *
 * Unknown e-mails are counted like real ones, so the answers do not reveal which
 * accounts exist. See docs/decisions/024-login-throttling.md.
 */
export const LOGIN_THROTTLE = {
  pairLimit: 5,
  addressLimit: 10,
  accountFreeFailures: 5,
  accountMaxDelayMs: 15 * 60 * 1000,
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

export type LoginThrottleKeys = { address: string; account: string; pair: string };

export function loginThrottleKeys(address: string, email: string): LoginThrottleKeys {
  const account = contaThrottleKey(email);
  return { address: `ip:${address}`, account, pair: `${account}|ip:${address}` };
}

/**
 * Second-factor codes are counted apart from passwords: a right password must not wipe
 * the count of wrong codes, or knowing the password would give unlimited code guesses.
 * The address counter is shared with passwords.
 */
export function secondFactorThrottleKeys(address: string, email: string): LoginThrottleKeys {
  const account = `totp:${email.trim().toLowerCase()}`;
  return { address: `ip:${address}`, account, pair: `${account}|ip:${address}` };
}

/**
 * The ceiling on an account's wrong second-factor codes, whatever the addresses they
 * come from. Whoever reaches the code step already has the password, so here the account
 * itself is held back, the owner included: the per-address counters above let every
 * fresh address try a few codes, which is no limit to someone with many addresses.
 *
 * - `freeFailures` wrong codes pass with no wait; the counter forgets them after
 *   `quietMs` (an hour) without a counted code, so a patient guesser never gets a fresh
 *   ten while still guessing.
 * - From the `freeFailures`-th wrong code on, every code for the account waits: 1 minute
 *   after the tenth, doubling with each further one, up to an hour.
 * - While the counter is at the ceiling, one code at a time is checked: a check in
 *   progress holds the account as if it had failed, so parallel codes cannot slip past.
 *
 * The counter lives in `login_falhas`, so every instance sharing the database sees it.
 */
export const SECOND_FACTOR_CEILING = {
  freeFailures: 10,
  quietMs: 60 * 60 * 1000,
  firstDelayMs: 60 * 1000,
  maxDelayMs: 60 * 60 * 1000,
} as const;

const CEILING_PREFIX = "totp-teto:";

export function secondFactorCeilingKey(email: string): string {
  return `${CEILING_PREFIX}${email.trim().toLowerCase()}`;
}

/** How long every code for an account waits after its `failures`-th wrong one. */
export function secondFactorDelayMs(failures: number): number {
  const beyond = failures - SECOND_FACTOR_CEILING.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(
    SECOND_FACTOR_CEILING.firstDelayMs * 2 ** beyond,
    SECOND_FACTOR_CEILING.maxDelayMs,
  );
}

export type SecondFactorTry = {
  /** The code was right: this try is taken off the count. */
  succeeded: () => Promise<void>;
  /** The code was not checked (another limit refused it): the same as `succeeded`. */
  released: () => Promise<void>;
  /** The code was wrong: it stays counted, and past the ceiling the account waits. */
  failed: () => Promise<void>;
};

/**
 * Claims one second-factor try for the account of `key`, or throws LoginThrottledError
 * while the account waits. The claim is one conditional UPDATE, so on PostgreSQL two
 * instances cannot both take the last free try: the row lock makes the second re-read
 * the wait the first one set.
 */
export async function claimSecondFactorTry(
  db: Kysely<Database>,
  key: string,
  now = new Date(),
): Promise<SecondFactorTry> {
  const nowIso = now.toISOString();
  const quietSince = new Date(now.getTime() - SECOND_FACTOR_CEILING.quietMs).toISOString();
  const free = (eb: ExpressionBuilder<Database, "login_falhas">) =>
    eb.or([eb("bloqueado_ate", "is", null), eb("bloqueado_ate", "<=", nowIso)]);
  await db
    .insertInto("login_falhas")
    .values({ chave: key, falhas: 0, janela_inicio: nowIso, bloqueado_ate: null })
    .onConflict((oc) => oc.column("chave").doNothing())
    .execute();
  // CASE: an hour without a counted code: the account starts again from zero.
  await db
    .updateTable("login_falhas")
    .set({ falhas: 0, bloqueado_ate: null })
    .where("chave", "=", key)
    .where("janela_inicio", "<=", quietSince)
    .where(free)
    .execute();
  // At the ceiling the try holds the account for the longest wait until it is decided.
  const held = new Date(now.getTime() + SECOND_FACTOR_CEILING.maxDelayMs).toISOString();
  const claimed = await db
    .updateTable("login_falhas")
    .set((eb) => ({
      falhas: eb("falhas", "+", 1),
      janela_inicio: nowIso,
      bloqueado_ate: eb
        .case()
        .when("falhas", ">=", SECOND_FACTOR_CEILING.freeFailures - 1)
        .then(held)
        .else(null)
        .end(),
    }))
    .where("chave", "=", key)
    .where(free)
    .returning("falhas")
    .executeTakeFirst();
  if (!claimed) {
    const row = await db
      .selectFrom("login_falhas")
      .select("bloqueado_ate")
      .where("chave", "=", key)
      .executeTakeFirst();
    const until = row?.bloqueado_ate ? Date.parse(row.bloqueado_ate) : now.getTime();
    throw new LoginThrottledError((until - now.getTime()) / 1000);
  }
  const undo = async () => {
    await db
      .updateTable("login_falhas")
      .set((eb) => ({ falhas: eb("falhas", "-", 1), bloqueado_ate: null }))
      .where("chave", "=", key)
      .where("falhas", ">", 0)
      .execute();
  };
  return {
    succeeded: undo,
    released: undo,
    failed: async () => {
      const delay = secondFactorDelayMs(claimed.falhas);
      await db
        .updateTable("login_falhas")
        .set({ bloqueado_ate: delay > 0 ? new Date(now.getTime() + delay).toISOString() : null })
        .where("chave", "=", key)
        .execute();
    },
  };
}

export function contaThrottleKey(email: string): string {
  return `conta:${email.trim().toLowerCase()}`;
}

/** How long addresses that failed on an account wait after its `failures`-th failure. */
export function contaDelayMs(failures: number): number {
  const beyond = failures - LOGIN_THROTTLE.accountFreeFailures;
  if (beyond <= 0) return 0;
  return Math.min(1000 * 2 ** (beyond - 1), LOGIN_THROTTLE.accountMaxDelayMs);
}

export type LoginAttempt = {
  /** Takes this attempt off the counts and forgets this address's failures on the account. */
  succeeded: () => Promise<void>;
  /** Keeps this attempt counted; throws LoginThrottledError when it reaches a pause. */
  failed: () => Promise<void>;
};

type Row = { chave: string; falhas: number; janela_inicio: string; bloqueado_ate: string | null };

/**
 * Starts a login attempt, throwing LoginThrottledError while the address, or this account
 * from this address, is paused, or while the account is slowed down and this address has
 * already failed on it. The attempt is counted as a failure before the password is
 * checked: a burst of parallel guesses is counted in full instead of slipping past a
 * check made while the others were still being verified.
 */
export async function beginLoginAttempt(
  db: Kysely<Database>,
  keys: LoginThrottleKeys,
  now = new Date(),
): Promise<LoginAttempt> {
  const nowIso = now.toISOString();
  const windowOpenedAfter = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  const rows: Row[] = await db
    .selectFrom("login_falhas")
    .select(["chave", "falhas", "janela_inicio", "bloqueado_ate"])
    .where("chave", "in", [keys.address, keys.pair, keys.account])
    .execute();
  const find = (chave: string) => rows.find((row) => row.chave === chave);
  const until = (row: Row | undefined) =>
    row?.bloqueado_ate && row.bloqueado_ate > nowIso ? Date.parse(row.bloqueado_ate) : 0;

  const paused = Math.max(until(find(keys.address)), until(find(keys.pair)));
  if (paused > 0) throw new LoginThrottledError((paused - now.getTime()) / 1000);

  // CASE: the account is being guessed; an address that already failed on it waits.
  const pair = find(keys.pair);
  const failedHere =
    pair !== undefined && pair.janela_inicio > windowOpenedAfter && pair.falhas > 0;
  const slowedUntil = until(find(keys.account));
  if (failedHere && slowedUntil > 0)
    throw new LoginThrottledError((slowedUntil - now.getTime()) / 1000);

  await pruneExpired(db, now);
  const counts = await countAttempt(db, [keys.account, keys.address, keys.pair], now);
  const count = (chave: string) => counts.find((row) => row.chave === chave)?.falhas ?? 0;
  const limits = [
    { chave: keys.pair, limit: LOGIN_THROTTLE.pairLimit },
    { chave: keys.address, limit: LOGIN_THROTTLE.addressLimit },
  ];
  const reached = (over: (count: number, limit: number) => boolean) =>
    limits.filter(({ chave, limit }) => over(count(chave), limit)).map(({ chave }) => chave);

  // CASE: parallel attempts already used up the window while this one was on its way.
  const exceeded = reached((current, limit) => current > limit);
  if (exceeded.length > 0) await pause(db, exceeded, now);

  return {
    succeeded: async () => {
      await db.deleteFrom("login_falhas").where("chave", "=", keys.pair).execute();
      await db
        .updateTable("login_falhas")
        .set((eb) => ({ falhas: eb("falhas", "-", 1) }))
        .where("chave", "in", [keys.address, keys.account])
        .where("falhas", ">", 0)
        .execute();
    },
    failed: async () => {
      const delay = contaDelayMs(count(keys.account));
      if (delay > 0) {
        await db
          .updateTable("login_falhas")
          .set({ bloqueado_ate: new Date(now.getTime() + delay).toISOString() })
          .where("chave", "=", keys.account)
          .execute();
      }
      const full = reached((current, limit) => current >= limit);
      if (full.length > 0) await pause(db, full, now);
    },
  };
}

/** Forgets a counter (an account's, after a password reset). */
export async function clearLoginFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("login_falhas").where("chave", "=", key).execute();
}

/** Adds one to each counter in one statement; a counter whose window has passed restarts at 1. */
async function countAttempt(
  db: Kysely<Database>,
  chaves: string[],
  now: Date,
): Promise<{ chave: string; falhas: number }[]> {
  const nowIso = now.toISOString();
  const windowOpenedAfter = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  return db
    .insertInto("login_falhas")
    .values(
      chaves.map((chave) => ({ chave, falhas: 1, janela_inicio: nowIso, bloqueado_ate: null })),
    )
    .onConflict((oc) =>
      oc.column("chave").doUpdateSet((eb) => {
        const row = windowUpsert(
          "login_falhas",
          eb("login_falhas.janela_inicio", ">", windowOpenedAfter),
        );
        return {
          falhas: row.counted("falhas"),
          janela_inicio: row.kept<string>("janela_inicio"),
          bloqueado_ate: row.kept<string | null>("bloqueado_ate"),
        };
      }),
    )
    .returning(["chave", "falhas"])
    .execute();
}

async function pause(db: Kysely<Database>, chaves: string[], now: Date): Promise<never> {
  await db
    .updateTable("login_falhas")
    .set({ bloqueado_ate: new Date(now.getTime() + LOGIN_THROTTLE.blockMs).toISOString() })
    .where("chave", "in", chaves)
    .execute();
  throw new LoginThrottledError(LOGIN_THROTTLE.blockMs / 1000);
}

/**
 * Counters of passed windows and ended pauses carry nothing: keep the table small. The
 * second-factor ceiling's counters are kept for their quiet hour.
 */
async function pruneExpired(db: Kysely<Database>, now: Date): Promise<void> {
  const windowCut = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  const quietCut = new Date(now.getTime() - SECOND_FACTOR_CEILING.quietMs).toISOString();
  await db
    .deleteFrom("login_falhas")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("chave", "not like", `${CEILING_PREFIX}%`),
          eb("janela_inicio", "<=", windowCut),
        ]),
        eb("janela_inicio", "<=", quietCut),
      ]),
    )
    .where((eb) =>
      eb.or([eb("bloqueado_ate", "is", null), eb("bloqueado_ate", "<=", now.toISOString())]),
    )
    .execute();
}
