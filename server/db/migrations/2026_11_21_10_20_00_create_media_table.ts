import { PostgresAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? "bytea" : "blob";
  await db.schema
    .createTable("media")
    .addColumn("chave", "text", (c) => c.primaryKey())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("largura", "integer")
    .addColumn("altura", "integer")
    .addColumn("tamanho", "integer", (c) => c.notNull())
    .addColumn("dados", binary, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_hash_idx").on("media").column("hash").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media").execute();
}
