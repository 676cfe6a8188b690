import { PostgresAdapter, sql, type Kysely } from "kysely";

/*
 * The audit log (decision 036): who did what, when and from where. Rows are only ever
 * added: the database itself refuses to change or delete them, whoever asks, so neither a
 * bug nor a stolen administrator session can rewrite history. Dropping the table (which
 * a backup restore does before it rebuilds the schema) drops its triggers with it, and the
 * restore then only inserts. Accounts also record their last sign-in.
 */

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const REFUSAL = "O registro de auditoria não pode ser alterado nem apagado.";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable("administradores").addColumn("ultimo_acesso_em", "text").execute();

  await db.schema
    .createTable("registro_auditoria")
    .addColumn("id", postgres ? "serial" : "integer", (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn("criado_em", "text", (column) => column.notNull())
    // No foreign key: the row keeps the account's id and name as they were, whatever
    // happens to the account later.
    .addColumn("conta_id", "integer")
    .addColumn("conta_nome", "text")
    .addColumn("acao", "text", (column) => column.notNull())
    .addColumn("tipo", "text", (column) => column.notNull())
    .addColumn("item_id", "text")
    .addColumn("nota", "text")
    .addColumn("endereco", "text")
    .addColumn("agente", "text")
    .execute();
  await db.schema
    .createIndex("registro_auditoria_criado_em")
    .on("registro_auditoria")
    .columns(["criado_em", "id"])
    .execute();
  await db.schema
    .createIndex("registro_auditoria_conta")
    .on("registro_auditoria")
    .columns(["conta_id", "criado_em"])
    .execute();

  if (postgres) {
    // Functions outlive the tables a restore drops, hence `create or replace`.
    await sql`create or replace function registro_auditoria_somente_insercao() returns trigger
      language plpgsql as $$
      begin
        raise exception ${sql.lit(REFUSAL)} using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger registro_auditoria_imutavel
      before update or delete on registro_auditoria
      for each row execute function registro_auditoria_somente_insercao()`.execute(db);
    // TRUNCATE fires no row triggers: it gets a statement trigger of its own.
    await sql`create trigger registro_auditoria_sem_truncate
      before truncate on registro_auditoria
      for each statement execute function registro_auditoria_somente_insercao()`.execute(db);
    return;
  }
  for (const event of ["update", "delete"] as const) {
    await sql`create trigger ${sql.id(`registro_auditoria_sem_${event}`)}
      before ${sql.raw(event)} on registro_auditoria
      begin
        select raise(abort, ${sql.lit(REFUSAL)});
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("registro_auditoria").execute();
  if (isPostgres(db))
    await sql`drop function if exists registro_auditoria_somente_insercao()`.execute(db);
  await db.schema.alterTable("administradores").dropColumn("ultimo_acesso_em").execute();
}
