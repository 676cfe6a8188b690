import type { Kysely } from "kysely";
import type { Database, SobreProjetoRow } from "../../db/schema.ts";

/** The table holds at most this one row (a check constraint enforces it). */
const SOBRE_PROJETO_ID = 1;

const COLUMNS = [
  "id",
  "titulo",
  "conteudo",
  "descricao",
  "objetivos",
  "metodologia",
  "updated_at",
] as const;

export type SobreProjetoValues = Omit<SobreProjetoRow, "id">;

export async function findSobreProjetoRow(
  db: Kysely<Database>,
): Promise<SobreProjetoRow | undefined> {
  return db
    .selectFrom("sobre_projeto")
    .select(COLUMNS)
    .where("id", "=", SOBRE_PROJETO_ID)
    .executeTakeFirst();
}

export async function upsertSobreProjetoRow(
  db: Kysely<Database>,
  values: SobreProjetoValues,
): Promise<SobreProjetoRow> {
  return db
    .insertInto("sobre_projeto")
    .values({ id: SOBRE_PROJETO_ID, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
