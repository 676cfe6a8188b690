import { sql, type Kysely, type TableMetadata } from "kysely";
import type { DialectName } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

/*
 * What the backup needs to know about the tables, read from the database itself, so a
 * table added by a later migration is backed up without anyone remembering to list it.
 */

export type TableInfo = {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** The column filled from a counter (SQLite AUTOINCREMENT, PostgreSQL serial), if any. */
  autoIncrement: string | undefined;
};

type Db = Kysely<Database>;

async function primaryKey(db: Db, dialect: DialectName, table: string): Promise<string[]> {
  const { rows } =
    dialect === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db)
      : await sql<{ name: string }>`
          select a.attname as name
          from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${table}::regclass and i.indisprimary
          order by array_position(i.indkey, a.attnum)`.execute(db);
  return rows.map((row) => row.name);
}

async function parentsOf(db: Db, dialect: DialectName, table: string): Promise<string[]> {
  const { rows } =
    dialect === "sqlite"
      ? await sql<{
          parent: string;
        }>`select distinct "table" as parent from pragma_foreign_key_list(${table})`.execute(db)
      : await sql<{ parent: string }>`
          select distinct confrelid::regclass::text as parent
          from pg_constraint
          where contype = 'f' and conrelid = ${table}::regclass`.execute(db);
  return rows.map((row) => row.parent).filter((parent) => parent !== table);
}

async function autoIncrementColumn(
  db: Db,
  dialect: DialectName,
  table: TableMetadata,
): Promise<string | undefined> {
  const column = table.columns.find((candidate) => candidate.isAutoIncrementing)?.name;
  if (!column || dialect === "postgres") return column;
  // Kysely counts every INTEGER PRIMARY KEY as auto-incrementing; only AUTOINCREMENT
  // tables keep a counter in sqlite_sequence.
  const { rows } = await sql<{
    ddl: string;
  }>`select sql as ddl from sqlite_master where type = 'table' and name = ${table.name}`.execute(
    db,
  );
  return /autoincrement/i.test(rows[0]?.ddl ?? "") ? column : undefined;
}

/**
 * The search index (decision 030) and the matching index (decision 069) are derived from
 * the articles and tips: the restored articles' triggers rebuild them, and SQLite's FTS5
 * tables could not be written back row by row.
 */
const DERIVED_TABLE = /^(busca|semelhanca)_/;

/** Every table of the site (not Kysely's own), parents before the tables that refer to them. */
export async function listTables(db: Db, dialect: DialectName): Promise<TableInfo[]> {
  const tables = (await db.introspection.getTables()).filter(
    (table) => !DERIVED_TABLE.test(table.name),
  );
  const infos = new Map<string, TableInfo & { parents: string[] }>();
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    infos.set(table.name, {
      name: table.name,
      columns: table.columns.map((column) => column.name),
      primaryKey: await primaryKey(db, dialect, table.name),
      autoIncrement: await autoIncrementColumn(db, dialect, table),
      parents: await parentsOf(db, dialect, table.name),
    });
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    const info = infos.get(name);
    if (!info || placed.has(name) || path.includes(name)) return;
    for (const parent of info.parents) place(parent, [...path, name]);
    placed.add(name);
    ordered.push({
      name: info.name,
      columns: info.columns,
      primaryKey: info.primaryKey,
      autoIncrement: info.autoIncrement,
    });
  };
  for (const name of infos.keys()) place(name, []);
  return ordered;
}

/** The last value the table's id counter handed out (0 when it never did). */
export async function readSequence(
  db: Db,
  dialect: DialectName,
  table: string,
  column: string,
): Promise<number> {
  if (dialect === "sqlite") {
    const exists = await sql<{
      n: number;
    }>`select count(*) as n from sqlite_master where name = 'sqlite_sequence'`.execute(db);
    if (Number(exists.rows[0]?.n) === 0) return 0;
    const { rows } = await sql<{
      seq: number;
    }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
    return Number(rows[0]?.seq ?? 0);
  }
  const { rows } = await sql<{ value: string | null }>`
    select last_value::text as value from pg_sequences
    where format('%I.%I', schemaname, sequencename) = pg_get_serial_sequence(${table}, ${column})`.execute(
    db,
  );
  return Number(rows[0]?.value ?? 0);
}

/** Moves the table's id counter to at least `value`, so new rows get higher ids. */
export async function advanceSequence(
  db: Db,
  dialect: DialectName,
  table: string,
  column: string,
  value: number,
): Promise<void> {
  const { rows } = await sql<{
    highest: number | string | null;
  }>`select max(${sql.ref(column)}) as highest from ${sql.table(table)}`.execute(db);
  const target = Math.max(value, Number(rows[0]?.highest ?? 0));
  if (dialect === "sqlite") {
    if (target === 0) return;
    // Inserting explicit ids already raised the counter to the highest one; an archived
    // counter may be higher still (rows deleted before the backup).
    const updated =
      await sql`update sqlite_sequence set seq = max(seq, ${target}) where name = ${table}`.execute(
        db,
      );
    if (Number(updated.numAffectedRows ?? 0) === 0)
      await sql`insert into sqlite_sequence (name, seq) values (${table}, ${target})`.execute(db);
    return;
  }
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), ${Math.max(target, 1)}, ${target > 0})`.execute(
    db,
  );
}

/**
 * Tables a migration fills with defaults, by the time it stamps them with: rows still
 * bearing that stamp as both created and updated are the migration's, not the site's.
 */
const SEEDED_BY_MIGRATION: Record<string, string> = {
  // 2026_11_29_04_00_00_add_claim_and_rotulos: the default rating scale.
  rotulos: "2026-11-29T04:00:00.000Z",
};

/** Row counts of the tables that have rows of the site's own (not a migration's defaults). */
export async function countRows(db: Db, tables: TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const seeded = SEEDED_BY_MIGRATION[table.name];
    const { rows } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)} ${
      seeded === undefined
        ? sql``
        : sql`where not (created_at = ${seeded} and updated_at = ${seeded})`
    }`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) counts[table.name] = n;
  }
  return counts;
}
