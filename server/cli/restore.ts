// `npm run restore -- <file> [--force] [--with-accounts]`: loads a backup archive into the
// configured database (either engine, whichever made the archive). Run it with the site
// stopped.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ArchiveError } from "../backup/archive.ts";
import { RestoreRefusedError, restoreBackup } from "../backup/restore.ts";
import { loadConfig } from "../config.ts";
import { databaseTarget } from "../db/database.ts";
import { describeDatabase, OperationError, runOperation } from "./operations.ts";

const USAGE = [
  "Usage: npm run restore -- <file> [--force] [--with-accounts]",
  "  --force          replaces a database that holds rows",
  "  --with-accounts  also restores the archive's accounts and sessions (only for the site's own backups)",
].join("\n");

export async function main(argv: string[]): Promise<number> {
  return runOperation(async () => {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        options: {
          force: { type: "boolean", default: false },
          "with-accounts": { type: "boolean", default: false },
        },
        strict: true,
        allowPositionals: true,
      });
    } catch (error) {
      throw new OperationError(`${USAGE}\n${error instanceof Error ? error.message : ""}`);
    }
    const [file, ...extra] = parsed.positionals;
    if (!file || extra.length > 0) throw new OperationError(USAGE);
    const config = loadConfig();
    const where = describeDatabase(config);
    try {
      const summary = await restoreBackup(databaseTarget(config), path.resolve(file), {
        force: parsed.values.force,
        withAccounts: parsed.values["with-accounts"],
      });
      const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      console.log(
        `Restored ${total} rows from ${file} (made on ${summary.source} at ${summary.createdAt}) into ${where}.`,
      );
      if (summary.upgraded.length > 0)
        console.log(`Then applied newer migrations: ${summary.upgraded.join(", ")}.`);
    } catch (error) {
      if (error instanceof RestoreRefusedError) {
        const held = Object.entries(error.rows)
          .map(([table, n]) => `${table}: ${n}`)
          .join(", ");
        throw new OperationError(
          `Refusing to restore: ${where} already holds rows (${held}); run again with --force to replace them.`,
        );
      }
      if (error instanceof ArchiveError) throw new OperationError(error.message);
      throw error;
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
