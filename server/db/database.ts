import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DialectName = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
};

export type DatabaseTarget = { postgresUrl: string } | { sqliteFile: string };

export const SQLITE_FILE_NAME = "observatorio.sqlite";

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if ("postgresUrl" in target) {
    const pool = new pg.Pool({
      connectionString: target.postgresUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its connection emits here; without a listener the
    // process would crash instead of letting the pool replace the client.
    pool.on("error", () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
    };
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const database = new SQLite(target.sqliteFile);
  database.pragma("journal_mode = WAL");
  // FULL: an acknowledged write survives a power cut, which matters more here than
  // write throughput (editors save a handful of items a day).
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withPreparedStatements(database) }),
    }),
    dialect: "sqlite",
  };
}

export function databaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { postgresUrl: config.databaseUrl }
    : { sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME) };
}

/** Distinct statements kept prepared; the least recently used go first. */
const PREPARED_STATEMENTS = 500;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each distinct SQL text once:
 * the driver prepares every query it runs, and preparing costs more than most of the
 * site's reads. Every statement runs to its end before the next one starts (the driver
 * reads all rows at once, and nothing here streams), so one is never used twice at once.
 */
function withPreparedStatements(database: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = prepared.get(sql);
      if (statement) prepared.delete(sql);
      else statement = database.prepare(sql);
      prepared.set(sql, statement);
      if (prepared.size > PREPARED_STATEMENTS) {
        const oldest = prepared.keys().next().value;
        if (oldest !== undefined) prepared.delete(oldest);
      }
      return statement;
    },
  };
}
