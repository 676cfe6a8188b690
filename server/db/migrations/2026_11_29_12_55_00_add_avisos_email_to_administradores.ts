import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * Whether an account gets the desk's notices by e-mail (decision 073): a check waiting for
 * review, one's own item approved, published or returned. On for every account; each
 * turns it off on its account page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("administradores")
    .addColumn("avisos_email", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("administradores").dropColumn("avisos_email").execute();
}
