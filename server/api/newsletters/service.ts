import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { sendEdition } from "../inscricoes/service.ts";
import { pagedCollection } from "../paged-collection.ts";
import { newsletterRepository, selectNewsletters } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { NewsletterSchema, type Newsletter, type NewsletterInput } from "./schema.ts";

export type { Newsletter } from "./schema.ts";

export const newsletterService = pagedCollection(
  newsletterRepository,
  selectNewsletters,
  rowMapper(NewsletterSchema),
  toColumns,
);
export const { list: listNewsletters, create: createNewsletter } = newsletterService;

/**
 * Creates an edition, public from then on, and queues it for every confirmed subscriber
 * in the same transaction (decision 071). `origin` is where the message's links point.
 * Saving it again sends nothing: an edition goes out when it appears.
 */
export async function publishNewsletter(
  db: Kysely<Database>,
  input: NewsletterInput,
  origin: string,
): Promise<Newsletter> {
  const created = await createNewsletter(db, input);
  await sendEdition(db, created, origin);
  return created;
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
