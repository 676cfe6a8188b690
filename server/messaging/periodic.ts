import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { OutboxTransports } from "../mail/sender.ts";
import { startPeriodic } from "../periodic.ts";
import { telegramTransport, whatsappTransport } from "./platforms.ts";
import { queueChannelAnswers, queueDigest } from "./service.ts";

/** The outbox's transports of the channels that are on (decision 076). */
export function messagingTransports(config: Config): OutboxTransports {
  return {
    ...(config.whatsapp ? { whatsapp: whatsappTransport(config.whatsapp) } : {}),
    ...(config.telegram ? { telegram: telegramTransport(config.telegram) } : {}),
  };
}

const ROUND_MS = 60 * 1000;

/**
 * With PUBLIC_URL and a channel on, every instance looks every minute for answers that
 * became public without an editor's request, and at the digest's hour queues the digest;
 * both queue each message once however many instances run them.
 */
export function startMessaging(db: Kysely<Database>, config: Config, logger: Logger): () => void {
  const origin = config.publicUrl;
  return startPeriodic(
    async () => {
      try {
        const answers = await queueChannelAnswers(db, config, origin);
        const digests = await queueDigest(db, config, origin);
        if (answers + digests > 0) logger.info({ answers, digests }, "messaging replies queued");
      } catch (error) {
        logger.error(
          { erro: error instanceof Error ? error.name : "erro" },
          "messaging replies not queued",
        );
      }
    },
    { intervalMs: ROUND_MS, firstDelayMs: ROUND_MS },
  );
}
