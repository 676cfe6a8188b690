import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { startPeriodic } from "../periodic.ts";
import {
  deleteMediaUnusedSince,
  findMediaUnusedSince,
  findTextsNamingMedia,
  findTipAttachmentHashes,
} from "./repository.ts";

/*
 * The media sweep (decision 028): a stored file that no content names any more is
 * deleted once it has not been uploaded or named by a write for a grace period, and its
 * /media/ address then answers 404. Mark and sweep: the files unused for the grace
 * period are listed, the columns that can name a file are searched for /media/
 * addresses (the content's and the revisions'; never free text from outside, which
 * anyone could fill with an address), the tips' attachments name theirs by content hash,
 * and the listed files none names are deleted, each only if still unused (a write that
 * named one meanwhile has marked it). Every instance may run it at any time: the deletes
 * are idempotent and two sweeps at once delete each file once.
 */

export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep waits a little, so start-up and the first requests come first. */
const FIRST_SWEEP_DELAY_MS = 5 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** Any address of a stored file names it by its content hash, whatever the rendition. */
const MEDIA_REFERENCE = /\/media\/([a-f0-9]{64})\./g;

export type MediaSweepOptions = {
  /** How long an unused file is kept after its last upload or write. */
  graceMs: number;
  /** The sweep's clock; tests move it instead of waiting. */
  now?: Date;
};

export type MediaSweepResult = {
  /** Files (content hashes) deleted, each with all its renditions. */
  files: number;
  /** Rows deleted: one per rendition. */
  rows: number;
};

export const graceHoursToMs = (hours: number) => hours * HOUR_MS;

/** The content hashes named by the texts, in any form of /media/ address. */
export function namedMediaHashes(texts: Iterable<string>): Set<string> {
  const hashes = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(MEDIA_REFERENCE)) if (match[1]) hashes.add(match[1]);
  }
  return hashes;
}

export async function sweepMedia(
  db: Kysely<Database>,
  { graceMs, now = new Date() }: MediaSweepOptions,
): Promise<MediaSweepResult> {
  const cutoff = new Date(now.getTime() - graceMs).toISOString();
  const candidates = await findMediaUnusedSince(db, cutoff);
  if (candidates.length === 0) return { files: 0, rows: 0 };
  // Searched after the candidates are listed, so a file named before the search began is kept.
  const named = namedMediaHashes(await findTextsNamingMedia(db));
  for (const hash of await findTipAttachmentHashes(db)) named.add(hash);
  const unused = candidates.filter((hash) => !named.has(hash));
  if (unused.length === 0) return { files: 0, rows: 0 };
  const deleted = await deleteMediaUnusedSince(db, unused, cutoff);
  return { files: new Set(deleted).size, rows: deleted.length };
}

/**
 * Sweeps every hour (and a few minutes after start) while the server runs. A failed
 * sweep is logged and the next one tries again. Answers a function that stops it.
 */
export function startMediaSweeper(
  db: Kysely<Database>,
  logger: Logger,
  { graceMs, intervalMs = MEDIA_SWEEP_INTERVAL_MS }: { graceMs: number; intervalMs?: number },
): () => void {
  return startPeriodic(
    async () => {
      try {
        const result = await sweepMedia(db, { graceMs });
        if (result.rows > 0) logger.info(result, "media sweep deleted unused files");
      } catch (error) {
        logger.error({ err: error }, "media sweep failed");
      }
    },
    { intervalMs, firstDelayMs: FIRST_SWEEP_DELAY_MS },
  );
}
