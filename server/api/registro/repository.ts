import type { Insertable, Kysely } from "kysely";
import type { Database, RegistroAuditoriaTable } from "../../db/schema.ts";
import type { Page } from "../collection-paging.ts";

export type RegistroFilter = {
  contaId?: number;
  tipo?: string;
  acao?: string;
  de?: { at: string; inclusive: boolean };
  ate?: { at: string; inclusive: boolean };
};

/** The only write the table allows. */
export async function insertRegistro(
  db: Kysely<Database>,
  values: Insertable<RegistroAuditoriaTable>,
): Promise<void> {
  await db.insertInto("registro_auditoria").values(values).execute();
}

function filtered(db: Kysely<Database>, filter: RegistroFilter) {
  let query = db.selectFrom("registro_auditoria");
  if (filter.contaId !== undefined) query = query.where("conta_id", "=", filter.contaId);
  if (filter.tipo !== undefined) query = query.where("tipo", "=", filter.tipo);
  if (filter.acao !== undefined) query = query.where("acao", "=", filter.acao);
  if (filter.de) query = query.where("criado_em", ">=", filter.de.at);
  if (filter.ate)
    query = query.where("criado_em", filter.ate.inclusive ? "<=" : "<", filter.ate.at);
  return query;
}

/** Newest first; the id orders rows written in the same millisecond. */
export async function selectRegistros(db: Kysely<Database>, filter: RegistroFilter, page: Page) {
  return filtered(db, filter)
    .selectAll()
    .orderBy("criado_em", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRegistros(db: Kysely<Database>, filter: RegistroFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
