import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

export type TestDatabase = DatabaseHandle & {
  /** For code that opens its own connection (e.g. a second server instance). */
  target: { postgresUrl: string } | { sqliteFile: string };
  cleanup: () => Promise<void>;
};

function usePostgres(): boolean {
  return process.env.TEST_DATABASE === "postgres";
}

/**
 * Creates an empty database named `<prefix>_<random>` on the PostgreSQL server at
 * `serverUrl`. Returns its URL and a function that drops it, even while connected.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: an SQLite file in a temporary folder or,
 * on the PostgreSQL project, a new database that is dropped afterwards. Never ./data.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  let target: TestDatabase["target"];
  let dropDatabase: () => Promise<void>;

  if (usePostgres()) {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      throw new Error("TEST_DATABASE_URL must be set for the PostgreSQL test project");
    const created = await createPostgresDatabase(serverUrl, "obs_test");
    target = { postgresUrl: created.url };
    dropDatabase = created.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-test-"));
    target = { sqliteFile: path.join(dir, "test.sqlite") };
    dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const handle = openDatabase(target);
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    target,
    cleanup: async () => {
      await handle.db.destroy();
      await dropDatabase();
    },
  };
}
