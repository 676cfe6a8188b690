import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.
// Decision 074 explains the design below.

/*
 * The tips as the matching reads them: one row per tip with its folded text, its
 * normalised link and its file's content hash (the perceptual hash of an image stays in
 * `semelhanca_anexos`), and the trigrams inside the words of its text, one row each.
 * Rows are only ever inserted for a new tip and deleted with its data, so two instances
 * storing tips at once never write the same row. The tips already stored are indexed by
 * the catch-up, not here: it is the code that folds text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("semelhanca_sugestoes")
    .addColumn("sugestao_id", "integer", (c) => c.primaryKey())
    .addColumn("texto", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("anexo_hash", "text")
    .execute();
  await db.schema
    .createIndex("semelhanca_sugestoes_link_idx")
    .on("semelhanca_sugestoes")
    .column("link")
    .execute();
  await db.schema
    .createIndex("semelhanca_sugestoes_anexo_idx")
    .on("semelhanca_sugestoes")
    .column("anexo_hash")
    .execute();
  await db.schema
    .createTable("semelhanca_sugestao_trigramas")
    .addColumn("trigrama", "text", (c) => c.notNull())
    .addColumn("sugestao_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("semelhanca_sugestao_trigramas_pk", ["trigrama", "sugestao_id"])
    .execute();
  await db.schema
    .createIndex("semelhanca_sugestao_trigramas_sugestao_idx")
    .on("semelhanca_sugestao_trigramas")
    .column("sugestao_id")
    .execute();
  // The inbox counts each group's tips of the last seven days.
  await db.schema
    .createIndex("sugestoes_grupo_created_idx")
    .on("sugestoes")
    .columns(["grupo", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sugestoes_grupo_created_idx").ifExists().execute();
  await db.schema.dropTable("semelhanca_sugestao_trigramas").ifExists().execute();
  await db.schema.dropTable("semelhanca_sugestoes").ifExists().execute();
}
