import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Corrections of news items and fake-news entries: each names exactly one item and goes
 * with it when it is deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("correcoes")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("noticia_id", "integer", (c) => c.references("noticias.id").onDelete("cascade"))
    .addColumn("fake_news_id", "integer", (c) => c.references("fake_news.id").onDelete("cascade"))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("erro", "text")
    .addColumn("mudanca", "text")
    .addColumn("status_anterior", "text")
    .addColumn("status_novo", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("correcoes_um_item", sql`(noticia_id is null) <> (fake_news_id is null)`)
    .execute();
  await db.schema
    .createIndex("correcoes_noticia_idx")
    .on("correcoes")
    .columns(["noticia_id", "data"])
    .execute();
  await db.schema
    .createIndex("correcoes_fake_news_idx")
    .on("correcoes")
    .columns(["fake_news_id", "data"])
    .execute();
  await db.schema
    .createIndex("correcoes_data_idx")
    .on("correcoes")
    .columns(["data", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("correcoes").execute();
}
