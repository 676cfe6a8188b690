import type { Kysely } from "kysely";
import type { Database, RodapeInstituicaoRow } from "../../db/schema.ts";

const COLUMNS = ["posicao", "chave", "nome", "nome_completo", "endereco", "logo"] as const;

export type RodapeInstituicaoRecord = Pick<RodapeInstituicaoRow, (typeof COLUMNS)[number]>;

/** The stored institutions in the footer's order; empty while none was saved. */
export function selectRodapeInstituicoes(db: Kysely<Database>): Promise<RodapeInstituicaoRecord[]> {
  return db.selectFrom("rodape_instituicoes").select(COLUMNS).orderBy("posicao").execute();
}

/** Replaces the whole list (call inside a transaction). */
export async function replaceRodapeInstituicoes(
  db: Kysely<Database>,
  rows: Omit<RodapeInstituicaoRow, "posicao">[],
): Promise<void> {
  await db.deleteFrom("rodape_instituicoes").execute();
  await db
    .insertInto("rodape_instituicoes")
    .values(rows.map((row, posicao) => ({ ...row, posicao })))
    .execute();
}
