import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Papel } from "./roles.ts";

/** The contract: a token dies after 30 minutes without use and after 12 hours in any case. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Touching last_used_at on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The administrator behind a token, and which of their sessions the token is. */
export type SessionAdmin = {
  id: number;
  email: string;
  nome: string;
  papel: Papel;
  sessionId: number;
};

export type SessionSummary = {
  id: number;
  createdAt: string;
  lastUsedAt: string;
  address: string | null;
};

/** Only the hash is stored: a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Kysely<Database>,
  administradorId: number,
  now = new Date(),
  address: string | null = null,
): Promise<string> {
  // Tokens that are never used again are never looked up again either: clear them here
  // so the table holds only live sessions.
  await deleteExpiredSessions(db, now);
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("sessoes")
    .values({
      token_hash: hashToken(token),
      administrador_id: administradorId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      endereco: address,
    })
    .execute();
  return token;
}

/**
 * The administrator behind a live token, or undefined. Using a token extends its idle
 * window; an expired one is deleted. A disabled account has no live token, whatever the
 * table still holds: every authenticated request checks.
 */
export async function findSessionAdmin(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<SessionAdmin | undefined> {
  const row = await db
    .selectFrom("sessoes")
    .innerJoin("administradores", "administradores.id", "sessoes.administrador_id")
    .select([
      "sessoes.id as sessao_id",
      "sessoes.last_used_at",
      "sessoes.expires_at",
      "administradores.id",
      "administradores.email",
      "administradores.nome",
      "administradores.papel",
    ])
    .where("sessoes.token_hash", "=", hashToken(token))
    .where("administradores.desativado_em", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastUsed = Date.parse(row.last_used_at);
  if (now.getTime() >= Date.parse(row.expires_at) || now.getTime() - lastUsed >= SESSION_IDLE_MS) {
    await db.deleteFrom("sessoes").where("id", "=", row.sessao_id).execute();
    return undefined;
  }
  if (now.getTime() - lastUsed >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessoes")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.sessao_id)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    nome: row.nome,
    papel: row.papel,
    sessionId: row.sessao_id,
  };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessoes").where("token_hash", "=", hashToken(token)).execute();
}

/** Ends every session of one administrator, e.g. after their password is reset. */
export async function deleteAdministradorSessions(
  db: Kysely<Database>,
  administradorId: number,
): Promise<void> {
  await db.deleteFrom("sessoes").where("administrador_id", "=", administradorId).execute();
}

/** Ends every session of one administrator but `keepSessionId` (after a password change). */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  administradorId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .deleteFrom("sessoes")
    .where("administrador_id", "=", administradorId)
    .where("id", "!=", keepSessionId)
    .execute();
}

/** Ends one of the administrator's own sessions; false when they have none with that id. */
export async function deleteAdministradorSession(
  db: Kysely<Database>,
  administradorId: number,
  sessionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("sessoes")
    .where("administrador_id", "=", administradorId)
    .where("id", "=", sessionId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The administrator's live sessions, most recently used first. */
export async function listAdministradorSessions(
  db: Kysely<Database>,
  administradorId: number,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("sessoes")
    .select(["id", "created_at", "last_used_at", "endereco"])
    .where("administrador_id", "=", administradorId)
    .where("expires_at", ">", now.toISOString())
    .where("last_used_at", ">", new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    address: row.endereco,
  }));
}

export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom("sessoes")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_used_at", "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
}

/** The bearer token of an Authorization header, if it has one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i.exec(header ?? "");
  return match?.[1];
}
