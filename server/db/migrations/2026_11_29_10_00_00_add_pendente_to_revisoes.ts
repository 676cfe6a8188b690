import type { Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * A revision may be a pending change of a published item (decision 061): 1 while it
 * waits for its publication, the item's row keeping the published version; 0 for every
 * revision kept before, which were all saves of the row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("revisoes")
    .addColumn("pendente", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("revisoes").dropColumn("pendente").execute();
}
