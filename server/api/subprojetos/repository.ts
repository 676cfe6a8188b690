import type { Kysely } from "kysely";
import type { Database, NewSubprojeto, SubprojetoRow, SubprojetoUpdate } from "../../db/schema.ts";

const COLUMNS = [
  "id",
  "nome",
  "autor",
  "resumo",
  "data_inicio",
  "local",
  "status",
  "pdf_url",
  "created_at",
  "updated_at",
] as const;

export async function selectSubprojetos(db: Kysely<Database>): Promise<SubprojetoRow[]> {
  return db
    .selectFrom("subprojetos")
    .select(COLUMNS)
    .orderBy("data_inicio", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function selectSubprojetoById(
  db: Kysely<Database>,
  id: number,
): Promise<SubprojetoRow | undefined> {
  return db.selectFrom("subprojetos").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function insertSubprojeto(
  db: Kysely<Database>,
  values: NewSubprojeto,
): Promise<SubprojetoRow> {
  return db.insertInto("subprojetos").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateSubprojetoRow(
  db: Kysely<Database>,
  id: number,
  values: SubprojetoUpdate,
): Promise<SubprojetoRow | undefined> {
  return db
    .updateTable("subprojetos")
    .set(values)
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteSubprojetoRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("subprojetos").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
