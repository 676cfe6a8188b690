import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { collectionService } from "../collection-service.ts";
import { newsletterRepository, selectNewsletters } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { NewsletterSchema, type Newsletter, type NewsletterInput } from "./schema.ts";

export type { Newsletter } from "./schema.ts";

export const newsletterRowToNewsletter = rowMapper(NewsletterSchema);

const newsletters = collectionService(newsletterRepository, newsletterRowToNewsletter);

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
export async function listNewsletters(
  db: Kysely<Database>,
  page?: { limit: number; offset: number },
): Promise<Newsletter[]> {
  const rows = await selectNewsletters(db, page);
  return rows.map(newsletterRowToNewsletter);
}

/** One page of the newsletters and how many there are in all. */
export async function listNewslettersPage(
  db: Kysely<Database>,
  page: Page,
): Promise<Paged<Newsletter>> {
  const [items, total] = await Promise.all([
    listNewsletters(db, page),
    newsletterRepository.count(db),
  ]);
  return { items, total };
}

export const { findById: findNewsletterById, remove: deleteNewsletter } = newsletters;

export async function createNewsletter(
  db: Kysely<Database>,
  input: NewsletterInput,
): Promise<Newsletter> {
  return newsletters.create(db, (now) => toColumns(input, now));
}

/** The updated newsletter, or undefined when there is none with this id. */
export async function updateNewsletter(
  db: Kysely<Database>,
  id: number,
  input: NewsletterInput,
): Promise<Newsletter | undefined> {
  return newsletters.update(db, id, (now) => toColumns(input, now));
}
