import type { Kysely } from "kysely";
import type { Database, PublicacaoRow } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";

export const publicacaoRepository = collectionRepository("publicacoes", [
  "id",
  "titulo",
  "autores",
  "ano",
  "tipo",
  "veiculo",
  "resumo",
  "palavras_chave",
  "doi",
  "url",
  "pdf_url",
  "licenca",
  "subprojeto_id",
  "created_at",
  "updated_at",
]);

/** Every publication, newest year first, then newest id. */
export function selectPublicacoes(db: Kysely<Database>): Promise<PublicacaoRow[]> {
  return publicacaoRepository.query(db).orderBy("ano", "desc").orderBy("id", "desc").execute();
}

export async function subprojetoExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("subprojetos")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the media store holds the PDF with this content hash. */
export async function storedPdfExists(db: Kysely<Database>, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom("media")
    .select("hash")
    .where("hash", "=", hash)
    .where("content_type", "=", "application/pdf")
    .executeTakeFirst();
  return row !== undefined;
}
