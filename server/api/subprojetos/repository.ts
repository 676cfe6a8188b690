import type { Kysely } from "kysely";
import type { Database, SubprojetoRow } from "../../db/schema.ts";
import { sliced, type Slice } from "../paged-collection.ts";
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

/** Newest start date first. */
export async function selectSubprojetos(
  db: Kysely<Database>,
  slice?: Slice,
): Promise<SubprojetoRow[]> {
  const query = subprojetoRepository.query(db).orderBy("data_inicio", "desc").orderBy("id", "desc");
  return sliced(query, slice).execute();
}
