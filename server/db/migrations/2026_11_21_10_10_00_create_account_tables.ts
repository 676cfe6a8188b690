import { PostgresAdapter, sql, type Kysely } from "kysely";

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const idType = isPostgres(db) ? "serial" : "integer";
  const id = (builder: any) =>
    isPostgres(db) ? builder.primaryKey() : builder.primaryKey().autoIncrement();

  await db.schema
    .createTable("administradores")
    .addColumn("id", idType, id)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("administradores_email_lowercase", sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable("sessoes")
    .addColumn("id", idType, id)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("administrador_id", "integer", (c) =>
      c.notNull().references("administradores.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sessoes_administrador_id_idx")
    .on("sessoes")
    .column("administrador_id")
    .execute();

  await db.schema
    .createTable("login_falhas")
    .addColumn("chave", "text", (c) => c.primaryKey())
    .addColumn("falhas", "integer", (c) => c.notNull())
    .addColumn("janela_inicio", "text", (c) => c.notNull())
    .addColumn("bloqueado_ate", "text")
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("chave", "text", (c) => c.primaryKey())
    .addColumn("contagem", "integer", (c) => c.notNull())
    .addColumn("janela_inicio", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["rate_limits", "login_falhas", "sessoes", "administradores"]) {
    await db.schema.dropTable(table).execute();
  }
}
