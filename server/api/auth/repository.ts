import type { Kysely } from "kysely";
import type { Database, NewAdministrador } from "../../db/schema.ts";

export async function findAdministradorByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("administradores")
    .select(["id", "email", "nome", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Inserts unless the e-mail is taken; undefined means it was (even if taken a moment ago). */
export async function insertAdministradorIfAbsent(db: Kysely<Database>, values: NewAdministrador) {
  return db
    .insertInto("administradores")
    .values(values)
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "email", "nome"])
    .executeTakeFirst();
}

export async function updateAdministradorPassword(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("administradores")
    .set({ password_hash: passwordHash, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

export async function listAdministradores(db: Kysely<Database>) {
  return db
    .selectFrom("administradores")
    .select(["id", "email", "nome", "created_at"])
    .orderBy("email")
    .execute();
}
