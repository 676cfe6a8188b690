import { pagedCollection } from "../paged-collection.ts";
import { newsletterRepository, selectNewsletters } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { NewsletterSchema, type NewsletterInput } from "./schema.ts";

export type { Newsletter } from "./schema.ts";

export const newsletterService = pagedCollection(
  newsletterRepository,
  selectNewsletters,
  rowMapper(NewsletterSchema),
  toColumns,
);
export const { list: listNewsletters, create: createNewsletter } = newsletterService;

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
