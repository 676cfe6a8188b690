import { PostgresAdapter, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The outbox of e-mail (decision 070): each message is written here with the write that
 * causes it and sent later by whichever instance claims it first. `chave` names a message
 * that must go at most once (a tip's answer to one address), so a second write of the
 * same message stores nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("caixa_saida")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("destinatario", "text", (c) => c.notNull())
    .addColumn("assunto", "text", (c) => c.notNull())
    .addColumn("texto", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("cabecalhos", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("tipo", "text", (c) => c.notNull())
    .addColumn("chave", "text", (c) => c.unique())
    .addColumn("estado", "text", (c) => c.notNull().defaultTo("pendente"))
    .addColumn("tentativas", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("proxima_tentativa_em", "text", (c) => c.notNull())
    .addColumn("em_envio_ate", "text")
    .addColumn("ultimo_erro", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("enviada_em", "text")
    .execute();
  await db.schema
    .createIndex("caixa_saida_a_enviar_idx")
    .on("caixa_saida")
    .columns(["estado", "proxima_tentativa_em"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("caixa_saida").execute();
}
