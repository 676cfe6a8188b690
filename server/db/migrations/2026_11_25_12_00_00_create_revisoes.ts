import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * Every save of a collection's item keeps the whole item as it was answered, numbered
 * 1, 2, 3… per item (decision 038). The key on (tipo, item_id, numero) is what refuses
 * a second save built on the same revision, on both engines and across instances.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("revisoes")
    .addColumn("tipo", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("numero", "integer", (c) => c.notNull())
    .addColumn("administrador_id", "integer")
    .addColumn("administrador_nome", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("registro", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("revisoes_pkey", ["tipo", "item_id", "numero"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("revisoes").execute();
}
