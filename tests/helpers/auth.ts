import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { Papel } from "#server/auth/roles.ts";
import { createSession } from "#server/auth/sessions.ts";

let counter = 0;

/**
 * An administrator and a live token, made directly in the database (no login round
 * trip). The password hash is a placeholder: this account cannot log in with a password.
 */
export async function createTestAdmin(
  db: Kysely<Database>,
  { nome = "Editora de Teste", papel = "administrador" }: { nome?: string; papel?: Papel } = {},
): Promise<{
  id: number;
  email: string;
  nome: string;
  papel: Papel;
  token: string;
  authorization: string;
}> {
  counter += 1;
  const now = new Date().toISOString();
  const email = `editora${counter}-${Date.now()}@example.org`;
  const { id } = await db
    .insertInto("administradores")
    .values({ email, nome, papel, password_hash: "!", created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await createSession(db, id);
  return { id, email, nome, papel, token, authorization: `Bearer ${token}` };
}
