import type { Kysely } from "kysely";
import { deleteRevisoesSavedBefore } from "./api/revisoes/repository.ts";
import { clearOldSugestoes } from "./api/sugestoes/service.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";
import type { Logger } from "./logger.ts";
import { deleteMailDoneBefore } from "./mail/outbox.ts";
import { clearConversasBefore, deleteOldRecebidas } from "./messaging/repository.ts";
import { startPeriodic } from "./periodic.ts";

/*
 * Retention (decision 067): readers' tips keep their personal data for
 * SUGESTAO_RETENCAO_DIAS, revisions are kept for REVISOES_RETENCAO_DIAS (an item's latest
 * always), and the outbox forgets a message MAIL_RETENTION_DAYS after it was sent or given
 * up on; the platforms' updates go a week after they were handled, and as the outbox's
 * messages (at most the tips' period) after they were given up on (decisions 081 and 082).
 * Run every hour by each instance, and by `npm run retention`; every step is an
 * idempotent update or delete, so several runs at once do each thing once. The media sweep
 * then finds the files only the deleted revisions named, and deletes them after its grace.
 */

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** After start-up settles, and before the media sweep's first run. */
const FIRST_RUN_DELAY_MS = 4 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionOptions = {
  sugestaoDays: number;
  revisaoDays: number;
  /** The clock; tests move it instead of waiting. */
  now?: Date;
};

export type RetentionResult = {
  /** Tips whose personal data was cleared. */
  sugestoes: number;
  /** Tips' files deleted. */
  anexos: number;
  revisoes: number;
  /** E-mails deleted from the outbox: sent or given up on (decision 070). */
  mensagens: number;
  /** Messages of WhatsApp or Telegram conversations whose text was cleared (decision 076). */
  conversas: number;
  /** The platforms' updates deleted: handled, or given up on (decisions 081 and 082). */
  recebidas: number;
};

/** Days the outbox keeps a message once sent or given up on: long enough to look into a failure. */
export const MAIL_RETENTION_DAYS = 30;
/** Days a handled update's row is kept: a platform's retry of it within them stores nothing. */
export const RECEBIDA_RETENTION_DAYS = 7;

/** The configured periods (SUGESTAO_RETENCAO_DIAS, REVISOES_RETENCAO_DIAS). */
export const retentionOptions = (
  config: Pick<Config, "sugestaoRetentionDays" | "revisaoRetentionDays">,
): RetentionOptions => ({
  sugestaoDays: config.sugestaoRetentionDays,
  revisaoDays: config.revisaoRetentionDays,
});

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function applyRetention(
  db: Kysely<Database>,
  { sugestaoDays, revisaoDays, now = new Date() }: RetentionOptions,
): Promise<RetentionResult> {
  const sugestoes = await clearOldSugestoes(db, daysBefore(now, sugestaoDays));
  const revisoes = await deleteRevisoesSavedBefore(db, daysBefore(now, revisaoDays).toISOString());
  const mensagens = await deleteMailDoneBefore(db, daysBefore(now, MAIL_RETENTION_DAYS));
  // Conversations are kept as long as the tips they came with.
  const conversas = await clearConversasBefore(db, daysBefore(now, sugestaoDays).toISOString());
  // An update given up on holds a number, as a failed reply does: kept as long as it, and
  // never past the tips' own retention.
  const recebidas = await deleteOldRecebidas(
    db,
    daysBefore(now, RECEBIDA_RETENTION_DAYS).toISOString(),
    daysBefore(now, Math.min(MAIL_RETENTION_DAYS, sugestaoDays)).toISOString(),
  );
  return { ...sugestoes, revisoes, mensagens, conversas, recebidas };
}

/** Applies the retention every hour while the server runs; a failure is logged and retried. */
export function startRetention(
  db: Kysely<Database>,
  logger: Logger,
  { intervalMs = RETENTION_INTERVAL_MS, ...options }: RetentionOptions & { intervalMs?: number },
): () => void {
  return startPeriodic(
    async () => {
      try {
        const result = await applyRetention(db, options);
        if (Object.values(result).some((count) => count > 0))
          logger.info(result, "retention cleared old tips and revisions");
      } catch (error) {
        logger.error({ err: error }, "retention failed");
      }
    },
    { intervalMs, firstDelayMs: FIRST_RUN_DELAY_MS },
  );
}
