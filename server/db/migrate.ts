import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { Migrator, type Migration, type MigrationResult } from "kysely/migration";
import * as createContentTables from "./migrations/2026_11_21_10_00_00_create_content_tables.ts";
import * as createAccountTables from "./migrations/2026_11_21_10_10_00_create_account_tables.ts";
import * as createMediaTable from "./migrations/2026_11_21_10_20_00_create_media_table.ts";

// Listed explicitly rather than read from the folder, so the set of migrations is the
// same whether the code runs from source, from a bundle or from a test.
const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_10_00_00_create_content_tables": createContentTables,
  "2026_11_21_10_10_00_create_account_tables": createAccountTables,
  "2026_11_21_10_20_00_create_media_table": createMediaTable,
};

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Applies pending migrations. Kysely holds a lock while it runs (an advisory lock on
 * PostgreSQL), so two instances starting together apply each migration once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new MigrationError(
      `Database migration ${failed?.migrationName ?? ""} failed: ${String(
        error instanceof Error ? error.message : error,
      )}`,
      { cause: error },
    );
  }
  return results;
}
