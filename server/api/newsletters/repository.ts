import type { Kysely } from "kysely";
import type { Database, NewsletterRow } from "../../db/schema.ts";
import { sliced, type Slice } from "../paged-collection.ts";
import { collectionRepository } from "../table-repository.ts";

export const newsletterRepository = collectionRepository("newsletters", [
  "id",
  "titulo",
  "mes",
  "ano",
  "descricao",
  "pdf_link",
  "pdf_url",
  "created_at",
  "updated_at",
]);

/** Newest edition first: by year, then month. */
export async function selectNewsletters(
  db: Kysely<Database>,
  slice?: Slice,
): Promise<NewsletterRow[]> {
  const query = newsletterRepository
    .query(db)
    .orderBy("ano", "desc")
    .orderBy("mes", "desc")
    .orderBy("id", "desc");
  return sliced(query, slice).execute();
}
