import { pagedCollection } from "../paged-collection.ts";
import { newsletterRepository, selectNewsletters } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { NewsletterSchema, type NewsletterInput } from "./schema.ts";

export type { Newsletter } from "./schema.ts";

export const toNewsletter = rowMapper(NewsletterSchema);

const service = pagedCollection(newsletterRepository, selectNewsletters, toNewsletter, toColumns);
export const { findById: findNewsletterById, remove: deleteNewsletter } = service;
export const { list: listNewsletters, listPage: listNewslettersPage } = service;
export const { create: createNewsletter, update: updateNewsletter } = service;

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
