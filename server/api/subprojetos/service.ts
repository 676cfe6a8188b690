import type { Kysely } from "kysely";
import { sanitizeRichText, stripTags } from "../../content/sanitize.ts";
import type { Database, SubprojetoRow } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { REQUIRED } from "../common-schema.ts";
import {
  deleteSubprojetoRow,
  insertSubprojeto,
  selectSubprojetoById,
  selectSubprojetos,
  updateSubprojetoRow,
} from "./repository.ts";
import type { SubprojetoInput } from "./schema.ts";

export type Subprojeto = {
  id: number;
  nome: string;
  autor: string;
  resumo: string;
  dataInicio: string;
  local: string | null;
  status: string;
  pdfUrl: string | null;
};

export function subprojetoRowToSubprojeto(row: SubprojetoRow): Subprojeto {
  return {
    id: row.id,
    nome: row.nome,
    autor: row.autor,
    resumo: row.resumo,
    dataInicio: row.data_inicio,
    local: row.local,
    status: row.status,
    pdfUrl: row.pdf_url,
  };
}

/** Sanitises the summary; markup alone (an emptied editor, a stripped script) is no summary. */
function toColumns(input: SubprojetoInput, now: string) {
  const resumo = sanitizeRichText(input.resumo);
  // CASE: the schema saw text, but all of it was in blocks the sanitiser removes.
  if (stripTags(resumo) === "") throw badRequest({ resumo: REQUIRED });
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

export async function listSubprojetos(db: Kysely<Database>): Promise<Subprojeto[]> {
  const rows = await selectSubprojetos(db);
  return rows.map(subprojetoRowToSubprojeto);
}

export async function findSubprojetoById(
  db: Kysely<Database>,
  id: number,
): Promise<Subprojeto | undefined> {
  const row = await selectSubprojetoById(db, id);
  return row ? subprojetoRowToSubprojeto(row) : undefined;
}

export async function createSubprojeto(
  db: Kysely<Database>,
  input: SubprojetoInput,
): Promise<Subprojeto> {
  const now = new Date().toISOString();
  const row = await insertSubprojeto(db, { ...toColumns(input, now), created_at: now });
  return subprojetoRowToSubprojeto(row);
}

/** The updated sub-project, or undefined when there is none with this id. */
export async function updateSubprojeto(
  db: Kysely<Database>,
  id: number,
  input: SubprojetoInput,
): Promise<Subprojeto | undefined> {
  const row = await updateSubprojetoRow(db, id, toColumns(input, new Date().toISOString()));
  return row ? subprojetoRowToSubprojeto(row) : undefined;
}

/** False when there was no sub-project with this id. */
export async function deleteSubprojeto(db: Kysely<Database>, id: number): Promise<boolean> {
  return deleteSubprojetoRow(db, id);
}
