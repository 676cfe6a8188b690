import {
  PostgresAdapter,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from "kysely";
import type { Database } from "../db/schema.ts";

/** The tables whose rows are found by a numeric `id`. */
type IdTable = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

type Column<T extends IdTable> = keyof Selectable<Database[T]> & string;

// The queries below are the same for every table, so they are written once against this
// shape; the functions handed out are typed with the table's own row.
type LooseTable = { id: number } & Record<string, unknown>;
type LooseDatabase = Record<string, LooseTable>;

const loose = (db: Kysely<Database>) => db as unknown as Kysely<LooseDatabase>;

/**
 * The columns behind a schema's fields: its keys in its order, less `except` (fields
 * computed on read, or stored through a rule of their own). Handed to `collectionRepository`,
 * a field without a column of the table is a type error.
 */
export function columnsOf<S extends object, X extends keyof S & string>(
  shape: S,
  except: readonly X[] = [],
): Exclude<keyof S & string, X>[] {
  const skipped: readonly string[] = except;
  return Object.keys(shape).filter((key) => !skipped.includes(key)) as Exclude<
    keyof S & string,
    X
  >[];
}

/**
 * The queries of a collection: rows listed, found, added, replaced and deleted by `id`,
 * always with the same columns. `query` starts a select for the area's own order and filters.
 */
export function collectionRepository<T extends IdTable, C extends Column<T>>(
  table: T,
  columns: readonly C[],
) {
  type Row = Pick<Selectable<Database[T]>, C>;
  const name: string = table;

  return {
    /** What every query selects and every write returns. */
    columns,

    query(db: Kysely<Database>): SelectQueryBuilder<Database, T, Row> {
      return loose(db).selectFrom(name).select(columns) as unknown as SelectQueryBuilder<
        Database,
        T,
        Row
      >;
    },

    /** How many rows the table holds (the size of a paged list). */
    async count(db: Kysely<Database>): Promise<number> {
      const row = await loose(db)
        .selectFrom(name)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async selectById(db: Kysely<Database>, id: number): Promise<Row | undefined> {
      const row = await loose(db)
        .selectFrom(name)
        .select(columns)
        .where("id", "=", id)
        .executeTakeFirst();
      return row as Row | undefined;
    },

    /**
     * One row for a check and the write that relies on it, in the caller's transaction:
     * on PostgreSQL the row stays locked until the transaction ends, so no save slips in
     * between (SQLite lets one writer in at a time anyway).
     */
    async selectLockedById(db: Kysely<Database>, id: number): Promise<Row | undefined> {
      let query = loose(db).selectFrom(name).select(columns).where("id", "=", id);
      if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
      return (await query.executeTakeFirst()) as Row | undefined;
    },

    async insert(db: Kysely<Database>, values: Insertable<Database[T]>): Promise<Row> {
      const row = await loose(db)
        .insertInto(name)
        .values(values as Insertable<LooseTable>)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return row as Row;
    },

    async update(
      db: Kysely<Database>,
      id: number,
      values: Updateable<Database[T]>,
    ): Promise<Row | undefined> {
      const row = await loose(db)
        .updateTable(name)
        .set(values as Updateable<LooseTable>)
        .where("id", "=", id)
        .returning(columns)
        .executeTakeFirst();
      return row as Row | undefined;
    },

    /** False when there was no row with this id. */
    async remove(db: Kysely<Database>, id: number): Promise<boolean> {
      const result = await loose(db).deleteFrom(name).where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

/** The table holds at most this one row (a check constraint enforces it). */
const SINGLETON_ID = 1;

/** The queries of a table that holds a single row: read it, or write it whole. */
export function singletonRepository<T extends IdTable, C extends Column<T>>(
  table: T,
  columns: readonly C[],
) {
  type Row = Pick<Selectable<Database[T]>, C>;
  const name: string = table;
  const rows = collectionRepository(table, columns);

  return {
    find(db: Kysely<Database>): Promise<Row | undefined> {
      return rows.selectById(db, SINGLETON_ID);
    },

    async upsert(db: Kysely<Database>, values: Omit<Row, "id">): Promise<Row> {
      const set = values as Updateable<LooseTable>;
      const row = await loose(db)
        .insertInto(name)
        .values({ id: SINGLETON_ID, ...set })
        .onConflict((conflict) => conflict.column("id").doUpdateSet(set))
        .returning(columns)
        .executeTakeFirstOrThrow();
      return row as Row;
    },
  };
}
