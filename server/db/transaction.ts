import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` is one already (a
 * save that stores its revision in the same transaction calls services that need one too;
 * Kysely does not nest them).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
