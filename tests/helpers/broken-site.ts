import { sql, type Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";

/**
 * Makes these tables unreadable, as a damaged or half-restored database would: every
 * query of them fails from now on. For the failure states of pages and their loaders.
 */
export async function breakTables(db: Kysely<Database>, tables: string[]): Promise<void> {
  for (const table of tables) {
    await sql`ALTER TABLE ${sql.table(table)} RENAME TO ${sql.table(`${table}_perdida`)}`.execute(
      db,
    );
  }
}
