// `npm run backup -- --out <file>`: one consistent archive of the whole site (content,
// accounts, media, settings) while it keeps running. The format is docs/deploy.md's.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { BackupError, createBackup } from "../backup/backup.ts";
import { loadConfig } from "../config.ts";
import { databaseTarget } from "../db/database.ts";
import { describeDatabase, OperationError, runOperation } from "./operations.ts";

const USAGE = "Usage: npm run backup -- --out <file>   (e.g. --out backups/observatorio.obsbak)";

export async function main(argv: string[]): Promise<number> {
  return runOperation(async () => {
    let out: string | undefined;
    try {
      out = parseArgs({
        args: argv,
        options: { out: { type: "string" } },
        strict: true,
        allowPositionals: false,
      }).values.out;
    } catch (error) {
      throw new OperationError(`${USAGE}\n${error instanceof Error ? error.message : ""}`);
    }
    if (!out) throw new OperationError(USAGE);
    const config = loadConfig();
    const started = Date.now();
    try {
      const summary = await createBackup(databaseTarget(config), out);
      const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      console.log(
        `Backed up ${describeDatabase(config)} to ${summary.file}: ${total} rows in ${
          Object.keys(summary.rows).length
        } tables, ${summary.bytes} bytes, ${Date.now() - started} ms.`,
      );
    } catch (error) {
      if (error instanceof BackupError) throw new OperationError(error.message);
      throw error;
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
