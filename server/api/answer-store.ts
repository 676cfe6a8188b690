import { CompiledQuery, PostgresAdapter, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nextPublicationAt } from "./articles/visibility.ts";

/*
 * Public API answers kept in memory until what they show may have changed (decision 051).
 * An anonymous GET of a publicly cached call costs its queries, its JSON and its hash;
 * its answer changes only when the database does or a scheduled item comes due. So each
 * answer is kept with the database's version as read before the call's own queries, and
 * reused while that version holds, at most until the next scheduled item of either
 * family comes due and never past the call's own public lifetime.
 *
 * The version is one cheap read that changes with every write, whoever makes it:
 * PostgreSQL's current snapshot, whose transaction ids move with every write of every
 * instance, or on SQLite the rows this process's connection has changed with
 * `data_version`, which moves when another connection (the admin CLI, a restore) commits.
 */

/** Bytes of answers kept at most; the least recently used go first. */
const MAX_BYTES = 16 * 1024 * 1024;

export type StoredAnswer = {
  /** The JSON as sent. */
  json: Buffer;
  etag: string;
  /** The call's own headers (`X-Total-Count`, `Link`…), in the order they were set. */
  headers: [string, string][];
  /** `publicUntil` of the call (see articles/workflow.ts), for the answer's max-age. */
  publicUntil: number | undefined;
};

type Entry = { answer: StoredAnswer; version: string; expiresAt: number; bytes: number };

const SQLITE_VERSION = CompiledQuery.raw(
  "select total_changes() || ':' || data_version as version from pragma_data_version",
);
const POSTGRES_VERSION = CompiledQuery.raw("select txid_current_snapshot()::text as version");

export type AnswerStore = ReturnType<typeof createAnswerStore>;

export function createAnswerStore(db: Kysely<Database>, maxBytes = MAX_BYTES) {
  const entries = new Map<string, Entry>();
  const versionQuery =
    db.getExecutor().adapter instanceof PostgresAdapter ? POSTGRES_VERSION : SQLITE_VERSION;
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    /** The version to read before a call's queries, and to hand back to `get` and `set`. */
    async version(): Promise<string> {
      const { rows } = await db.executeQuery<{ version: string }>(versionQuery);
      return String(rows[0]?.version);
    },

    /** The answer kept under `key` while `version` holds and its time has not run out. */
    get(key: string, version: string, now = Date.now()): StoredAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || now >= entry.expiresAt) {
        drop(key);
        return undefined;
      }
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },

    /**
     * Keeps `answer`, read at `version`, for at most `lifetimeSeconds` and not past the
     * moment the next scheduled item of either family comes due.
     */
    async set(
      key: string,
      version: string,
      answer: StoredAnswer,
      lifetimeSeconds: number,
      now = new Date(),
    ): Promise<void> {
      const due = await Promise.all([
        nextPublicationAt(db, "noticias", now),
        nextPublicationAt(db, "fake_news", now),
      ]);
      const expiresAt = Math.min(
        now.getTime() + lifetimeSeconds * 1000,
        ...due.filter((time) => time !== undefined),
      );
      const size =
        key.length +
        answer.json.length +
        answer.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
      if (size > maxBytes) return;
      drop(key);
      entries.set(key, { answer, version, expiresAt, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },

    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
