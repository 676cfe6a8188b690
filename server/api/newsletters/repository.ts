import type { Kysely } from "kysely";
import type { Database, NewsletterRow } from "../../db/schema.ts";
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

export async function selectNewsletters(
  db: Kysely<Database>,
  { limit, offset }: { limit?: number; offset?: number } = {},
): Promise<NewsletterRow[]> {
  let query = newsletterRepository
    .query(db)
    .orderBy("ano", "desc")
    .orderBy("mes", "desc")
    .orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}
