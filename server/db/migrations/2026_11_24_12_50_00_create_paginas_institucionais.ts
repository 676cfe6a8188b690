import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/** The institutional pages (methodology, corrections policy, transparency), one row each. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("paginas_institucionais")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("conteudo", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("paginas_institucionais").execute();
}
