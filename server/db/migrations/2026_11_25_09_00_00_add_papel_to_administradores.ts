import { sql, type Kysely } from "kysely";

/*
 * Every account gets a role (decision 036): `administrador`, `editor` or `autor`. The
 * accounts that exist become administrators, which is what every account was until now,
 * so nothing changes for them.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("administradores")
    .addColumn("papel", "text", (column) =>
      column
        .notNull()
        .defaultTo("administrador")
        .check(sql`papel in ('administrador', 'editor', 'autor')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("administradores").dropColumn("papel").execute();
}
