import type { Kysely } from "kysely";
import type { Database, SubprojetoRow } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";

export const subprojetoRepository = collectionRepository("subprojetos", [
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
]);

export async function selectSubprojetos(
  db: Kysely<Database>,
  { limit, offset }: { limit?: number; offset?: number } = {},
): Promise<SubprojetoRow[]> {
  let query = subprojetoRepository.query(db).orderBy("data_inicio", "desc").orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}
