import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { OutboxTransports } from "../mail/sender.ts";
import { startPeriodic } from "../periodic.ts";
import { telegramTransport, whatsappTransport } from "./platforms.ts";
import { handlePendingRecebidas, queueChannelAnswers, queueDigest } from "./service.ts";

/** The outbox's transports of the channels that are on (decision 076). */
export function messagingTransports(config: Config): OutboxTransports {
  return {
    ...(config.whatsapp ? { whatsapp: whatsappTransport(config.whatsapp) } : {}),
    ...(config.telegram ? { telegram: telegramTransport(config.telegram) } : {}),
  };
}

const ROUND_MS = 30 * 1000;

/**
 * With a channel on, every instance, every half minute: handles the platforms' updates
 * stored but not handled (their instance died; decision 081), and with PUBLIC_URL looks
 * for answers that became public without an editor's request and, at the digest's hour,
 * queues the digest. Each is done once however many instances run them.
 */
export function startMessaging(db: Kysely<Database>, config: Config, logger: Logger): () => void {
  const origin = config.publicUrl;
  return startPeriodic(
    async () => {
      try {
        const recebidas = await handlePendingRecebidas({ db, config, logger });
        const answers = await queueChannelAnswers(db, config, origin);
        const digests = await queueDigest(db, config, origin);
        if (recebidas + answers + digests > 0)
          logger.info({ recebidas, answers, digests }, "messaging replies queued");
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
