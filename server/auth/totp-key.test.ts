import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, onTestFinished, test } from "vitest";
import { sealStoredTotpSecrets } from "#server/api/auth/service.ts";
import { SQLITE_FILE_NAME, openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { TEST_ENV } from "#tests/helpers/test-config.ts";
import { createTestDatabase, projectEngine } from "#tests/helpers/test-database.ts";
import { generateTotpSecret } from "./totp.ts";
import {
  isSealed,
  openTotpSecret,
  openTotpSecretWithKey,
  sealTotpSecret,
  setTotpKeys,
  TotpKeyMismatchError,
  TotpKeyMissingError,
  type TotpKeys,
} from "./totp-key.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OLD_KEY = Buffer.alloc(32, 1);
const NEW_KEY = Buffer.alloc(32, 2);

/** Sets the keys for this test; after it the test environment's keys come back. */
function useKeys(keys: Partial<TotpKeys>): void {
  setTotpKeys({ current: keys.current, previous: keys.previous });
}
afterEach(() => {
  setTotpKeys({ current: Buffer.from(TEST_ENV.TOTP_KEY, "base64"), previous: undefined });
});

test("a sealed secret holds no trace of the base32 secret and opens only for its account", () => {
  useKeys({ current: OLD_KEY });
  const secret = generateTotpSecret();

  const sealed = sealTotpSecret(secret, 7);

  expect(isSealed(sealed)).toBe(true);
  expect(sealed).not.toContain(secret);
  expect(sealTotpSecret(secret, 7)).not.toBe(sealed);
  expect(openTotpSecret(sealed, 7)).toBe(secret);
  expect(() => openTotpSecret(sealed, 8)).toThrow(TotpKeyMismatchError);
  // A value stored before encryption is read as it is, for start-up to seal it.
  expect(openTotpSecretWithKey(secret, 7)).toEqual({ secret, current: false });
});

test("after a rotation the previous key still opens, and the current key alone opens new seals", () => {
  useKeys({ current: OLD_KEY });
  const secret = generateTotpSecret();
  const sealedWithOld = sealTotpSecret(secret, 3);

  useKeys({ current: NEW_KEY, previous: OLD_KEY });
  expect(openTotpSecretWithKey(sealedWithOld, 3)).toEqual({ secret, current: false });
  const sealedWithNew = sealTotpSecret(secret, 3);
  expect(openTotpSecretWithKey(sealedWithNew, 3)).toEqual({ secret, current: true });

  useKeys({ current: NEW_KEY });
  expect(() => openTotpSecret(sealedWithOld, 3)).toThrow(
    "Neither TOTP_KEY nor TOTP_KEY_PREVIOUS opens the second-factor secret of account 3: set the key it was sealed with.",
  );
  useKeys({});
  expect(() => sealTotpSecret(secret, 3)).toThrow(TotpKeyMissingError);
  expect(() => openTotpSecret(sealedWithNew, 3)).toThrow(TotpKeyMissingError);
});

type Target = { env: Record<string, string>; database: DatabaseHandle };

/** A migrated database as `npm start` would find it: in DATA_DIR, or at DATABASE_URL. */
async function startTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-totp-key-"));
  onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (projectEngine() === "postgres") {
    const database = await createTestDatabase();
    onTestFinished(() => database.cleanup());
    if (!("postgresUrl" in database.target)) throw new Error("expected a PostgreSQL database");
    return { env: { DATA_DIR: dataDir, DATABASE_URL: database.target.postgresUrl }, database };
  }
  const database = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
  onTestFinished(() => database.db.destroy());
  await migrateToLatest(database.db);
  return { env: { DATA_DIR: dataDir }, database };
}

async function insertAccount(db: DatabaseHandle["db"], email: string, totpSecret: string | null) {
  const now = new Date().toISOString();
  return db
    .insertInto("administradores")
    .values({
      email,
      nome: email,
      password_hash: "scrypt$10$8$1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5",
      totp_secret: totpSecret,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow()
    .then((row) => row.id);
}

const storedSecret = (db: DatabaseHandle["db"], id: number) =>
  db
    .selectFrom("administradores")
    .select("totp_secret")
    .where("id", "=", id)
    .executeTakeFirstOrThrow()
    .then((row) => row.totp_secret ?? "");

/** `node server/index.ts` as a production start, without TOTP_KEY; answers its exit. */
function startSite(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/index.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        LOG_LEVEL: "error",
        SEED_DEMO: "false",
        PASSWORD_HASH_COST: TEST_ENV.PASSWORD_HASH_COST,
        NODE_COMPILE_CACHE: TEST_ENV.NODE_COMPILE_CACHE,
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

test("start-up refuses to run without TOTP_KEY when an account has a second factor", async () => {
  const target = await startTarget();
  useKeys({ current: OLD_KEY });
  const id = await insertAccount(target.database.db, "com-fator@example.org", null);
  const sealed = sealTotpSecret(generateTotpSecret(), id);
  await target.database.db
    .updateTable("administradores")
    .set({ totp_secret: sealed })
    .where("id", "=", id)
    .execute();

  const started = await startSite(target.env);

  expect(started).toEqual({
    code: 1,
    stderr: `An account has a second-factor secret stored but TOTP_KEY is not set: set it as README.md's "Second-factor key" says.\n`,
  });
  expect(await storedSecret(target.database.db, id)).toBe(sealed);
});

test("without any second factor stored, no key is needed; cleartext secrets are sealed once the key is set", async () => {
  const target = await startTarget();
  const db = target.database.db;
  const without = await insertAccount(db, "sem-fator@example.org", null);
  useKeys({});
  expect(await sealStoredTotpSecrets(db, "cleartext")).toBe(0);

  const secret = generateTotpSecret();
  const withSecret = await insertAccount(db, "antigo@example.org", secret);
  await expect(sealStoredTotpSecrets(db, "cleartext")).rejects.toThrow(TotpKeyMissingError);
  expect(await storedSecret(db, withSecret)).toBe(secret);

  useKeys({ current: OLD_KEY });
  expect(await sealStoredTotpSecrets(db, "cleartext")).toBe(1);
  const stored = await storedSecret(db, withSecret);
  expect(stored).not.toContain(secret);
  expect(openTotpSecret(stored, withSecret)).toBe(secret);
  expect(await sealStoredTotpSecrets(db, "cleartext")).toBe(0);
  expect(await storedSecret(db, without)).toBe("");
});
