import type { Kysely } from "kysely";
import type { Rotulo } from "#server/api/rotulos/schema.ts";
import { listRotulos } from "#server/api/rotulos/service.ts";
import type { Database } from "#server/db/schema.ts";

/**
 * The rating scale as pages show it. Without it a page still shows every entry, each
 * with its status's label, and the methodology page lists the statuses alone (logged).
 */
export async function loadRotulos(db: Kysely<Database>): Promise<Rotulo[]> {
  try {
    return await listRotulos(db);
  } catch (error) {
    console.error("the rating scale could not be read", error);
    return [];
  }
}
