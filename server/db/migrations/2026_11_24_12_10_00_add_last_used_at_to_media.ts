import { sql, type Kysely } from "kysely";

/*
 * When a file was last stored or named by a write. The media sweep deletes a file that
 * no content names only once this is older than the grace period, so an upload the
 * editor has not saved yet, or a file a write has just named, is never taken away.
 * Nullable, so rows restored from an archive made before it read as their `created_at`.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").addColumn("last_used_at", "text").execute();
  await sql`update media set last_used_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("last_used_at").execute();
}
