import { PostgresAdapter, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The publications repository (decision 078). `autores` is the ordered list of authors
 * as JSON text ([{nome, endereco}]), `palavras_chave` a JSON list of texts; a publication
 * may name the sub-project it came from, and loses that link if the sub-project goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("publicacoes")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("autores", "text", (c) => c.notNull())
    .addColumn("ano", "integer", (c) => c.notNull())
    .addColumn("tipo", "text", (c) => c.notNull())
    .addColumn("veiculo", "text")
    .addColumn("resumo", "text")
    .addColumn("palavras_chave", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("doi", "text")
    .addColumn("url", "text")
    .addColumn("pdf_url", "text")
    .addColumn("licenca", "text")
    .addColumn("subprojeto_id", "integer", (c) =>
      c.references("subprojetos.id").onDelete("set null"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("publicacoes_ano_idx")
    .on("publicacoes")
    .columns(["ano", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("publicacoes").execute();
}
