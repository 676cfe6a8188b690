import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema.ts";
import { parseStringList } from "./lists.ts";

/** The queries a collection's repository hands out (see `table-repository.ts`). */
interface CollectionQueries<Row, New, Changes> {
  selectById(db: Kysely<Database>, id: number): Promise<Row | undefined>;
  insert(db: Kysely<Database>, values: New): Promise<Row>;
  update(db: Kysely<Database>, id: number, values: Changes): Promise<Row | undefined>;
  remove(db: Kysely<Database>, id: number): Promise<boolean>;
}

type Columns<T> = T | Promise<T>;

/** How a column holds an answer's value: a list as JSON text, a flag as 0 or 1. */
type Stored<T> = T extends readonly unknown[] ? string : T extends boolean ? number : T;
type Output<S extends z.ZodRawShape, K extends keyof S> = z.output<S[K]>;
type OptionalKey<S extends z.ZodRawShape> = {
  [K in keyof S]: undefined extends Output<S, K> ? K : never;
}[keyof S];

/** A row holding an answer's fields; those the answer may lack (computed ones) may be missing. */
type RowOf<S extends z.ZodRawShape> = {
  [K in Exclude<keyof S, OptionalKey<S>>]: Stored<Output<S, K>>;
} & { [K in OptionalKey<S>]?: Stored<Output<S, K>> };

function readerOf(field: z.core.$ZodType): (value: unknown) => unknown {
  const def = field._zod.def;
  // A field with a default (for answers stored before it existed) reads as its own type.
  if (def.type === "default") return readerOf((def as z.core.$ZodDefaultDef).innerType);
  const type = def.type;
  if (type === "array") return (value) => parseStringList(value as string);
  if (type === "boolean") return Boolean;
  return (value) => value;
}

/**
 * The row → answer mapper an output schema implies: every field of `shape` the row holds,
 * in the schema's order, lists parsed from their JSON text and flags made booleans.
 */
export function rowToOutput<S extends z.ZodRawShape>(shape: S) {
  const fields = Object.entries(shape).map(([key, field]) => [key, readerOf(field)] as const);
  return (row: RowOf<S>): z.output<z.ZodObject<S>> => {
    const values: Record<string, unknown> = row;
    const item: Record<string, unknown> = {};
    for (const [key, read] of fields) if (key in values) item[key] = read(values[key]);
    return item as z.output<z.ZodObject<S>>;
  };
}

/** The columns of the input fields stored as given (see `columnsOf`), as `Stored` holds them. */
export function storedAsGiven<I extends object, K extends keyof I & string>(
  input: I,
  keys: readonly K[],
): { [P in K]: Stored<I[P]> } {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => {
      const value = values[key];
      if (Array.isArray(value)) return [key, JSON.stringify(value)];
      return [key, typeof value === "boolean" ? Number(value) : value];
    }),
  ) as { [P in K]: Stored<I[P]> };
}

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
