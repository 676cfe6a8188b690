import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { listTables } from "#server/backup/tables.ts";
import type { Config } from "#server/config.ts";
import { SQLITE_FILE_NAME, type DatabaseHandle, type DatabaseTarget } from "#server/db/database.ts";
import { ROOT } from "./site-process.ts";
import { createDatabase, projectEngine, type Engine } from "./test-database.ts";
import { TEST_ENV, testConfig } from "./test-config.ts";
import { serveApp } from "./test-server.ts";

export { projectEngine, type Engine } from "./test-database.ts";

export type SiteDatabase = DatabaseHandle & {
  target: DatabaseTarget;
  /** What a command run by the site's operator needs to find this database. */
  env: Record<string, string>;
  config: Config;
  cleanup: () => Promise<void>;
};

/**
 * A throw-away database where the site's own commands look for it: an SQLite file named
 * as in production inside a temporary DATA_DIR, or a new PostgreSQL database; migrated
 * (a copy of the run's template) unless `migrate` is false.
 */
export async function createSiteDatabase(
  engine: Engine = projectEngine(),
  options: { migrate?: boolean } = {},
): Promise<SiteDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-site-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const { handle, target, drop } = await createDatabase(engine, {
    migrate: options.migrate ?? true,
    sqliteFile: path.join(dataDir, SQLITE_FILE_NAME),
    postgresPrefix: "obs_site",
  }).catch((error: unknown) => {
    removeDir();
    throw error;
  });
  return {
    ...handle,
    target,
    env: "postgresUrl" in target ? { DATABASE_URL: target.postgresUrl } : { DATA_DIR: dataDir },
    config: testConfig({
      databaseUrl: "postgresUrl" in target ? target.postgresUrl : undefined,
      dataDir: "sqliteFile" in target ? dataDir : os.tmpdir(),
    }),
    cleanup: async () => {
      await handle.db.destroy().catch(() => {});
      await drop();
      removeDir();
    },
  };
}

/** Every row of every table of the site, in primary-key order, keyed by table. */
export async function dumpTables(
  database: DatabaseHandle,
): Promise<Record<string, Record<string, unknown>[]>> {
  const dump: Record<string, Record<string, unknown>[]> = {};
  for (const table of await listTables(database.db, database.dialect)) {
    const { rows } = await sql<Record<string, unknown>>`
      select * from ${sql.table(table.name)}
      order by ${sql.join(table.primaryKey.map((column) => sql.ref(column)))}`.execute(database.db);
    dump[table.name] = rows;
  }
  return dump;
}

/** The in-process site (API, media, health) over an existing database. */
export function serveSite(
  database: DatabaseHandle,
): Promise<{ url: string; close: () => Promise<void> }> {
  return serveApp(testConfig(), database);
}

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs one of the site's commands (`server/cli/<name>.ts`) as its own process, the way
 * `npm run <name>` does, without blocking this process meanwhile; `input`, if any, is
 * what it reads on standard input.
 */
export function runCli(
  name: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CliResult> {
  const child = spawn(process.execPath, [path.join(ROOT, "server", "cli", `${name}.ts`), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...TEST_ENV, ...env },
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  child.stdin?.end(input);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
