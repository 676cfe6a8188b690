import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { SQLITE_FILE_NAME, openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { NODE_COMPILE_CACHE } from "#tests/helpers/test-config.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const HOUR_MS = 60 * 60 * 1000;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** What `npm run media:sweep` would use: a data folder, or DATABASE_URL on PostgreSQL. */
async function createTarget(): Promise<{ env: Record<string, string>; database: DatabaseHandle }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-sweep-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE === "postgres") {
    const database = await createTestDatabase();
    if (!("postgresUrl" in database.target)) throw new Error("expected a PostgreSQL database");
    cleanup = async () => {
      await database.cleanup();
      removeDir();
    };
    return { env: { DATA_DIR: dataDir, DATABASE_URL: database.target.postgresUrl }, database };
  }
  const database = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
  await migrateToLatest(database.db);
  cleanup = async () => {
    await database.db.destroy();
    removeDir();
  };
  return { env: { DATA_DIR: dataDir }, database };
}

function runSweep(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/cli/media-sweep.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", NODE_COMPILE_CACHE, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** A stored PDF no content names, last uploaded `hours` ago. */
async function storePdf(database: DatabaseHandle, hash: string, hours: number): Promise<void> {
  const at = new Date(Date.now() - hours * HOUR_MS).toISOString();
  await database.db
    .insertInto("media")
    .values({
      chave: `${hash}.pdf`,
      hash,
      content_type: "application/pdf",
      largura: null,
      altura: null,
      tamanho: 5,
      dados: Buffer.from("%PDF-"),
      created_at: at,
      last_used_at: at,
    })
    .execute();
}

test("npm run media:sweep deletes the files unused for longer than MEDIA_ORPHAN_GRACE_HOURS", async () => {
  const { env, database } = await createTarget();
  await storePdf(database, "a".repeat(64), 30);
  await storePdf(database, "b".repeat(64), 10);

  const { code, output } = await runSweep({ ...env, MEDIA_ORPHAN_GRACE_HOURS: "12" });

  expect(code).toBe(0);
  expect(output).toMatch(
    /: 1 unused file\(s\) deleted \(1 stored rendition\(s\)\), unused for more than 12 h\.\n$/,
  );
  const left = await database.db.selectFrom("media").select("hash").execute();
  expect(left).toEqual([{ hash: "b".repeat(64) }]);
});

test("npm run media:sweep refuses a grace period under an hour and deletes nothing", async () => {
  const { env, database } = await createTarget();
  await storePdf(database, "c".repeat(64), 30);

  const { code, output } = await runSweep({ ...env, MEDIA_ORPHAN_GRACE_HOURS: "0" });

  expect(code).toBe(1);
  expect(output).toBe(
    "Invalid MEDIA_ORPHAN_GRACE_HOURS: must be a number of hours between 1 and 8784.\n",
  );
  expect(await database.db.selectFrom("media").select("hash").execute()).toHaveLength(1);
});
