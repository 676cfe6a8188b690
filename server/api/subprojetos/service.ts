import type { Kysely } from "kysely";
import { richTextToText } from "../../content/rich-text.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { REQUIRED } from "../common-schema.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { collectionService } from "../collection-service.ts";
import { selectSubprojetos, subprojetoRepository } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import {
  SubprojetoSchema,
  type Subprojeto,
  type SubprojetoInput,
  type SubprojetoPublico,
} from "./schema.ts";

export type { Subprojeto } from "./schema.ts";

export const subprojetoRowToSubprojeto = rowMapper(SubprojetoSchema);

/** The public answer: the sub-project without its PDF, which no public page shows. */
export function toSubprojetoPublico({
  pdfUrl: _editorsOnly,
  ...publico
}: Subprojeto): SubprojetoPublico {
  return publico;
}

const subprojetos = collectionService(subprojetoRepository, subprojetoRowToSubprojeto);

/** Sanitises the summary; markup alone (an emptied editor, a stripped script) is no summary. */
function toColumns(input: SubprojetoInput, now: string) {
  const resumo = sanitizeRichText(input.resumo);
  // CASE: the schema saw text, but all of it was in blocks the sanitiser removes.
  if (richTextToText(resumo) === "") throw badRequest({ resumo: REQUIRED });
  return {
    nome: input.nome,
    autor: input.autor,
    resumo,
    data_inicio: input.dataInicio,
    local: input.local,
    status: input.status,
    pdf_url: input.pdfUrl,
    updated_at: now,
  };
}

export async function listSubprojetos(
  db: Kysely<Database>,
  page?: { limit: number; offset: number },
): Promise<Subprojeto[]> {
  const rows = await selectSubprojetos(db, page);
  return rows.map(subprojetoRowToSubprojeto);
}

/** One page of the sub-projects and how many there are in all. */
export async function listSubprojetosPage(
  db: Kysely<Database>,
  page: Page,
): Promise<Paged<Subprojeto>> {
  const [items, total] = await Promise.all([
    listSubprojetos(db, page),
    subprojetoRepository.count(db),
  ]);
  return { items, total };
}

export const { findById: findSubprojetoById, remove: deleteSubprojeto } = subprojetos;

export async function createSubprojeto(
  db: Kysely<Database>,
  input: SubprojetoInput,
): Promise<Subprojeto> {
  return subprojetos.create(db, (now) => toColumns(input, now));
}

/** The updated sub-project, or undefined when there is none with this id. */
export async function updateSubprojeto(
  db: Kysely<Database>,
  id: number,
  input: SubprojetoInput,
): Promise<Subprojeto | undefined> {
  return subprojetos.update(db, id, (now) => toColumns(input, now));
}
