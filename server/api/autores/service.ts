import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { selectAutores } from "./repository.ts";
import type { Autor } from "./schema.ts";

/** Whom the admin lists' author filter offers: every account that created an item. */
export async function listAutores(db: Kysely<Database>): Promise<Autor[]> {
  const rows = await selectAutores(db);
  return rows.map(({ id, nome }) => ({ id, nome }));
}
