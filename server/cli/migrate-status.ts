// `npm run migrate:status`: which migrations the configured database has, and which the
// next start will apply. Changes nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../config.ts";
import { databaseTarget, openDatabase } from "../db/database.ts";
import { migrationStatus } from "../db/migrate.ts";
import { describeDatabase, runOperation } from "./operations.ts";

export async function main(): Promise<number> {
  return runOperation(async () => {
    const config = loadConfig();
    const database = openDatabase(databaseTarget(config));
    try {
      const states = await migrationStatus(database.db);
      console.log(`Migrations of ${describeDatabase(config)}:`);
      for (const state of states)
        console.log(
          state.appliedAt
            ? `applied  ${state.appliedAt.toISOString()}  ${state.name}`
            : `pending  ${" ".repeat(24)}  ${state.name}`,
        );
      const pending = states.filter((state) => !state.appliedAt).length;
      console.log(
        pending === 0
          ? "Up to date."
          : `${pending} pending: the next start applies them (back up first: npm run backup).`,
      );
    } finally {
      await database.db.destroy();
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
