import { PostgresAdapter, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Readers' tips (decision 040): what someone received and asks the observatory to check,
 * followed by a tracking code whose hash is the only trace of it kept. Attached files are
 * content-addressed in a table of their own, apart from `media`, so the public /media/
 * route can never serve them and the media sweep never sees them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("sugestao_anexos")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("tamanho", "integer", (c) => c.notNull())
    .addColumn("dados", postgres ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sugestoes")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("codigo_hash", "text", (c) => c.notNull().unique())
    .addColumn("texto", "text")
    .addColumn("link", "text")
    .addColumn("anexo_hash", "text", (c) => c.references("sugestao_anexos.hash"))
    .addColumn("plataforma", "text", (c) => c.notNull())
    .addColumn("uf", "text")
    .addColumn("municipio", "text")
    .addColumn("email", "text")
    .addColumn("grupo", "text", (c) => c.notNull())
    .addColumn("estado", "text", (c) => c.notNull())
    .addColumn("motivo", "text")
    .addColumn("motivo_texto", "text")
    .addColumn("fake_news_id", "integer", (c) => c.references("fake_news.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sugestoes_grupo_idx").on("sugestoes").column("grupo").execute();
  await db.schema
    .createIndex("sugestoes_estado_idx")
    .on("sugestoes")
    .columns(["estado", "plataforma"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sugestoes").execute();
  await db.schema.dropTable("sugestao_anexos").execute();
}
