import { PostgresAdapter, type Kysely } from "kysely";
import type { Papel } from "../../auth/roles.ts";
import type { Database } from "../../db/schema.ts";

const CONTA_COLUMNS = [
  "id",
  "nome",
  "email",
  "papel",
  "desativado_em",
  "created_at",
  "ultimo_acesso_em",
] as const;

/** By name. */
export async function selectContas(db: Kysely<Database>) {
  return db
    .selectFrom("administradores")
    .select(CONTA_COLUMNS)
    .orderBy("nome")
    .orderBy("id")
    .execute();
}

export async function findConta(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("administradores")
    .select(CONTA_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Active administrators other than `exceptId`. Inside a transaction on PostgreSQL their
 * rows stay locked until it ends, so two instances demoting the last two administrators
 * at once cannot both see the other one (SQLite lets one writer in at a time anyway).
 */
export async function countOtherActiveAdministradores(
  db: Kysely<Database>,
  exceptId: number,
): Promise<number> {
  let query = db
    .selectFrom("administradores")
    .select("id")
    .where("papel", "=", "administrador")
    .where("desativado_em", "is", null)
    .where("id", "!=", exceptId);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.execute()).length;
}

export async function updateConta(
  db: Kysely<Database>,
  id: number,
  values: { papel?: Papel; desativado_em?: string | null; updated_at: string },
): Promise<void> {
  await db.updateTable("administradores").set(values).where("id", "=", id).execute();
}
