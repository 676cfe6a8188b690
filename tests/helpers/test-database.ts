import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated template (`tests/setup/database-template.ts`), if it made one. */
    databaseTemplate: DatabaseTarget | undefined;
  }
}

export type Engine = "sqlite" | "postgres";

/** The engine of the running test project (server:sqlite or server:postgres). */
export function projectEngine(): Engine {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
}

export type TestDatabase = DatabaseHandle & {
  /** For code that opens its own connection (e.g. a second server instance). */
  target: DatabaseTarget;
  cleanup: () => Promise<void>;
};

function postgresServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must point at a PostgreSQL server");
  return serverUrl;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database named `<prefix>_<random>` on the PostgreSQL server at `serverUrl`,
 * empty or, with `template`, a copy of that database (which nothing may be connected to).
 * Returns its URL and a function that drops it, even while connected.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Migrates one database for the whole run, which every migrated test database then copies
 * (about 10 ms instead of the 120–770 ms of migrating each). Returns what workers need to
 * find it and a function that removes it.
 */
export async function createDatabaseTemplate(
  engine: Engine,
): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  if (engine === "postgres") {
    const serverUrl = postgresServerUrl();
    const created = await createPostgresDatabase(serverUrl, "obs_template");
    target = { postgresUrl: created.url };
    // The test databases copied from it that workers kept for reuse go with it.
    drop = async () => {
      await dropReusedDatabases(serverUrl, databaseName(created.url));
      await created.drop();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-template-"));
    target = { sqliteFile: path.join(dir, "template.sqlite") };
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const handle = openDatabase(target);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.db.destroy();
    await drop();
    throw error;
  }
  // Closing the last connection folds SQLite's write-ahead log into the file, and frees
  // the PostgreSQL template: `create database … template` refuses one in use.
  await handle.db.destroy();
  return { target, drop };
}

/** The run's template on `engine`, when the test project made one. */
function templateOf(engine: Engine): DatabaseTarget | undefined {
  const template = inject("databaseTemplate");
  if (!template) return undefined;
  return ("postgresUrl" in template ? "postgres" : "sqlite") === engine ? template : undefined;
}

/**
 * A new database on `engine`: the SQLite file `sqliteFile` (which must not exist yet) or a
 * PostgreSQL database named `<postgresPrefix>_<random>`. Migrated, as a copy of the run's
 * template when there is one, unless `migrate` is false (then it is empty).
 */
export async function createDatabase(
  engine: Engine,
  options: { migrate: boolean; sqliteFile: string; postgresPrefix: string },
): Promise<{ handle: DatabaseHandle; target: DatabaseTarget; drop: () => Promise<void> }> {
  const template = options.migrate ? templateOf(engine) : undefined;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  if (engine === "postgres") {
    const templateName =
      template && "postgresUrl" in template
        ? new URL(template.postgresUrl).pathname.slice(1)
        : undefined;
    const created = await createPostgresDatabase(
      postgresServerUrl(),
      options.postgresPrefix,
      templateName,
    );
    target = { postgresUrl: created.url };
    drop = created.drop;
  } else {
    if (template && "sqliteFile" in template)
      fs.copyFileSync(template.sqliteFile, options.sqliteFile, fs.constants.COPYFILE_EXCL);
    target = { sqliteFile: options.sqliteFile };
    drop = async () => {};
  }
  const handle = openDatabase(target);
  if (options.migrate && !template) await migrateToLatest(handle.db);
  // Connected, as after a migration: Kysely connects on the first query, and closing a
  // handle that never connected closes nothing (a test of a lost database relies on it).
  else await sql`select 1`.execute(handle.db);
  return { handle, target, drop };
}

/**
 * A fresh, migrated database for one test file: an SQLite file in a temporary folder or,
 * on the PostgreSQL project, a new database that is dropped afterwards. Never ./data.
 * `migrate: false` leaves it empty, for tests of the migrations themselves.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const template = templateOf("postgres");
  if ((options.migrate ?? true) && projectEngine() === "postgres" && template)
    return reusedPostgresDatabase(template);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-test-"));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const { handle, target, drop } = await createDatabase(projectEngine(), {
      migrate: options.migrate ?? true,
      sqliteFile: path.join(dir, "test.sqlite"),
      postgresPrefix: "obs_test",
    });
    return {
      ...handle,
      target,
      cleanup: async () => {
        await handle.db.destroy();
        await drop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);

/** The prefix of the test databases copied from `templateName` that workers reuse. */
const reusedPrefix = (templateName: string) => `${templateName}_t`;

/**
 * Reusing PostgreSQL test databases. Copying the migrated template takes about half a
 * second and dropping the copy more; emptying a database back to the template's rows takes
 * about 20 ms. So a test's database, once the test is done with it, waits in its worker for
 * the next test, which first ends any connection left open, checks that the schema is still
 * the template's (a database whose schema a test changed is dropped instead) and restores
 * the template's rows and sequences. The run's teardown drops what is left.
 */
type Baseline = {
  schema: string;
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string | null }[];
};

const idle: string[] = [];
let baseline: Promise<Baseline> | undefined;

const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as schema from (
    select format('%s.%s:%s:%s:%s', table_name, column_name, data_type, is_nullable, column_default) as item
      from information_schema.columns where table_schema = 'public'
    union all select indexdef from pg_indexes where schemaname = 'public'
    union all select format('%s:%s', event_object_table, trigger_name)
      from information_schema.triggers where trigger_schema = 'public'
    union all select format('%s:%s', table_name, constraint_name)
      from information_schema.table_constraints where constraint_schema = 'public'
  ) items`;

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a fresh copy of the template holds: its schema, its rows and its sequences. */
function readBaseline(url: string): Promise<Baseline> {
  return withClient(url, async (client) => {
    const { rows: schemaRows } = await client.query<{ schema: string }>(SCHEMA_FINGERPRINT);
    const { rows: tableRows } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const tables = tableRows.map((row) => row.name);
    const rows: Baseline["rows"] = [];
    for (const table of tables) {
      const { rows: found } = await client.query<{ json: string | null }>(
        `select json_agg(t)::text as json from ${quoted(table)} t`,
      );
      const json = found[0]?.json;
      if (json) rows.push({ table, json });
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    );
    return { schema: schemaRows[0]?.schema ?? "", tables, rows, sequences };
  });
}

/**
 * Empties `url` back to `expected`, or answers false when its schema is no longer the
 * template's. Triggers (the audit log's refusal to be emptied among them) stay off
 * meanwhile.
 */
function restoreBaseline(url: string, expected: Baseline): Promise<boolean> {
  return withClient(url, async (client) => {
    await client.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const { rows } = await client.query<{ schema: string }>(SCHEMA_FINGERPRINT);
    if (rows[0]?.schema !== expected.schema) return false;
    await client.query("begin");
    try {
      await client.query("set local session_replication_role = replica");
      for (const table of expected.tables) await client.query(`delete from ${quoted(table)}`);
      for (const { table, json } of expected.rows)
        await client.query(
          `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, $1::json)`,
          [json],
        );
      for (const { name, value } of expected.sequences)
        await client.query(
          value === null
            ? `alter sequence ${quoted(name)} restart`
            : `select setval('${quoted(name)}', ${Number(value)})`,
        );
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
    return true;
  });
}

async function takeReusedDatabase(template: { postgresUrl: string }): Promise<string> {
  const serverUrl = postgresServerUrl();
  for (let url = idle.pop(); url; url = idle.pop()) {
    if (baseline && (await restoreBaseline(url, await baseline))) return url;
    await onServer(serverUrl, `drop database if exists ${databaseName(url)} with (force)`);
  }
  const templateName = databaseName(template.postgresUrl);
  const { url } = await createPostgresDatabase(serverUrl, reusedPrefix(templateName), templateName);
  baseline ??= readBaseline(url);
  await baseline;
  return url;
}

async function reusedPostgresDatabase(template: DatabaseTarget): Promise<TestDatabase> {
  if (!("postgresUrl" in template)) throw new Error("not a PostgreSQL template");
  const url = await takeReusedDatabase(template);
  const target = { postgresUrl: url };
  const handle = openDatabase(target);
  await sql`select 1`.execute(handle.db);
  return {
    ...handle,
    target,
    cleanup: async () => {
      await handle.db.destroy();
      idle.push(url);
    },
  };
}

/** Drops every test database copied from `templateName` that a worker kept for reuse. */
async function dropReusedDatabases(serverUrl: string, templateName: string): Promise<void> {
  const names = await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "select datname as name from pg_database where starts_with(datname, $1)",
      [`${reusedPrefix(templateName)}_`],
    );
    return rows.map((row) => row.name);
  });
  for (const name of names)
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
