import type { Kysely } from "kysely";
import type { Database, NewsletterRow } from "../../db/schema.ts";
import {
  deleteNewsletterRow,
  insertNewsletter,
  selectNewsletterById,
  selectNewsletters,
  updateNewsletterRow,
} from "./repository.ts";
import type { NewsletterInput } from "./schema.ts";

export type Newsletter = {
  id: number;
  titulo: string;
  mes: number;
  ano: number;
  descricao: string | null;
  pdfLink: string | null;
  pdfUrl: string | null;
};

export function newsletterRowToNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    titulo: row.titulo,
    mes: row.mes,
    ano: row.ano,
    descricao: row.descricao,
    pdfLink: row.pdf_link,
    pdfUrl: row.pdf_url,
  };
}

function toColumns(input: NewsletterInput, now: string) {
  return {
    titulo: input.titulo,
    mes: input.mes,
    ano: input.ano,
    descricao: input.descricao,
    pdf_link: input.pdfLink,
    pdf_url: input.pdfUrl,
    updated_at: now,
  };
}

/** Newest edition first: by year, then month. */
export async function listNewsletters(db: Kysely<Database>): Promise<Newsletter[]> {
  const rows = await selectNewsletters(db);
  return rows.map(newsletterRowToNewsletter);
}

export async function findNewsletterById(
  db: Kysely<Database>,
  id: number,
): Promise<Newsletter | undefined> {
  const row = await selectNewsletterById(db, id);
  return row ? newsletterRowToNewsletter(row) : undefined;
}

export async function createNewsletter(
  db: Kysely<Database>,
  input: NewsletterInput,
): Promise<Newsletter> {
  const now = new Date().toISOString();
  const row = await insertNewsletter(db, { ...toColumns(input, now), created_at: now });
  return newsletterRowToNewsletter(row);
}

/** The updated newsletter, or undefined when there is none with this id. */
export async function updateNewsletter(
  db: Kysely<Database>,
  id: number,
  input: NewsletterInput,
): Promise<Newsletter | undefined> {
  const row = await updateNewsletterRow(db, id, toColumns(input, new Date().toISOString()));
  return row ? newsletterRowToNewsletter(row) : undefined;
}

/** False when there was no newsletter with this id. */
export async function deleteNewsletter(db: Kysely<Database>, id: number): Promise<boolean> {
  return deleteNewsletterRow(db, id);
}
