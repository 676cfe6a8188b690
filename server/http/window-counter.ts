import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";

/*
 * The counter tables (`rate_limits`, `login_falhas`) count in windows with one atomic
 * upsert: the insert is a fresh window at 1, and on conflict the stored row either counts
 * one more or, when its window is over, gives way to the inserted one.
 */

/**
 * The values for the conflict's SET: while `open` holds for the stored row of `table`,
 * `counted` adds one to a stored count and `kept` keeps a stored column; otherwise both
 * take the inserted row's value.
 */
export function windowUpsert(table: string, open: Expression<SqlBool>) {
  const stored = (column: string) => sql.ref(`${table}.${column}`);
  const inserted = (column: string) => sql.ref(`excluded.${column}`);
  return {
    counted: (column: string): RawBuilder<number> =>
      sql<number>`case when ${open} then ${stored(column)} + 1 else ${inserted(column)} end`,
    kept: <Value>(column: string): RawBuilder<Value> =>
      sql<Value>`case when ${open} then ${stored(column)} else ${inserted(column)} end`,
  };
}
