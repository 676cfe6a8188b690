import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { startPeriodic } from "../periodic.ts";
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  onMailQueued,
  type Canal,
  type ClaimedMail,
} from "./outbox.ts";

/*
 * Sends the outbox (decision 070). Every instance runs a sender; each message goes
 * through the one instance that claimed it. A failed attempt is tried again after a
 * delay that doubles, from a minute up to six hours; a message the server refuses for
 * good (an SMTP 5xx answer) or that failed MAX_ATTEMPTS times is given up on, and waits
 * in the admin's view for an administrador to send it again.
 */

const MINUTE_MS = 60 * 1000;
const MAX_DELAY_MS = 6 * 60 * MINUTE_MS;
export const MAX_ATTEMPTS = 12;
/** How long a claimed message is left to its instance: well over nodemailer's timeouts. */
const LEASE_MS = 5 * MINUTE_MS;
export const MAIL_POLL_MS = 15 * 1000;
/** After a message is queued here: time for its write's transaction to commit. */
const QUEUED_DELIVERY_DELAY_MS = 250;
/** Messages queued while no instance ran wait only for start-up to settle. */
const FIRST_DELIVERY_DELAY_MS = 5 * 1000;

/**
 * Sends one message; rejects with the server's error (an error with `permanent: true`
 * is given up on at once). A platform answers the id of the message it took.
 */
export type MailTransport = {
  send: (message: ClaimedMail) => Promise<void | { idExterno?: string }>;
  close: () => void;
};

/** The transport of each channel this instance sends (decision 076). */
export type OutboxTransports = Partial<Record<Canal, MailTransport>>;

const transportsOf = (transport: MailTransport | OutboxTransports): OutboxTransports =>
  "send" in transport ? { email: transport as MailTransport } : transport;

/** The SMTP transport of `SMTP_URL` (smtp:// with STARTTLS when offered, or smtps://). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.destinatario,
        subject: message.assunto,
        text: message.texto,
        html: message.html,
        headers: message.cabecalhos,
      });
    },
    close: () => transporter.close(),
  };
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

/**
 * An SMTP answer in the 5xx range, or a platform's refusal other than a rate limit or a
 * server error: the message will never be taken.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode: code, permanent } = (error ?? {}) as {
    responseCode?: unknown;
    permanent?: unknown;
  };
  if (permanent === true) return true;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** What the admin view shows of a failure: the server's words, never the message. */
function describe(error: unknown): string {
  const { responseCode, code, message } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    message?: string;
  };
  return [responseCode, code, message].filter(Boolean).join(" ").slice(0, 500) || "erro";
}

export type DeliveryResult = { sent: number; failed: number };

/**
 * Sends every message due at `now`, one claim at a time, until none is left, through the
 * transport of its channel (a lone transport is e-mail's).
 */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: MailTransport | OutboxTransports,
  { now = () => new Date(), logger }: { now?: () => Date; logger?: Logger } = {},
): Promise<DeliveryResult> {
  const transports = transportsOf(transport);
  let canais = (Object.keys(transports) as Canal[]).filter((canal) => transports[canal]);
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (;;) {
    const start = now();
    const message = await claimDueMail(db, start, new Date(start.getTime() + LEASE_MS), canais);
    if (!message) return result;
    try {
      const sent = await transports[message.canal]!.send(message);
      await markMailSent(db, message.id, now(), sent?.idExterno);
      result.sent += 1;
    } catch (error) {
      const giveUp = isPermanent(error) || message.tentativas >= MAX_ATTEMPTS;
      const retryAt = giveUp
        ? undefined
        : new Date(now().getTime() + retryDelayMs(message.tentativas));
      await markMailFailed(db, message.id, describe(error), retryAt);
      // The server's words may quote the address: the log keeps only the codes.
      const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
      logger?.warn(
        {
          mensagem: message.id,
          canal: message.canal,
          tentativas: message.tentativas,
          responseCode,
          code,
        },
        giveUp ? "message given up on" : "message not sent; will try again",
      );
      result.failed += 1;
      // The server (or the platform) is likely down, or limiting, for the others too: its
      // messages wait for the next round; the other channels' go on.
      if (!giveUp) canais = canais.filter((canal) => canal !== message.canal);
    }
  }
}

/** Sends the outbox every MAIL_POLL_MS while the server runs; answers a function that stops it. */
export function startMailSender(
  db: Kysely<Database>,
  transport: MailTransport | OutboxTransports,
  logger: Logger,
  intervalMs = MAIL_POLL_MS,
): () => void {
  const deliver = async () => {
    try {
      await deliverDueMail(db, transport, { logger });
    } catch (error) {
      logger.error({ err: error }, "outbox delivery failed");
    }
  };
  const stop = startPeriodic(deliver, { intervalMs, firstDelayMs: FIRST_DELIVERY_DELAY_MS });
  // A message queued here goes at once: a reader waiting for a reset link should not wait
  // for the round. The short delay lets the write that queued it commit first; a round
  // running meanwhile is harmless, since each message is claimed by one sender.
  const stopListening = onMailQueued(() => {
    setTimeout(() => void deliver(), QUEUED_DELIVERY_DELAY_MS).unref();
  });
  return () => {
    stop();
    stopListening();
    for (const each of Object.values(transportsOf(transport))) each?.close();
  };
}
