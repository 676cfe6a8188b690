import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Page, Paged } from "./collection-paging.ts";
import { collectionService } from "./collection-service.ts";

/** The rows a list reads: all of them, or a slice (`limit` from `offset`). */
export type Slice = { limit?: number; offset?: number };

/** Applies a slice to a query that already has its order. */
export function sliced<Query extends { limit(n: number): Query; offset(n: number): Query }>(
  query: Query,
  { limit, offset }: Slice = {},
): Query {
  let result = query;
  if (limit !== undefined) result = result.limit(limit);
  if (offset) result = result.offset(offset);
  return result;
}

type Queries<Row, New, Changes> = Parameters<
  typeof collectionService<Row, New, Changes, unknown>
>[0] & {
  count(db: Kysely<Database>): Promise<number>;
};

/**
 * The service of a collection whose columns follow from its input alone: the reads and
 * writes every collection shares, with create and update taking the parsed input, plus the
 * whole list in the order `select` reads it (or a slice of it) and one page with the total.
 */
export function pagedCollection<Row, New, Changes, Item, Input>(
  queries: Queries<Row, New, Changes>,
  select: (db: Kysely<Database>, slice?: Slice) => Promise<Row[]>,
  toItem: (row: Row) => Item,
  toColumns: (input: Input, now: string) => Omit<New, "created_at"> & Changes,
) {
  const collection = collectionService(queries, toItem);

  async function list(db: Kysely<Database>, slice?: Slice): Promise<Item[]> {
    return (await select(db, slice)).map(toItem);
  }

  return {
    findById: collection.findById,
    remove: collection.remove,
    list,
    async listPage(db: Kysely<Database>, page: Page): Promise<Paged<Item>> {
      const [items, total] = await Promise.all([list(db, page), queries.count(db)]);
      return { items, total };
    },
    create(db: Kysely<Database>, input: Input): Promise<Item> {
      return collection.create(db, (now) => toColumns(input, now));
    },
    /** Undefined when there is no row with this id. */
    update(db: Kysely<Database>, id: number, input: Input): Promise<Item | undefined> {
      return collection.update(db, id, (now) => toColumns(input, now));
    },
  };
}
