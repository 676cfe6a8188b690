import type { Kysely } from "kysely";
import type { ContatoInstitucionalRow, Database } from "../../db/schema.ts";

/** The table holds at most this one row (a check constraint enforces it). */
const CONTATO_INSTITUCIONAL_ID = 1;

const COLUMNS = ["id", "email", "telefone", "whatsapp", "redes", "updated_at"] as const;

export type ContatoInstitucionalValues = Omit<ContatoInstitucionalRow, "id">;

export async function findContatoInstitucionalRow(
  db: Kysely<Database>,
): Promise<ContatoInstitucionalRow | undefined> {
  return db
    .selectFrom("contato_institucional")
    .select(COLUMNS)
    .where("id", "=", CONTATO_INSTITUCIONAL_ID)
    .executeTakeFirst();
}

export async function upsertContatoInstitucionalRow(
  db: Kysely<Database>,
  values: ContatoInstitucionalValues,
): Promise<ContatoInstitucionalRow> {
  return db
    .insertInto("contato_institucional")
    .values({ id: CONTATO_INSTITUCIONAL_ID, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
