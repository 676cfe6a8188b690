import type { Kysely, Updateable } from "kysely";
import type { Papel } from "../../auth/roles.ts";
import type { AdministradoresTable, Database, NewAdministrador } from "../../db/schema.ts";

const ACCOUNT_COLUMNS = [
  "id",
  "email",
  "nome",
  "papel",
  "password_hash",
  "desativado_em",
  "totp_secret",
  "totp_pendente",
  "avisos_email",
] as const;

function selectAccounts(db: Kysely<Database>) {
  return db.selectFrom("administradores").select(ACCOUNT_COLUMNS);
}

export async function findAdministradorByEmail(db: Kysely<Database>, email: string) {
  return selectAccounts(db).where("email", "=", email).executeTakeFirst();
}

export async function findAdministradorById(db: Kysely<Database>, id: number) {
  return selectAccounts(db).where("id", "=", id).executeTakeFirst();
}

/** Sets some of an account's columns. */
async function updateAdministrador(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<AdministradoresTable>,
): Promise<void> {
  await db.updateTable("administradores").set(changes).where("id", "=", id).execute();
}

export async function setAdministradorDisabled(
  db: Kysely<Database>,
  id: number,
  disabledAt: string | null,
  updatedAt: string,
): Promise<void> {
  await updateAdministrador(db, id, { desativado_em: disabledAt, updated_at: updatedAt });
}

export async function setPendingTotpSecret(
  db: Kysely<Database>,
  id: number,
  secret: string | null,
): Promise<void> {
  await updateAdministrador(db, id, { totp_pendente: secret });
}

/** Turns the second factor on with the pending secret, unless it is on already. */
export async function enableTotp(
  db: Kysely<Database>,
  id: number,
  secret: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("administradores")
    .set({
      totp_secret: secret,
      totp_pendente: null,
      totp_ultimo_passo: null,
      updated_at: updatedAt,
    })
    .where("id", "=", id)
    .where("totp_secret", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function disableTotp(db: Kysely<Database>, id: number, updatedAt: string) {
  await updateAdministrador(db, id, {
    totp_secret: null,
    totp_pendente: null,
    totp_ultimo_passo: null,
    updated_at: updatedAt,
  });
  await db.deleteFrom("codigos_recuperacao").where("administrador_id", "=", id).execute();
}

/**
 * Records `step` as the last TOTP step used, only if it is later than the last one: false
 * means the code was used already (one statement, so two instances cannot both accept it).
 */
export async function claimTotpStep(db: Kysely<Database>, id: number, step: number) {
  const result = await db
    .updateTable("administradores")
    .set({ totp_ultimo_passo: step })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("totp_ultimo_passo", "is", null), eb("totp_ultimo_passo", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  id: number,
  codeHashes: string[],
  createdAt: string,
): Promise<void> {
  await db.deleteFrom("codigos_recuperacao").where("administrador_id", "=", id).execute();
  await db
    .insertInto("codigos_recuperacao")
    .values(
      codeHashes.map((code_hash) => ({ administrador_id: id, code_hash, created_at: createdAt })),
    )
    .execute();
}

/** The account's unused recovery codes, each salted and hashed on its own. */
export async function listRecoveryCodes(db: Kysely<Database>, administradorId: number) {
  return db
    .selectFrom("codigos_recuperacao")
    .select(["id", "code_hash"])
    .where("administrador_id", "=", administradorId)
    .orderBy("id")
    .execute();
}

/** Uses up a recovery code: true only for the one request that deleted it. */
export async function consumeRecoveryCode(db: Kysely<Database>, codeId: number) {
  const result = await db
    .deleteFrom("codigos_recuperacao")
    .where("id", "=", codeId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countRecoveryCodes(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom("codigos_recuperacao")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("administrador_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertLoginChallenge(
  db: Kysely<Database>,
  values: { token_hash: string; administrador_id: number; expires_at: string },
): Promise<void> {
  await db.insertInto("login_desafios").values(values).execute();
}

/** Counts one more try of the challenge and returns it, if it is still live. */
export async function useLoginChallenge(db: Kysely<Database>, tokenHash: string, now: string) {
  await db.deleteFrom("login_desafios").where("expires_at", "<=", now).execute();
  return db
    .updateTable("login_desafios")
    .set((eb) => ({ tentativas: eb("tentativas", "+", 1) }))
    .where("token_hash", "=", tokenHash)
    .returning(["id", "administrador_id", "tentativas"])
    .executeTakeFirst();
}

export async function deleteLoginChallenge(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("login_desafios").where("id", "=", id).execute();
}

export async function deleteLoginChallenges(db: Kysely<Database>, administradorId: number) {
  await db.deleteFrom("login_desafios").where("administrador_id", "=", administradorId).execute();
}

/** Inserts unless the e-mail is taken; undefined means it was (even if taken a moment ago). */
export async function insertAdministradorIfAbsent(db: Kysely<Database>, values: NewAdministrador) {
  return db
    .insertInto("administradores")
    .values(values)
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "email", "nome", "papel"])
    .executeTakeFirst();
}

export async function updateAdministradorPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  updatedAt: string,
): Promise<void> {
  await updateAdministrador(db, id, { password_hash: passwordHash, updated_at: updatedAt });
}

/**
 * Gives the account a new e-mail unless another account has it: false means one does
 * (one statement, so a check and a write cannot be split by another request).
 */
export async function updateAdministradorEmail(
  db: Kysely<Database>,
  id: number,
  email: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("administradores")
    .set({ email, updated_at: updatedAt })
    .where("id", "=", id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("administradores as outra")
            .select("outra.id")
            .where("outra.email", "=", email)
            .where("outra.id", "<>", id),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type TotpSecretColumn = "totp_secret" | "totp_pendente";

/** Every account with a second-factor secret stored, on or pending. */
export async function listStoredTotpSecrets(db: Kysely<Database>) {
  return db
    .selectFrom("administradores")
    .select(["id", "totp_secret", "totp_pendente"])
    .where((eb) => eb.or([eb("totp_secret", "is not", null), eb("totp_pendente", "is not", null)]))
    .orderBy("id")
    .execute();
}

/**
 * Writes a secret sealed again in place of the value read, unless the account changed it
 * meanwhile (false then): two instances sealing at once cannot overwrite a new secret.
 */
export async function replaceStoredTotpSecret(
  db: Kysely<Database>,
  id: number,
  column: TotpSecretColumn,
  read: string,
  sealed: string,
): Promise<boolean> {
  const result = await db
    .updateTable("administradores")
    .set({ [column]: sealed })
    .where("id", "=", id)
    .where(column, "=", read)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listAdministradores(db: Kysely<Database>) {
  return db
    .selectFrom("administradores")
    .select(["id", "email", "nome", "papel", "created_at", "desativado_em"])
    .orderBy("email")
    .execute();
}

/** Marks a successful sign-in: the moment a session was opened. */
export async function setUltimoAcesso(db: Kysely<Database>, id: number, at: string) {
  await updateAdministrador(db, id, { ultimo_acesso_em: at });
}

/** A password reset link, kept as the hash of its token (decision 070). */
export async function insertPasswordReset(
  db: Kysely<Database>,
  values: { administrador_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto("redefinicoes_senha").values(values).execute();
}

/** How many reset links the account was sent since `since`. */
export async function countPasswordResetsSince(
  db: Kysely<Database>,
  administradorId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("redefinicoes_senha")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("administrador_id", "=", administradorId)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Uses up a live link: one conditional update, so two requests with the same link change
 * one password. Answers the account, or undefined for an unknown, used or expired link.
 */
export async function consumePasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable("redefinicoes_senha")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("administrador_id")
    .executeTakeFirst();
  return row?.administrador_id;
}

/** Ends every other link of the account: the password they were for is gone. */
export async function deletePasswordResets(
  db: Kysely<Database>,
  administradorId: number,
): Promise<void> {
  await db
    .deleteFrom("redefinicoes_senha")
    .where("administrador_id", "=", administradorId)
    .where("used_at", "is", null)
    .execute();
}

/** Turns the desk's notices by e-mail on or off for an account (decision 073). */
export async function setAvisosEmail(
  db: Kysely<Database>,
  id: number,
  on: boolean,
  updatedAt: string,
): Promise<void> {
  await updateAdministrador(db, id, { avisos_email: on ? 1 : 0, updated_at: updatedAt });
}

/** The enabled accounts that take the desk's notices, of these roles, but one. */
export async function listNoticeRecipients(
  db: Kysely<Database>,
  papeis: readonly Papel[],
  exceptId: number | undefined,
) {
  return db
    .selectFrom("administradores")
    .select(["id", "email", "nome"])
    .where("avisos_email", "=", 1)
    .where("desativado_em", "is", null)
    .where("papel", "in", [...papeis])
    .$if(exceptId !== undefined, (query) => query.where("id", "!=", exceptId!))
    .orderBy("id")
    .execute();
}

/** The account with this id if it takes the desk's notices and is enabled. */
export async function findNoticeRecipient(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("administradores")
    .select(["id", "email", "nome"])
    .where("id", "=", id)
    .where("avisos_email", "=", 1)
    .where("desativado_em", "is", null)
    .executeTakeFirst();
}
