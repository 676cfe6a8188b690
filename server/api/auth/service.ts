import type { Kysely } from "kysely";
import { getDummyPasswordHash, hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { createSession, deleteAdministradorSessions, deleteSession } from "../../auth/sessions.ts";
import {
  accountThrottleKey,
  beginLoginAttempt,
  clearLoginFailures,
  loginThrottleKeys,
} from "../../auth/throttle.ts";
import type { Database } from "../../db/schema.ts";
import * as repository from "./repository.ts";
import type { AuthUser, LoginInput, LoginResult, NewAdministradorInput } from "./schema.ts";

export type { AuthUser, LoginResult } from "./schema.ts";

/** Deliberately one error for an unknown e-mail and a wrong password. */
export class InvalidCredentialsError extends Error {
  override name = "InvalidCredentialsError";
}

export class DuplicateEmailError extends Error {
  override name = "DuplicateEmailError";
}

export class UnknownAdministradorError extends Error {
  override name = "UnknownAdministradorError";
}

export function toAuthUser(admin: { id: number; email: string; nome: string }): AuthUser {
  return { id: admin.id, email: admin.email, nome: admin.nome };
}

/**
 * Checks the credentials and opens a session. Throws InvalidCredentialsError, or
 * LoginThrottledError while the address or the account is paused after repeated failures.
 */
export async function login(
  db: Kysely<Database>,
  input: LoginInput,
  address: string,
  now = new Date(),
): Promise<LoginResult> {
  const attempt = await beginLoginAttempt(db, loginThrottleKeys(address, input.email), now);
  const admin = await repository.findAdministradorByEmail(db, input.email);
  const matches = await verifyPassword(
    input.password,
    admin?.password_hash ?? (await getDummyPasswordHash()),
  );
  if (!admin || !matches) {
    await attempt.failed();
    throw new InvalidCredentialsError();
  }
  await attempt.succeeded();
  const token = await createSession(db, admin.id, now);
  return { token, user: toAuthUser(admin) };
}

export async function logout(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, token);
}

/** Throws PasswordPolicyError for a short password and DuplicateEmailError for a taken e-mail. */
export async function createAdministrador(
  db: Kysely<Database>,
  input: NewAdministradorInput,
  password: string,
  now = new Date(),
): Promise<AuthUser> {
  const passwordHash = await hashPassword(password);
  const created = await repository.insertAdministradorIfAbsent(db, {
    email: input.email,
    nome: input.nome,
    password_hash: passwordHash,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  if (!created) throw new DuplicateEmailError(input.email);
  return toAuthUser(created);
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
  const admin = await repository.findAdministradorByEmail(db, email);
  if (!admin) throw new UnknownAdministradorError(email);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await repository.updateAdministradorPassword(trx, admin.id, passwordHash, now.toISOString());
    await deleteAdministradorSessions(trx, admin.id);
    await clearLoginFailures(trx, accountThrottleKey(email));
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
): Promise<(AuthUser & { createdAt: string })[]> {
  const rows = await repository.listAdministradores(db);
  return rows.map((row) => ({ ...toAuthUser(row), createdAt: row.created_at }));
}
