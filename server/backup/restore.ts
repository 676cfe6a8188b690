import { sql, type Kysely } from "kysely";
import { openDatabase, type DatabaseTarget, type DialectName } from "../db/database.ts";
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import { selectAllOaiHeaders } from "../api/publicacoes/repository.ts";
import { keepOaiHarvestsTrue } from "../api/publicacoes/service.ts";
import {
  ArchiveError,
  readArchive,
  type ArchiveHeader,
  type ArchiveValue,
  type TableHeader,
} from "./archive.ts";
import { advanceSequence, countRows, listTables } from "./tables.ts";

const BATCH_ROWS = 100;
const BATCH_BYTES = 4 * 1024 * 1024;

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
  readonly rows: Record<string, number>;

  constructor(message: string, rows: Record<string, number>) {
    super(message);
    this.rows = rows;
  }
}

export type RestoreSummary = {
  source: ArchiveHeader["source"];
  createdAt: string;
  rows: Record<string, number>;
  /** Migrations newer than the archive, applied after its rows were loaded. */
  upgraded: string[];
};

function checkMigrations(header: ArchiveHeader): void {
  const unknown = header.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0)
    throw new ArchiveError(
      `The archive was made by a newer version of the site (migration ${unknown[0]}): upgrade this copy before restoring it.`,
    );
  const prefix = MIGRATION_NAMES.slice(0, header.migrations.length);
  if (prefix.join() !== header.migrations.join())
    throw new ArchiveError("The archive's migrations do not match this version's history.");
}

/** Removes every table, Kysely's own included, so the archive's schema can be rebuilt. */
async function dropEverything(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (dialect === "postgres") {
    for (const table of tables)
      await sql`drop table if exists ${sql.table(table.name)} cascade`.execute(db);
    return;
  }
  // Outside a transaction by SQLite's rule; the order of the drops then does not matter.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    for (const table of tables)
      await sql`drop table if exists ${sql.table(table.name)}`.execute(db);
    await sql`delete from sqlite_sequence`.execute(db).catch(() => {});
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

function bindable(value: ArchiveValue, dialect: DialectName): ArchiveValue {
  // better-sqlite3 binds no booleans; PostgreSQL reads 1/0 as booleans anyway.
  if (typeof value === "boolean" && dialect === "sqlite") return value ? 1 : 0;
  return value;
}

/**
 * Tables that decide who may sign in: an archive's rows there could add an administrator
 * with a password its maker knows, or a session token. They are written only when the
 * operator says the archive is the site's own (`withAccounts`).
 */
export const ACCOUNT_TABLES: readonly string[] = [
  "administradores",
  "sessoes",
  "codigos_recuperacao",
  "login_desafios",
  "login_falhas",
  "redefinicoes_senha",
];

/** Kysely's record of applied migrations: rows there would make later migrations be skipped. */
const MIGRATIONS_TABLE = /^kysely_migration/i;

/**
 * The tables and columns of this version's schema at the archive's last migration, built
 * in a scratch in-memory database so nothing is written before the archive is accepted.
 * Both engines have the same tables and columns (but the derived search tables, which
 * `listTables` leaves out on both).
 */
async function schemaAt(lastMigration: string | undefined): Promise<Map<string, Set<string>>> {
  const scratch = openDatabase({ sqliteFile: ":memory:" });
  try {
    await migrateTo(scratch.db, lastMigration);
    const tables = await listTables(scratch.db, scratch.dialect);
    return new Map(tables.map((table) => [table.name, new Set(table.columns)]));
  } finally {
    await scratch.db.destroy();
  }
}

/**
 * Refuses, before anything is written, an archive that names a table or column this
 * version's schema does not have, writes the migrations table, repeats a table or a
 * column, or holds accounts or sessions when `withAccounts` was not given.
 */
function checkTables(
  tables: TableHeader[],
  rows: Record<string, number>,
  schema: Map<string, Set<string>>,
  withAccounts: boolean,
): void {
  const seen = new Set<string>();
  for (const { table, columns, sequence } of tables) {
    // CASE: the migrations table, which would make later migrations be skipped.
    if (MIGRATIONS_TABLE.test(table))
      throw new ArchiveError(
        `O arquivo traz a tabela ${table}, o registro das migrações: a restauração nunca a escreve. Nada foi alterado.`,
      );
    const known = schema.get(table);
    if (!known)
      throw new ArchiveError(
        `O arquivo traz a tabela ${table}, que não existe no esquema desta versão do site. Nada foi alterado.`,
      );
    if (seen.has(table))
      throw new ArchiveError(`O arquivo traz a tabela ${table} duas vezes. Nada foi alterado.`);
    seen.add(table);
    const unknown = columns.find((column) => typeof column !== "string" || !known.has(column));
    if (unknown !== undefined)
      throw new ArchiveError(
        `O arquivo traz a coluna ${String(unknown)} na tabela ${table}, que não existe no esquema desta versão do site. Nada foi alterado.`,
      );
    if (new Set(columns).size !== columns.length)
      throw new ArchiveError(`O arquivo repete uma coluna da tabela ${table}. Nada foi alterado.`);
    if (sequence && !known.has(sequence.column))
      throw new ArchiveError(
        `O arquivo traz um contador para a coluna ${String(sequence.column)} da tabela ${table}, que não existe no esquema desta versão do site. Nada foi alterado.`,
      );
  }
  const accounts = ACCOUNT_TABLES.filter((table) => (rows[table] ?? 0) > 0);
  if (accounts.length > 0 && !withAccounts)
    throw new ArchiveError(
      `O arquivo traz contas de acesso e sessões (${accounts
        .map((table) => `${table}: ${rows[table]}`)
        .join(
          ", ",
        )}). Nada foi alterado. Se o arquivo é um backup deste site feito pela equipe, rode de novo com --with-accounts; um arquivo de outra origem pode criar um administrador com uma senha conhecida.`,
    );
}

/**
 * Loads an archive into the configured database. The archive is read twice: once to
 * prove it complete, compatible and made only of this version's tables and columns
 * before anything is touched, then to load it. A database that holds rows is only
 * replaced with `force`; accounts and sessions are only written with `withAccounts`.
 */
export async function restoreBackup(
  target: DatabaseTarget,
  file: string,
  options: { force: boolean; withAccounts?: boolean },
): Promise<RestoreSummary> {
  let header: ArchiveHeader | undefined;
  const tables: TableHeader[] = [];
  const archivedRows = await readArchive(
    file,
    (read) => {
      header = read;
      checkMigrations(read);
    },
    (event) => {
      if (event.kind === "table") tables.push(event.header);
    },
  );
  if (!header) throw new ArchiveError(`${file} is empty.`);
  const archive = header;
  checkTables(
    tables,
    archivedRows,
    await schemaAt(archive.migrations.at(-1)),
    options.withAccounts ?? false,
  );

  const database = openDatabase(target);
  const { db, dialect } = database;
  try {
    const present = await listTables(db, dialect);
    const existing = await countRows(db, present);
    if (Object.keys(existing).length > 0 && !options.force)
      throw new RestoreRefusedError("The database already holds rows.", existing);
    // What OAI-PMH told harvesters of the repository the archive replaces (decision 078).
    const names = new Set(present.map((table) => table.name));
    const toldHarvesters =
      names.has("publicacoes") && names.has("publicacoes_removidas")
        ? await selectAllOaiHeaders(db)
        : [];
    await dropEverything(db, dialect);
    await migrateTo(db, archive.migrations.at(-1));

    const rows = await db.transaction().execute(async (trx) => {
      let current: { table: string; columns: string[] } | undefined;
      let batch: ArchiveValue[][] = [];
      let batchBytes = 0;
      const sequences: { table: string; column: string; value: number }[] = [];
      const flush = async () => {
        if (!current || batch.length === 0) return;
        const { table, columns } = current;
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          values ${sql.join(batch.map((values) => sql`(${sql.join(values.map((value) => bindable(value, dialect)))})`))}`.execute(
          trx,
        );
        batch = [];
        batchBytes = 0;
      };
      const counts = await readArchive(
        file,
        () => {},
        async (event) => {
          if (event.kind === "table") {
            await flush();
            current = { table: event.header.table, columns: event.header.columns };
            // The schema is new, so its only rows are those a migration seeds (the default
            // rating scale): the archive's own rows replace them.
            await sql`delete from ${sql.table(current.table)}`.execute(trx);
            if (event.header.sequence)
              sequences.push({ table: event.header.table, ...event.header.sequence });
            return;
          }
          batch.push(event.values);
          for (const value of event.values)
            batchBytes += Buffer.isBuffer(value) ? value.length : String(value).length;
          if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        },
      );
      await flush();
      for (const sequence of sequences)
        await advanceSequence(trx, dialect, sequence.table, sequence.column, sequence.value);
      return counts;
    });

    const upgraded = await migrateToLatest(db);
    await keepOaiHarvestsTrue(db, toldHarvesters);
    return {
      source: archive.source,
      createdAt: archive.createdAt,
      rows,
      upgraded: upgraded.map((result) => result.migrationName),
    };
  } finally {
    await db.destroy();
  }
}
