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

/** Keeps what OAI-PMH tells of a deleted publication (a second deletion of the id renews it). */
export async function insertTombstone(
  db: Kysely<Database>,
  tombstone: { id: number; tipo: string; removida_em: string },
): Promise<void> {
  await db
    .insertInto("publicacoes_removidas")
    .values(tombstone)
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet({ tipo: tombstone.tipo, removida_em: tombstone.removida_em }),
    )
    .execute();
}

/**
 * The deleted publications, leaving out an id that holds a publication again (a backup
 * restored over a site whose rows were deleted since): the live row is what is true.
 */
export function selectTombstones(
  db: Kysely<Database>,
): Promise<{ id: number; tipo: string; removida_em: string }[]> {
  return db
    .selectFrom("publicacoes_removidas as r")
    .select(["r.id", "r.tipo", "r.removida_em"])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("publicacoes as p").select("p.id").whereRef("p.id", "=", "r.id"))),
    )
    .orderBy("r.id")
    .execute();
}
