import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { listTables } from "#server/backup/tables.ts";
import type { Config } from "#server/config.ts";
import {
  openDatabase,
  SQLITE_FILE_NAME,
  type DatabaseHandle,
  type DatabaseTarget,
} from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { ROOT } from "./site-process.ts";
import { createPostgresDatabase } from "./test-database.ts";
import { testConfig } from "./test-config.ts";
import { serveApp } from "./test-server.ts";

export type Engine = "sqlite" | "postgres";

/** The engine of the running test project (server:sqlite or server:postgres). */
export function projectEngine(): Engine {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
}

export type SiteDatabase = DatabaseHandle & {
  target: DatabaseTarget;
  /** What a command run by the site's operator needs to find this database. */
  env: Record<string, string>;
  config: Config;
  cleanup: () => Promise<void>;
};

/**
 * A throw-away database where the site's own commands look for it: an SQLite file named
 * as in production inside a temporary DATA_DIR, or a new PostgreSQL database.
 */
export async function createSiteDatabase(
  engine: Engine = projectEngine(),
  options: { migrate?: boolean } = {},
): Promise<SiteDatabase> {
  let target: DatabaseTarget;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (engine === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DATABASE_URL must point at a PostgreSQL server");
    const created = await createPostgresDatabase(serverUrl, "obs_site");
    target = { postgresUrl: created.url };
    env = { DATABASE_URL: created.url };
    drop = created.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-site-"));
    target = { sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) };
    env = { DATA_DIR: dataDir };
    drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const handle = openDatabase(target);
  if (options.migrate ?? true) await migrateToLatest(handle.db);
  return {
    ...handle,
    target,
    env,
    config: testConfig({
      databaseUrl: "postgresUrl" in target ? target.postgresUrl : undefined,
      dataDir: "sqliteFile" in target ? path.dirname(target.sqliteFile) : os.tmpdir(),
    }),
    cleanup: async () => {
      await handle.db.destroy().catch(() => {});
      await drop();
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
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
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
