import type { Kysely } from "kysely";
import type { Database, MembroRow, MembroUpdate, NewMembro } from "../../db/schema.ts";

const COLUMNS = [
  "id",
  "nome",
  "cargo",
  "biografia",
  "foto",
  "email",
  "lattes",
  "created_at",
  "updated_at",
] as const;

/** Unordered: the service orders by cargo and name, the same way on both engines. */
export async function selectMembros(db: Kysely<Database>): Promise<MembroRow[]> {
  return db.selectFrom("membros").select(COLUMNS).execute();
}

export async function selectMembrosByCargo(
  db: Kysely<Database>,
  cargo: string,
): Promise<MembroRow[]> {
  return db.selectFrom("membros").select(COLUMNS).where("cargo", "=", cargo).execute();
}

export async function selectMembroById(
  db: Kysely<Database>,
  id: number,
): Promise<MembroRow | undefined> {
  return db.selectFrom("membros").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function insertMembro(db: Kysely<Database>, values: NewMembro): Promise<MembroRow> {
  return db.insertInto("membros").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateMembroRow(
  db: Kysely<Database>,
  id: number,
  values: MembroUpdate,
): Promise<MembroRow | undefined> {
  return db
    .updateTable("membros")
    .set(values)
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteMembroRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("membros").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
