import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql, type Kysely, type Transaction } from "kysely";
import { openDatabase, type DatabaseTarget, type DialectName } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { ArchiveWriter } from "./archive.ts";
import { listTables, readSequence } from "./tables.ts";

const PAGE_ROWS = 200;

export type BackupSummary = { file: string; rows: Record<string, number>; bytes: number };

async function writeTables(
  db: Kysely<Database> | Transaction<Database>,
  dialect: DialectName,
  writer: ArchiveWriter,
): Promise<void> {
  // Read from the table rather than from this version's list: the database may have been
  // migrated by a newer version, and the archive must say so.
  const { rows: applied } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  await writer.header({
    createdAt: new Date().toISOString(),
    source: dialect,
    migrations: applied.map((row) => row.name),
  });
  for (const table of await listTables(db, dialect)) {
    await writer.table({
      table: table.name,
      columns: table.columns,
      sequence: table.autoIncrement
        ? {
            column: table.autoIncrement,
            value: await readSequence(db, dialect, table.name, table.autoIncrement),
          }
        : null,
    });
    const order = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
    // Pages by offset: the snapshot cannot change underneath, so no row is seen twice.
    for (let offset = 0; ; offset += PAGE_ROWS) {
      const { rows } = await sql<Record<string, unknown>>`
        select ${sql.join(table.columns.map((column) => sql.ref(column)))}
        from ${sql.table(table.name)}
        order by ${sql.join(order.map((column) => sql.ref(column)))}
        limit ${PAGE_ROWS} offset ${offset}`.execute(db);
      for (const row of rows) await writer.row(table.columns.map((column) => row[column]));
      if (rows.length < PAGE_ROWS) break;
    }
  }
}

/**
 * Writes one consistent archive of the whole database while the site keeps running.
 * SQLite: the online backup API copies the live file into a snapshot next to the
 * archive, which is then read alone. PostgreSQL: every table is read inside one
 * read-only REPEATABLE READ transaction, i.e. from a single snapshot.
 */
export async function createBackup(target: DatabaseTarget, file: string): Promise<BackupSummary> {
  const out = path.resolve(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const writer = new ArchiveWriter(out);
  let snapshotDir: string | undefined;
  try {
    if ("sqliteFile" in target) {
      if (!fs.existsSync(target.sqliteFile))
        throw new BackupError(`There is no embedded database at ${target.sqliteFile}.`);
      snapshotDir = fs.mkdtempSync(`${out}.snapshot-`);
      const snapshotFile = path.join(snapshotDir, "snapshot.sqlite");
      const live = new SQLite(target.sqliteFile, { fileMustExist: true });
      try {
        live.pragma("busy_timeout = 5000");
        await live.backup(snapshotFile);
      } finally {
        live.close();
      }
      const snapshot = openDatabase({ sqliteFile: snapshotFile });
      try {
        await writeTables(snapshot.db, "sqlite", writer);
      } finally {
        await snapshot.db.destroy();
      }
    } else {
      const database = openDatabase(target);
      try {
        await database.db
          .transaction()
          .setIsolationLevel("repeatable read")
          .setAccessMode("read only")
          .execute((trx) => writeTables(trx, "postgres", writer));
      } finally {
        await database.db.destroy();
      }
    }
    const rows = await writer.finish();
    return { file: out, rows, bytes: fs.statSync(out).size };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    if (snapshotDir) fs.rmSync(snapshotDir, { recursive: true, force: true });
  }
}

export class BackupError extends Error {
  override name = "BackupError";
}
