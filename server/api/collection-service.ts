import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** The queries a collection's repository hands out (see `table-repository.ts`). */
interface CollectionQueries<Row, New, Changes> {
  selectById(db: Kysely<Database>, id: number): Promise<Row | undefined>;
  insert(db: Kysely<Database>, values: New): Promise<Row>;
  update(db: Kysely<Database>, id: number, values: Changes): Promise<Row | undefined>;
  remove(db: Kysely<Database>, id: number): Promise<boolean>;
}

type Columns<T> = T | Promise<T>;

/**
 * The reads and writes every collection's service shares, each answering with the area's
 * output (`toItem`). The area builds the columns to write; `now` is the time of the write.
 */
export function collectionService<Row, New, Changes, Item>(
  queries: CollectionQueries<Row, New, Changes>,
  toItem: (row: Row) => Item,
) {
  async function update(
    db: Kysely<Database>,
    id: number,
    columns: (now: string) => Columns<Changes>,
  ): Promise<Item | undefined> {
    const row = await queries.update(db, id, await columns(new Date().toISOString()));
    return row ? toItem(row) : undefined;
  }

  return {
    async findById(db: Kysely<Database>, id: number): Promise<Item | undefined> {
      const row = await queries.selectById(db, id);
      return row ? toItem(row) : undefined;
    },

    /** Adds a row with `created_at` set to the same `now` the columns were built with. */
    async create(
      db: Kysely<Database>,
      columns: (now: string) => Columns<Omit<New, "created_at">>,
    ): Promise<Item> {
      const now = new Date().toISOString();
      const row = await queries.insert(db, { ...(await columns(now)), created_at: now } as New);
      return toItem(row);
    },

    /** The updated item, or undefined when there is none with this id. */
    update,

    /**
     * Like `update`, but the columns are built only once the row is known to exist (they may
     * store files or keep some of its values); undefined when there is none with this id.
     */
    async updateExisting(
      db: Kysely<Database>,
      id: number,
      columns: (existing: Row, now: string) => Columns<Changes>,
    ): Promise<Item | undefined> {
      const existing = await queries.selectById(db, id);
      if (!existing) return undefined;
      return update(db, id, (now) => columns(existing, now));
    },

    /** False when there was no row with this id. */
    remove(db: Kysely<Database>, id: number): Promise<boolean> {
      return queries.remove(db, id);
    },
  };
}
