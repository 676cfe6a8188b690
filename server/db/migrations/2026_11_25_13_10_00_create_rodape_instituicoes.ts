import { type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/**
 * The institutions the footer links to, in order. Empty until an editor saves the list;
 * until then the footer shows the built-in defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rodape_instituicoes")
    .addColumn("posicao", "integer", (c) => c.primaryKey())
    .addColumn("chave", "text")
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("nome_completo", "text")
    .addColumn("endereco", "text", (c) => c.notNull())
    .addColumn("logo", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rodape_instituicoes").execute();
}
