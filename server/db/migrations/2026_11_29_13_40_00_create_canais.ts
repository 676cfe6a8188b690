import { PostgresAdapter, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The messaging tipline (decision 076). The outbox gains a channel: a row of `caixa_saida`
 * is an e-mail, a WhatsApp message or a Telegram message, sent by the same sender; the
 * platform's id of a sent message and its delivery state are kept with it. A reader who
 * writes is a contact of `canal_contatos`, known by the SHA-256 of the number or chat id;
 * the address itself is kept only while a reply is owed or a digest subscribed. Every
 * message received or sent is a row of `canal_mensagens`; the platform's id of a received
 * one is unique, so a message the platform delivers twice is handled once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? "serial" : "integer";
  await db.schema
    .alterTable("caixa_saida")
    .addColumn("canal", "text", (c) => c.notNull().defaultTo("email"))
    .execute();
  await db.schema.alterTable("caixa_saida").addColumn("id_externo", "text").execute();
  await db.schema.alterTable("caixa_saida").addColumn("entrega", "text").execute();
  await db.schema
    .createIndex("caixa_saida_id_externo_idx")
    .on("caixa_saida")
    .columns(["canal", "id_externo"])
    .execute();
  await db.schema
    .createTable("canal_contatos")
    .addColumn("id", id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("canal", "text", (c) => c.notNull())
    .addColumn("remetente_hash", "text", (c) => c.notNull())
    .addColumn("endereco", "text")
    .addColumn("inscrito_em", "text")
    .addColumn("ultima_entrada_em", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("canal_contatos_remetente_key", ["canal", "remetente_hash"])
    .execute();
  await db.schema
    .createTable("canal_mensagens")
    .addColumn("id", id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("contato_id", "integer", (c) =>
      c.notNull().references("canal_contatos.id").onDelete("cascade"),
    )
    .addColumn("direcao", "text", (c) => c.notNull())
    .addColumn("id_externo", "text")
    .addColumn("tipo", "text", (c) => c.notNull())
    .addColumn("texto", "text")
    .addColumn("sugestao_id", "integer", (c) => c.references("sugestoes.id").onDelete("set null"))
    .addColumn("caixa_saida_chave", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Unique per contact and direction: a platform's retry of a received message inserts nothing.
  await db.schema
    .createIndex("canal_mensagens_id_externo_key")
    .on("canal_mensagens")
    .columns(["contato_id", "direcao", "id_externo"])
    .unique()
    .execute();
  await db.schema
    .createIndex("canal_mensagens_sugestao_idx")
    .on("canal_mensagens")
    .column("sugestao_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("canal_mensagens").execute();
  await db.schema.dropTable("canal_contatos").execute();
  await db.schema.dropIndex("caixa_saida_id_externo_idx").execute();
  await db.schema.alterTable("caixa_saida").dropColumn("entrega").execute();
  await db.schema.alterTable("caixa_saida").dropColumn("id_externo").execute();
  await db.schema.alterTable("caixa_saida").dropColumn("canal").execute();
}
