import type { Kysely } from "kysely";
import { listRotulos } from "#server/api/rotulos/service.ts";
import type { Database } from "#server/db/schema.ts";
import type { RotuloView } from "../components/fake-news/verdicts.ts";

/**
 * The rating scale as pages show it. Without it a page still shows every entry, each
 * with its status's label (logged).
 */
export async function loadRotulos(db: Kysely<Database>): Promise<RotuloView[]> {
  try {
    return await listRotulos(db);
  } catch (error) {
    console.error("the rating scale could not be read", error);
    return [];
  }
}
