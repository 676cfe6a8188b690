import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { SQLITE_FILE_NAME } from "#server/db/database.ts";
import { startSite, type SiteProcess } from "./site-process.ts";

/**
 * Runs `use` against a site of its own whose database has lost these tables while the
 * server runs, as a damaged or half-restored database would; then stops it and removes
 * its data.
 */
export async function withBrokenSite(
  tables: string[],
  use: (site: SiteProcess) => Promise<void>,
): Promise<void> {
  const site = await startSite();
  try {
    const database = new SQLite(path.join(site.dataDir, SQLITE_FILE_NAME));
    for (const table of tables) database.exec(`ALTER TABLE ${table} RENAME TO ${table}_perdida`);
    database.close();
    await use(site);
  } finally {
    await site.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}
