import type { Kysely } from "kysely";
import type { Database, NewNewsletter, NewsletterRow, NewsletterUpdate } from "../../db/schema.ts";

const COLUMNS = [
  "id",
  "titulo",
  "mes",
  "ano",
  "descricao",
  "pdf_link",
  "pdf_url",
  "created_at",
  "updated_at",
] as const;

export async function selectNewsletters(db: Kysely<Database>): Promise<NewsletterRow[]> {
  return db
    .selectFrom("newsletters")
    .select(COLUMNS)
    .orderBy("ano", "desc")
    .orderBy("mes", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function selectNewsletterById(
  db: Kysely<Database>,
  id: number,
): Promise<NewsletterRow | undefined> {
  return db.selectFrom("newsletters").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function insertNewsletter(
  db: Kysely<Database>,
  values: NewNewsletter,
): Promise<NewsletterRow> {
  return db.insertInto("newsletters").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateNewsletterRow(
  db: Kysely<Database>,
  id: number,
  values: NewsletterUpdate,
): Promise<NewsletterRow | undefined> {
  return db
    .updateTable("newsletters")
    .set(values)
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteNewsletterRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("newsletters").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
