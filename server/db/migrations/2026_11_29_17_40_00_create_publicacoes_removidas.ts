import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * What is left of a deleted publication for OAI-PMH (decision 078): its id, its kind (the
 * set it was in) and when it was deleted, so harvesters are told to remove their copy.
 * Kept for good (`deletedRecord` persistent) and backed up with the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("publicacoes_removidas")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("tipo", "text", (c) => c.notNull())
    .addColumn("removida_em", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("publicacoes_removidas_removida_em_idx")
    .on("publicacoes_removidas")
    .column("removida_em")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("publicacoes_removidas").execute();
}
