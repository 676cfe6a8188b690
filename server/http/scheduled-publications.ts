import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/*
 * Scheduled publications (decision 037): a published item whose `publicar_em` is still to
 * come is invisible until then, and every read applies that at query time. What keeps a
 * stale answer is the rendered-page cache, which no write empties when the time simply
 * comes. So every instance checks on its own, every SCHEDULE_CHECK_MS, whether an item
 * came due since its last check, and empties its own cache: nothing is written, so no
 * NOTIFY is needed and every instance sharing one PostgreSQL does the same by itself.
 */

/** How often each instance looks for items that came due: well within the 60 s promise. */
export const SCHEDULE_CHECK_MS = 10_000;

/** True when an item of either family became due in (`after`, `upTo`]. */
export async function anyCameDue(db: Kysely<Database>, after: Date, upTo: Date): Promise<boolean> {
  for (const table of ["noticias", "fake_news"] as const) {
    const row = await db
      .selectFrom(table)
      .select("id")
      .where("estado", "=", "publicado")
      .where("publicar_em", ">", after.toISOString())
      .where("publicar_em", "<=", upTo.toISOString())
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Calls `onDue` after each check that finds an item come due; returns the stop function.
 * The timer never keeps the process alive on its own.
 */
export function startScheduleWatcher(
  db: Kysely<Database>,
  logger: Logger,
  onDue: () => void,
  {
    intervalMs = SCHEDULE_CHECK_MS,
    now = () => new Date(),
  }: { intervalMs?: number; now?: () => Date } = {},
): () => void {
  let last = now();
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    const upTo = now();
    try {
      if (await anyCameDue(db, last, upTo)) {
        logger.info("scheduled items came due: rendered pages emptied");
        onDue();
      }
      last = upTo;
    } catch (error) {
      logger.error({ err: error }, "the check for scheduled items failed");
    } finally {
      running = false;
    }
  };
  const every = setInterval(() => void check(), intervalMs);
  every.unref();
  return () => clearInterval(every);
}
