import type { Kysely } from "kysely";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { rowMapper } from "../response-schema.ts";
import { findSobreProjetoRow, upsertSobreProjetoRow } from "./repository.ts";
import { hasVisibleText } from "../../content/rich-text.ts";
import { SOBRE_PROJETO_MESSAGES, SOBRE_PROJETO_TEXT_FIELDS, SobreProjetoSchema } from "./schema.ts";
import type { SobreProjeto, SobreProjetoInput } from "./schema.ts";

export type { SobreProjeto } from "./schema.ts";

export const toSobreProjeto = rowMapper(SobreProjetoSchema);

export async function findSobreProjeto(db: Kysely<Database>): Promise<SobreProjeto | undefined> {
  const row = await findSobreProjetoRow(db);
  return row ? toSobreProjeto(row) : undefined;
}

function cleanRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeRichText(html);
  return hasVisibleText(clean) ? clean : null;
}

/** Replaces the About page. Every field not sent is cleared. */
export async function saveSobreProjeto(
  db: Kysely<Database>,
  input: SobreProjetoInput,
  now = new Date(),
): Promise<SobreProjeto> {
  const text = {
    conteudo: cleanRichText(input.conteudo),
    descricao: cleanRichText(input.descricao),
    objetivos: cleanRichText(input.objetivos),
    metodologia: cleanRichText(input.metodologia),
  };
  // CASE: text made only of markup the sanitiser removes (e.g. a lone <script>).
  if (SOBRE_PROJETO_TEXT_FIELDS.every((field) => text[field] === null)) {
    throw badRequest({ conteudo: SOBRE_PROJETO_MESSAGES.noContent });
  }
  const row = await upsertSobreProjetoRow(db, {
    titulo: input.titulo,
    ...text,
    updated_at: now.toISOString(),
  });
  return toSobreProjeto(row);
}
