import { PostgresAdapter, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * Newsletter subscriptions (decision 071). An address waits in `inscricoes` for its
 * confirmation (`confirmada_em` null) with the SHA-256 of the link's token; every message
 * to it carries an unsubscribe token of its own, kept only as its SHA-256 in
 * `inscricoes_saida`. Unsubscribing deletes the row and, with it, its tokens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("inscricoes")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmada_em", "text")
    .addColumn("confirmacao_hash", "text", (c) => c.unique())
    .addColumn("confirmacao_expira_em", "text")
    .addColumn("confirmacao_enviada_em", "text")
    .execute();
  await db.schema
    .createTable("inscricoes_saida")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("inscricao_id", "integer", (c) =>
      c.notNull().references("inscricoes.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inscricoes_saida_inscricao_idx")
    .on("inscricoes_saida")
    .column("inscricao_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("inscricoes_saida").execute();
  await db.schema.dropTable("inscricoes").execute();
}
