import { richTextToText } from "../../content/rich-text.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import { badRequest } from "../../http/errors.ts";
import { REQUIRED } from "../common-schema.ts";
import { pagedCollection } from "../paged-collection.ts";
import { selectSubprojetos, subprojetoRepository } from "./repository.ts";
import { rowMapper } from "../response-schema.ts";
import { SubprojetoSchema } from "./schema.ts";
import type { Subprojeto, SubprojetoInput, SubprojetoPublico } from "./schema.ts";

export type { Subprojeto } from "./schema.ts";

export const subprojetoService = pagedCollection(
  subprojetoRepository,
  selectSubprojetos,
  rowMapper(SubprojetoSchema),
  toColumns,
);
export const { list: listSubprojetos, create: createSubprojeto } = subprojetoService;

/** The public answer: the sub-project without its PDF, which no public page shows. */
export function toSubprojetoPublico({
  pdfUrl: _editorsOnly,
  ...publico
}: Subprojeto): SubprojetoPublico {
  return publico;
}

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
