import { PostgresAdapter, type Kysely } from "kysely";

/*
 * Account hardening: a disabled state, an optional TOTP second factor with one-time
 * recovery codes, pending second-step logins, and the address each session was opened
 * from. Frozen snapshot: Kysely<any>, no app code.
 */

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const idType = isPostgres(db) ? "serial" : "integer";
  const id = (builder: any) =>
    isPostgres(db) ? builder.primaryKey() : builder.primaryKey().autoIncrement();

  // SQLite adds one column per statement.
  await db.schema.alterTable("administradores").addColumn("desativado_em", "text").execute();
  await db.schema.alterTable("administradores").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("administradores").addColumn("totp_pendente", "text").execute();
  await db.schema.alterTable("administradores").addColumn("totp_ultimo_passo", "integer").execute();
  await db.schema.alterTable("sessoes").addColumn("endereco", "text").execute();

  await db.schema
    .createTable("codigos_recuperacao")
    .addColumn("id", idType, id)
    .addColumn("administrador_id", "integer", (c) =>
      c.notNull().references("administradores.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("codigos_recuperacao_administrador_id_idx")
    .on("codigos_recuperacao")
    .column("administrador_id")
    .execute();

  await db.schema
    .createTable("login_desafios")
    .addColumn("id", idType, id)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("administrador_id", "integer", (c) =>
      c.notNull().references("administradores.id").onDelete("cascade"),
    )
    .addColumn("tentativas", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_desafios").execute();
  await db.schema.dropTable("codigos_recuperacao").execute();
  await db.schema.alterTable("sessoes").dropColumn("endereco").execute();
  for (const column of ["totp_ultimo_passo", "totp_pendente", "totp_secret", "desativado_em"]) {
    await db.schema.alterTable("administradores").dropColumn(column).execute();
  }
}
