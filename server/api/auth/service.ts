import crypto from "node:crypto";
import type { Kysely } from "kysely";
import {
  getDummyPasswordHash,
  hashPassword,
  hashSecret,
  verifyPassword,
} from "../../auth/passwords.ts";
import {
  createSession,
  deleteAdministradorSession,
  deleteAdministradorSessions,
  deleteOtherSessions,
  deleteSession,
  hashToken,
  listAdministradorSessions,
  type SessionAdmin,
} from "../../auth/sessions.ts";
import {
  contaThrottleKey,
  beginLoginAttempt,
  claimSecondFactorTry,
  LoginThrottledError,
  secondFactorCeilingKey,
  clearLoginFailures,
  loginThrottleKeys,
  type LoginThrottleKeys,
  secondFactorThrottleKeys,
} from "../../auth/throttle.ts";
import * as totp from "../../auth/totp.ts";
import {
  hasTotpKey,
  isSealed,
  openTotpSecret,
  openTotpSecretWithKey,
  sealTotpSecret,
  TotpKeyMissingError,
} from "../../auth/totp-key.ts";
import type { Papel } from "../../auth/roles.ts";
import type { Database } from "../../db/schema.ts";
import { namedError, reasonError } from "../../http/errors.ts";
import * as repository from "./repository.ts";
import type {
  AvisosInput,
  MinhaConta,
  AuthUser,
  ChangePasswordInput,
  EmailChangeInput,
  LoginAnswer,
  LoginInput,
  LoginResult,
  LoginTotpInput,
  ReauthInput,
  RecoveryCodes,
  Session,
  TotpSetup,
  NewAdministradorInput,
} from "./schema.ts";

export type { AuthUser } from "./schema.ts";

/** A login waiting for its second factor lives this long and takes this many codes. */
export const LOGIN_CHALLENGE_MS = 5 * 60 * 1000;
export const LOGIN_CHALLENGE_TRIES = 5;

/** Deliberately one error for an unknown e-mail and a wrong password. */
export class InvalidCredentialsError extends namedError("InvalidCredentialsError") {}

/** Only said to someone who gave the account's right password. */
export class ContaDisabledError extends namedError("ContaDisabledError") {}

export class DuplicateEmailError extends namedError("DuplicateEmailError") {}

export class UnknownAdministradorError extends namedError("UnknownAdministradorError") {}

/** The current password given to confirm a change is wrong. */
export class WrongPasswordError extends namedError("WrongPasswordError") {}

/** A TOTP or recovery code that matches nothing (or was used already). */
export class InvalidCodeError extends namedError("InvalidCodeError") {
  /** The account the code was for, when a login's second step failed. */
  readonly account: { id: number; nome: string } | undefined;

  constructor(account?: { id: number; nome: string }) {
    super("invalid code");
    this.account = account;
  }
}

/** A login's code was not checked: the account or this address is waiting. */
export class SecondFactorThrottledError extends LoginThrottledError {
  override name = "SecondFactorThrottledError";
  /** The account the refused code was for. */
  readonly account: { id: number; nome: string };

  constructor(retryAfterSeconds: number, account: { id: number; nome: string }) {
    super(retryAfterSeconds);
    this.account = account;
  }
}

/** The second step of a login came too late, too often, or for an account that changed. */
export class LoginChallengeExpiredError extends namedError("LoginChallengeExpiredError") {}

/** A sensitive step came without the current password, or without the code it needs. */
export class ReauthMissingError extends reasonError<"senha" | "codigo">("ReauthMissingError") {}

export class TotpStateError extends reasonError<"enabled" | "notEnabled" | "notPending">(
  "TotpStateError",
) {}

export function toAuthUser(admin: {
  id: number;
  email: string;
  nome: string;
  papel: Papel;
}): AuthUser {
  return { id: admin.id, email: admin.email, nome: admin.nome, papel: admin.papel };
}

/**
 * Checks the credentials and opens a session, or, for an account with a second factor,
 * answers a challenge for `loginWithCode`. Throws InvalidCredentialsError,
 * ContaDisabledError, or LoginThrottledError while the address or the account is paused.
 */
export async function login(
  db: Kysely<Database>,
  input: LoginInput,
  address: string,
  now = new Date(),
): Promise<LoginAnswer> {
  const admin = await throttled(db, loginThrottleKeys(address, input.email), now, async () => {
    const row = await repository.findAdministradorByEmail(db, input.email);
    const matches = await verifyPassword(
      input.password,
      row?.password_hash ?? (await getDummyPasswordHash()),
    );
    if (!row || !matches) return new InvalidCredentialsError();
    // Counted as a failure: a disabled account is no oracle for unlimited password checks.
    if (row.desativado_em !== null) return new ContaDisabledError();
    return row;
  });
  if (admin.totp_secret !== null) {
    const challenge = crypto.randomBytes(32).toString("base64url");
    await repository.insertLoginChallenge(db, {
      token_hash: hashToken(challenge),
      administrador_id: admin.id,
      expires_at: new Date(now.getTime() + LOGIN_CHALLENGE_MS).toISOString(),
    });
    return { totpRequired: true, challenge };
  }
  return openSession(db, admin, address, now);
}

/**
 * The second step: a TOTP code (each one works once) or a recovery code (used up).
 * Wrong codes are throttled like passwords, on counters of their own.
 */
export async function loginWithCode(
  db: Kysely<Database>,
  input: LoginTotpInput,
  address: string,
  now = new Date(),
): Promise<LoginResult> {
  const challenge = await repository.useLoginChallenge(
    db,
    hashToken(input.challenge),
    now.toISOString(),
  );
  if (!challenge) throw new LoginChallengeExpiredError();
  const admin = await repository.findAdministradorById(db, challenge.administrador_id);
  if (
    challenge.tentativas > LOGIN_CHALLENGE_TRIES ||
    !admin ||
    admin.desativado_em !== null ||
    admin.totp_secret === null
  ) {
    await repository.deleteLoginChallenge(db, challenge.id);
    throw new LoginChallengeExpiredError();
  }
  const secret = openTotpSecret(admin.totp_secret, admin.id);
  const account = { id: admin.id, nome: admin.nome };
  // The account's ceiling first: it holds whatever the address (SECOND_FACTOR_CEILING).
  const ceiling = await claimSecondFactorTry(db, secondFactorCeilingKey(admin.email), now).catch(
    (error: unknown) => {
      throw error instanceof LoginThrottledError
        ? new SecondFactorThrottledError(error.retryAfterSeconds, account)
        : error;
    },
  );
  try {
    await throttled(db, secondFactorThrottleKeys(address, admin.email), now, async () =>
      (await acceptSecondFactor(db, admin.id, secret, input.code, now))
        ? true
        : new InvalidCodeError(account),
    );
  } catch (error) {
    if (error instanceof InvalidCodeError) {
      await ceiling.failed();
      throw error;
    }
    await ceiling.released();
    throw error instanceof LoginThrottledError
      ? new SecondFactorThrottledError(error.retryAfterSeconds, account)
      : error;
  }
  await ceiling.succeeded();
  await repository.deleteLoginChallenge(db, challenge.id);
  return openSession(db, admin, address, now);
}

/**
 * One check that counts towards the pause of `keys`: `check` answers its value, or the
 * error to throw, which counts as a failure.
 */
async function throttled<T>(
  db: Kysely<Database>,
  keys: LoginThrottleKeys,
  now: Date,
  check: () => Promise<T | Error>,
): Promise<T> {
  const attempt = await beginLoginAttempt(db, keys, now);
  const outcome = await check();
  if (outcome instanceof Error) {
    await attempt.failed();
    throw outcome;
  }
  await attempt.succeeded();
  return outcome;
}

/** The end of a login that passed every step: a new session, and the account's last access. */
async function openSession(
  db: Kysely<Database>,
  admin: Parameters<typeof toAuthUser>[0],
  address: string,
  now: Date,
): Promise<LoginResult> {
  const token = await createSession(db, admin.id, now, address);
  await repository.setUltimoAcesso(db, admin.id, now.toISOString());
  return { token, user: toAuthUser(admin) };
}

async function acceptSecondFactor(
  db: Kysely<Database>,
  id: number,
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = totp.matchTotpStep(secret, code.replace(/\s/g, ""), now);
  if (step !== undefined) return repository.claimTotpStep(db, id, step);
  return consumeRecoveryCode(db, id, code);
}

/**
 * Uses up the account's recovery code `code`. Each is salted, so it is compared with the
 * account's remaining ones (ten at most) in turn; the delete decides, so of two requests
 * with the same code only one gets true.
 */
async function consumeRecoveryCode(db: Kysely<Database>, id: number, code: string) {
  const normalized = totp.normalizeRecoveryCode(code);
  // CASE: not shaped like a recovery code (a mistyped app code): no hash is spent on it.
  if (!totp.isRecoveryCodeShape(normalized)) return false;
  for (const stored of await repository.listRecoveryCodes(db, id)) {
    if (await verifyPassword(normalized, stored.code_hash))
      return repository.consumeRecoveryCode(db, stored.id);
  }
  return false;
}

/** New recovery codes and their salted hashes, made one after the other (each costs memory). */
async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = totp.generateRecoveryCodes();
  const hashes: string[] = [];
  for (const code of codes) hashes.push(await hashSecret(totp.normalizeRecoveryCode(code)));
  return { codes, hashes };
}

export async function logout(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, token);
}

/**
 * Checks the signed-in administrator's password before a sensitive change. Wrong answers
 * count like failed logins, so a stolen session cannot be used to guess the password.
 */
async function requireCurrentPassword(
  db: Kysely<Database>,
  admin: SessionAdmin,
  password: string,
  address: string,
  now: Date,
) {
  return throttled(db, loginThrottleKeys(address, admin.email), now, async () => {
    const row = await repository.findAdministradorById(db, admin.id);
    if (!row || !(await verifyPassword(password, row.password_hash))) {
      return new WrongPasswordError();
    }
    return row;
  });
}

/**
 * Asks again for what a login asks before a sensitive step: the current password and,
 * with the second factor on, a current code (a TOTP code or a recovery code, used up).
 * Wrong answers count on the login's and the second factor's own throttles. Throws
 * ReauthMissingError, WrongPasswordError, InvalidCodeError or LoginThrottledError.
 */
export async function requireReauth(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  address: string,
  now = new Date(),
) {
  if (input.senha === undefined) throw new ReauthMissingError("senha");
  const row = await requireCurrentPassword(db, admin, input.senha, address, now);
  if (row.totp_secret === null) return row;
  const secret = openTotpSecret(row.totp_secret, row.id);
  const code = input.codigo;
  if (code === undefined) throw new ReauthMissingError("codigo");
  await throttled(db, secondFactorThrottleKeys(address, admin.email), now, async () =>
    (await acceptSecondFactor(db, admin.id, secret, code, now)) ? true : new InvalidCodeError(),
  );
  return row;
}

async function requireOwnAccount(db: Kysely<Database>, admin: SessionAdmin) {
  const row = await repository.findAdministradorById(db, admin.id);
  if (!row) throw new UnknownAdministradorError(admin.email);
  return row;
}

/** The caller's account, which must not have a second factor yet. */
async function requireWithoutTotp(db: Kysely<Database>, admin: SessionAdmin) {
  const row = await requireOwnAccount(db, admin);
  if (row.totp_secret !== null) throw new TotpStateError("enabled");
  return row;
}

export async function getMinhaConta(
  db: Kysely<Database>,
  admin: SessionAdmin,
): Promise<MinhaConta> {
  const row = await requireOwnAccount(db, admin);
  return {
    user: toAuthUser(row),
    totpEnabled: row.totp_secret !== null,
    recoveryCodesLeft: await repository.countRecoveryCodes(db, admin.id),
    avisosEmail: row.avisos_email === 1,
  };
}

/** Turns the account's notices by e-mail on or off, and answers the account. */
export async function setAvisos(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: AvisosInput,
  now = new Date(),
): Promise<MinhaConta> {
  await repository.setAvisosEmail(db, admin.id, input.avisosEmail, now.toISOString());
  return getMinhaConta(db, admin);
}

/**
 * Sets a new password after checking the current one, and ends every other session of
 * the account (the one that asked stays). Throws WrongPasswordError, PasswordPolicyError
 * or LoginThrottledError, having changed nothing.
 */
export async function changePassword(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ChangePasswordInput,
  address: string,
  now = new Date(),
): Promise<void> {
  await requireCurrentPassword(db, admin, input.currentPassword, address, now);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await repository.updateAdministradorPassword(trx, admin.id, passwordHash, now.toISOString());
    await deleteOtherSessions(trx, admin.id, admin.sessionId);
    await repository.deleteLoginChallenges(trx, admin.id);
    await clearLoginFailures(trx, contaThrottleKey(admin.email));
  });
}

export async function listSessions(
  db: Kysely<Database>,
  admin: SessionAdmin,
  now = new Date(),
): Promise<Session[]> {
  const sessions = await listAdministradorSessions(db, admin.id, now);
  return sessions.map((session) => ({ ...session, current: session.id === admin.sessionId }));
}

/**
 * Ends one of the caller's own sessions after `requireReauth`; false when they have none
 * with that id (said only to whoever re-authenticated, so a token alone probes nothing).
 */
export async function endSession(
  db: Kysely<Database>,
  admin: SessionAdmin,
  sessionId: number,
  input: ReauthInput,
  address: string,
  now = new Date(),
): Promise<boolean> {
  await requireReauth(db, admin, input, address, now);
  return deleteAdministradorSession(db, admin.id, sessionId);
}

/**
 * A new secret to scan, kept pending until a code from it confirms it. Only for the
 * account's current password (`requireReauth`): the secret is the second factor itself.
 */
export async function setupTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  address: string,
  now = new Date(),
): Promise<TotpSetup> {
  await requireWithoutTotp(db, admin);
  // CASE: no TOTP_KEY to seal the secret with: refused before the password is asked.
  if (!hasTotpKey()) throw new TotpKeyMissingError("TOTP_KEY is not set");
  const row = await requireReauth(db, admin, input, address, now);
  const secret = totp.generateTotpSecret();
  await repository.setPendingTotpSecret(db, admin.id, sealTotpSecret(secret, admin.id));
  const uri = totp.totpUri(secret, row.email);
  return { secret, uri, qrCode: await totp.qrCodeDataUrl(uri) };
}

/**
 * Turns the second factor on once a code from the pending secret matches, after
 * `requireReauth`, and answers the recovery codes: the only time they are shown, since
 * only their hashes are kept.
 */
export async function enableTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  code: string,
  reauth: ReauthInput,
  address: string,
  now = new Date(),
): Promise<RecoveryCodes> {
  await requireWithoutTotp(db, admin);
  const row = await requireReauth(db, admin, reauth, address, now);
  const sealed = row.totp_pendente;
  if (sealed === null) throw new TotpStateError("notPending");
  const secret = openTotpSecret(sealed, row.id);
  await throttled(db, secondFactorThrottleKeys(address, admin.email), now, async () =>
    totp.matchTotpStep(secret, code.replace(/\s/g, ""), now) === undefined
      ? new InvalidCodeError()
      : true,
  );
  const recovery = await newRecoveryCodes();
  const enabled = await db.transaction().execute(async (trx) => {
    // The pending value moves as it is stored: it is sealed for this same account.
    if (!(await repository.enableTotp(trx, admin.id, sealed, now.toISOString()))) return false;
    await repository.replaceRecoveryCodes(trx, admin.id, recovery.hashes, now.toISOString());
    return true;
  });
  if (!enabled) throw new TotpStateError("enabled");
  return { recoveryCodes: recovery.codes };
}

/**
 * Turns the second factor off after `requireReauth` (the password and a current code);
 * its recovery codes go too.
 */
export async function disableTotp(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  address: string,
  now = new Date(),
): Promise<void> {
  await requireReauth(db, admin, input, address, now);
  await db.transaction().execute(async (trx) => {
    await repository.disableTotp(trx, admin.id, now.toISOString());
    await repository.deleteLoginChallenges(trx, admin.id);
  });
}

/**
 * New recovery codes in place of the remaining ones, after `requireReauth` (the password
 * and a current code, which may be one of the old recovery codes). Answered this once.
 */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: ReauthInput,
  address: string,
  now = new Date(),
): Promise<RecoveryCodes> {
  const account = await requireOwnAccount(db, admin);
  if (account.totp_secret === null) throw new TotpStateError("notEnabled");
  await requireReauth(db, admin, input, address, now);
  const recovery = await newRecoveryCodes();
  await db
    .transaction()
    .execute((trx) =>
      repository.replaceRecoveryCodes(trx, admin.id, recovery.hashes, now.toISOString()),
    );
  return { recoveryCodes: recovery.codes };
}

/**
 * Gives the caller's account a new e-mail after `requireReauth`; throws DuplicateEmailError,
 * having changed nothing, when another account has it. Answers the e-mail it replaced.
 */
export async function changeEmail(
  db: Kysely<Database>,
  admin: SessionAdmin,
  input: EmailChangeInput,
  address: string,
  now = new Date(),
): Promise<{ previous: string; user: AuthUser }> {
  const row = await requireReauth(db, admin, input, address, now);
  if (!(await repository.updateAdministradorEmail(db, admin.id, input.email, now.toISOString())))
    throw new DuplicateEmailError(input.email);
  return { previous: row.email, user: toAuthUser({ ...row, email: input.email }) };
}

/**
 * Seals again every stored second-factor secret the current TOTP_KEY did not seal:
 * `"cleartext"` only those stored before encryption (at start-up), `"all"` also those
 * TOTP_KEY_PREVIOUS sealed (the rotation). Throws TotpKeyMissingError when a secret is
 * stored and TOTP_KEY is not set, and TotpKeyMismatchError when no key opens one, having
 * changed nothing then; answers how many it sealed.
 */
export async function sealStoredTotpSecrets(
  db: Kysely<Database>,
  scope: "cleartext" | "all",
): Promise<number> {
  const rows = await repository.listStoredTotpSecrets(db);
  if (rows.length > 0 && !hasTotpKey())
    throw new TotpKeyMissingError(
      `An account has a second-factor secret stored but TOTP_KEY is not set: set it as README.md's "Second-factor key" says.`,
    );
  const stored = rows.flatMap((row) =>
    (["totp_secret", "totp_pendente"] as const).flatMap((column) => {
      const value = row[column];
      return value === null
        ? []
        : [{ id: row.id, column, value, ...openTotpSecretWithKey(value, row.id) }];
    }),
  );
  let sealed = 0;
  for (const secret of stored) {
    if (secret.current || (scope === "cleartext" && isSealed(secret.value))) continue;
    const resealed = sealTotpSecret(secret.secret, secret.id);
    if (
      await repository.replaceStoredTotpSecret(db, secret.id, secret.column, secret.value, resealed)
    )
      sealed++;
  }
  return sealed;
}

/** Throws PasswordPolicyError for a short password and DuplicateEmailError for a taken e-mail. */
export async function createAdministrador(
  db: Kysely<Database>,
  input: NewAdministradorInput & { papel?: Papel },
  password: string,
  now = new Date(),
): Promise<AuthUser> {
  const created = await insertAdministrador(db, input, password, now);
  if (!created) throw new DuplicateEmailError(input.email);
  return toAuthUser(created);
}

/** Adds an account with this password; undefined when the e-mail is taken. */
export async function insertAdministrador(
  db: Kysely<Database>,
  input: NewAdministradorInput & { papel?: Papel },
  password: string,
  now: Date,
) {
  return repository.insertAdministradorIfAbsent(db, {
    email: input.email,
    nome: input.nome,
    papel: input.papel,
    password_hash: await hashPassword(password),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
}

/** Ends an account's open sessions and its logins still waiting for a code. */
export async function endContaAccess(trx: Kysely<Database>, id: number): Promise<void> {
  await deleteAdministradorSessions(trx, id);
  await repository.deleteLoginChallenges(trx, id);
}

async function requireAdministradorByEmail(db: Kysely<Database>, email: string) {
  const admin = await repository.findAdministradorByEmail(db, email);
  if (!admin) throw new UnknownAdministradorError(email);
  return admin;
}

/**
 * Sets a new password and ends the account's open sessions and login pause: a reset is
 * what an administrator does when the old password may be known to someone else.
 */
export async function resetAdministradorPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
  now = new Date(),
): Promise<AuthUser> {
  const admin = await requireAdministradorByEmail(db, email);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await repository.updateAdministradorPassword(trx, admin.id, passwordHash, now.toISOString());
    await endContaAccess(trx, admin.id);
    await clearLoginFailures(trx, contaThrottleKey(email));
  });
  return toAuthUser(admin);
}

/**
 * Turns the second factor off for an owner who lost the phone and the recovery codes,
 * and ends the account's sessions: whoever holds them may not be the owner.
 */
export async function resetAdministradorTotp(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<AuthUser> {
  const admin = await requireAdministradorByEmail(db, email);
  await db.transaction().execute(async (trx) => {
    await repository.disableTotp(trx, admin.id, now.toISOString());
    await endContaAccess(trx, admin.id);
  });
  return toAuthUser(admin);
}

/**
 * Disables or enables an account. Disabling ends its sessions and pending logins at once;
 * the session check refuses a disabled account's tokens in any case.
 */
export async function setAdministradorDisabled(
  db: Kysely<Database>,
  email: string,
  disabled: boolean,
  now = new Date(),
): Promise<AuthUser> {
  const admin = await requireAdministradorByEmail(db, email);
  await db.transaction().execute(async (trx) => {
    await repository.setAdministradorDisabled(
      trx,
      admin.id,
      disabled ? (admin.desativado_em ?? now.toISOString()) : null,
      now.toISOString(),
    );
    if (disabled) await endContaAccess(trx, admin.id);
  });
  return toAuthUser(admin);
}

export async function findAdministradorByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AuthUser | undefined> {
  const admin = await repository.findAdministradorByEmail(db, email);
  return admin ? toAuthUser(admin) : undefined;
}

export async function listAdministradores(
  db: Kysely<Database>,
): Promise<(AuthUser & { createdAt: string; disabled: boolean })[]> {
  const rows = await repository.listAdministradores(db);
  return rows.map((row) => ({
    ...toAuthUser(row),
    createdAt: row.created_at,
    disabled: row.desativado_em !== null,
  }));
}
