import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/*
 * Tells every instance sharing one PostgreSQL database that a write happened, so each
 * empties its page cache (decision 031). A dedicated connection LISTENs; a write sends
 * NOTIFY through the ordinary pool. While the listening connection is down, nothing can
 * be heard, so losing it empties the cache too, and so does getting it back.
 */

export const PAGE_CACHE_CHANNEL = "page_cache_invalidate";
const RECONNECT_MS = 1000;

export type InvalidationChannel = {
  /** Tells the other instances (not this one) that their pages are stale. */
  announce: () => void;
  close: () => Promise<void>;
};

export async function listenForInvalidations({
  databaseUrl,
  db,
  logger,
  onRemoteWrite,
}: {
  databaseUrl: string;
  db: Kysely<Database>;
  logger: Logger;
  /** Called when another instance wrote, or when notices may have been missed. */
  onRemoteWrite: () => void;
}): Promise<InvalidationChannel> {
  const instance = crypto.randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL && message.payload !== instance) onRemoteWrite();
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "the page cache lost its invalidation channel; reconnecting");
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
    client = next;
    // Writes made while no connection listened were not heard.
    onRemoteWrite();
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = undefined;
    onRemoteWrite();
    which.end().catch(() => {});
    retry = setTimeout(reconnect, RECONNECT_MS);
    retry.unref();
  };

  const reconnect = () => {
    if (closed) return;
    connect().catch((error: unknown) => {
      logger.warn({ err: error }, "the page cache could not listen for writes; retrying");
      retry = setTimeout(reconnect, RECONNECT_MS);
      retry.unref();
    });
  };

  await connect();

  return {
    announce() {
      sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${instance})`
        .execute(db)
        .catch((error: unknown) => {
          logger.error({ err: error }, "other instances could not be told to drop their pages");
        });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
