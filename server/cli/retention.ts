// `npm run retention`: clears now the personal data of the tips older than
// SUGESTAO_RETENCAO_DIAS (their files deleted) and deletes the revisions older than
// REVISOES_RETENCAO_DIAS but each item's latest, as the server does every hour. Safe while
// the site runs, and on several machines at once.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../config.ts";
import { databaseTarget, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { applyRetention, retentionOptions } from "../retention.ts";
import { describeDatabase, runOperation } from "./operations.ts";

export async function main(): Promise<number> {
  return runOperation(async () => {
    const config = loadConfig();
    const database = openDatabase(databaseTarget(config));
    try {
      // The retention reads the columns the latest migrations added.
      await migrateToLatest(database.db);
      const result = await applyRetention(database.db, retentionOptions(config));
      console.log(
        `Retention of ${describeDatabase(config)}: ${result.sugestoes} tip(s) older than ${config.sugestaoRetentionDays} days cleared, ${result.anexos} tip file(s) deleted, ${result.revisoes} revision(s) older than ${config.revisaoRetentionDays} days deleted.`,
      );
    } finally {
      await database.db.destroy();
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
