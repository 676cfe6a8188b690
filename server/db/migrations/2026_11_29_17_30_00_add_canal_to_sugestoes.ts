import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The messaging tipline's second step (decisions 076 and 081).
 * - `sugestoes.canal`: the way a tip came in (`web`, `whatsapp`, `telegram`), apart from
 *   `plataforma` (where the rumour circulated). Tips with a received message in
 *   `canal_mensagens` take its contact's channel; every other tip came through the site.
 * - `canal_contatos.parou_em`: when the contact sent PARAR; a free reply from the desk is
 *   not sent to it after that, until it writes again.
 * - `canal_recebidas`: each update a platform delivered, stored before the webhook answers
 *   200 and handled afterwards, by the request or by a later pass on any instance (a
 *   lease, as the outbox's). Unique per channel and platform key: a retry stores nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable("sugestoes")
    .addColumn("canal", "text", (c) => c.notNull().defaultTo("web"))
    .execute();
  await sql`
    update sugestoes set canal = (
      select c.canal from canal_mensagens m
      join canal_contatos c on c.id = m.contato_id
      where m.sugestao_id = sugestoes.id and m.direcao = 'entrada'
      order by m.id limit 1
    )
    where exists (
      select 1 from canal_mensagens m
      where m.sugestao_id = sugestoes.id and m.direcao = 'entrada'
    )`.execute(db);
  await db.schema.alterTable("canal_contatos").addColumn("parou_em", "text").execute();
  await db.schema
    .createTable("canal_recebidas")
    .addColumn("id", postgres ? "serial" : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("canal", "text", (c) => c.notNull())
    .addColumn("chave", "text", (c) => c.notNull())
    .addColumn("dados", "text")
    .addColumn("origem", "text", (c) => c.notNull())
    .addColumn("recebida_em", "text", (c) => c.notNull())
    .addColumn("reservada_ate", "text")
    .addColumn("tentativas", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tratada_em", "text")
    .addUniqueConstraint("canal_recebidas_chave_key", ["canal", "chave"])
    .execute();
  await db.schema
    .createIndex("canal_recebidas_pendentes_idx")
    .on("canal_recebidas")
    .columns(["tratada_em", "recebida_em"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("canal_recebidas").execute();
  await db.schema.alterTable("canal_contatos").dropColumn("parou_em").execute();
  await db.schema.alterTable("sugestoes").dropColumn("canal").execute();
}
