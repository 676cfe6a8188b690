// `npm run media:sweep`: deletes now the stored files that no content names and that
// were not uploaded or named by a write within MEDIA_ORPHAN_GRACE_HOURS, as the server
// does every hour. Safe while the site runs.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../config.ts";
import { databaseTarget, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { graceHoursToMs, sweepMedia } from "../media/sweep.ts";
import { describeDatabase, runOperation } from "./operations.ts";

export async function main(): Promise<number> {
  return runOperation(async () => {
    const config = loadConfig();
    const database = openDatabase(databaseTarget(config));
    try {
      // The sweep reads the column the latest migration added.
      await migrateToLatest(database.db);
      const result = await sweepMedia(database.db, {
        graceMs: graceHoursToMs(config.mediaOrphanGraceHours),
      });
      console.log(
        `Media sweep of ${describeDatabase(config)}: ${result.files} unused file(s) deleted (${result.rows} stored rendition(s)), unused for more than ${config.mediaOrphanGraceHours} h.`,
      );
    } finally {
      await database.db.destroy();
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
