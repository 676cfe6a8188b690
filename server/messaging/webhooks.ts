import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import type { Config } from "../config.ts";
import { requestOrigin } from "../http/request-origin.ts";
import type { MessagingDeps } from "./service.ts";
import {
  receiveEntrada,
  receiveStatuses,
  telegramEntrada,
  whatsappEntradas,
  whatsappStatuses,
} from "./service.ts";
import {
  TelegramUpdateSchema,
  WhatsappVerificationSchema,
  WhatsappWebhookSchema,
  type Entrada,
} from "./schema.ts";

/*
 * The platforms' webhooks (decision 076). A channel whose variables are unset has no
 * route here, so its address answers 404 like any unknown one. A notification is
 * authenticated before anything is read from it (WhatsApp: the HMAC of the raw body;
 * Telegram: the secret header), answered 200 at once, and handled afterwards: the
 * platforms wait only seconds and retry what they think failed.
 */

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the raw body with the app secret. */
export function validWhatsappSignature(
  body: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const expected = `sha256=${crypto.createHmac("sha256", appSecret).update(body).digest("hex")}`;
  return header !== undefined && sameSecret(header, expected);
}

/** The body as sent, read by the host within its limit for non-API paths. */
const rawBody = (res: Response) => res.locals.pageBody ?? Buffer.alloc(0);

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

export function createWebhooksRouter(deps: MessagingDeps): express.Router {
  const { config, logger } = deps;
  const router = express.Router();
  const handle = (req: Request, entradas: readonly Entrada[], after?: () => Promise<void>) => {
    const origin = requestOrigin(req, config.publicUrl);
    void (async () => {
      for (const entrada of entradas) await receiveEntrada(deps, entrada, origin);
      await after?.();
    })().catch((error: unknown) => {
      // The error's message only: a driver's detail may quote a number.
      logger.error(
        { erro: error instanceof Error ? error.name : "erro" },
        "message from a platform not handled",
      );
    });
  };

  const whatsapp = config.whatsapp;
  if (whatsapp) {
    router.get("/whatsapp", (req, res) => {
      const query = WhatsappVerificationSchema.safeParse(req.query);
      if (!query.success || !sameSecret(query.data["hub.verify_token"], whatsapp.verifyToken)) {
        res.status(403).type("text/plain").send("Forbidden");
        return;
      }
      res.status(200).type("text/plain").send(query.data["hub.challenge"]);
    });
    router.post("/whatsapp", (req, res) => {
      const body = rawBody(res);
      if (!validWhatsappSignature(body, req.get("x-hub-signature-256"), whatsapp.appSecret)) {
        res.status(401).type("text/plain").send("Unauthorized");
        return;
      }
      const payload = WhatsappWebhookSchema.safeParse(parseJson(body));
      if (!payload.success) {
        res.status(400).type("text/plain").send("Bad Request");
        return;
      }
      res.status(200).type("text/plain").send("OK");
      const statuses = whatsappStatuses(payload.data);
      handle(req, whatsappEntradas(payload.data), () => receiveStatuses(deps.db, statuses));
    });
  }

  const telegram = config.telegram;
  if (telegram) {
    router.post("/telegram", (req, res) => {
      const secret = req.get("x-telegram-bot-api-secret-token");
      if (secret === undefined || !sameSecret(secret, telegram.webhookSecret)) {
        res.status(401).type("text/plain").send("Unauthorized");
        return;
      }
      const update = TelegramUpdateSchema.safeParse(parseJson(rawBody(res)));
      if (!update.success) {
        res.status(400).type("text/plain").send("Bad Request");
        return;
      }
      res.status(200).type("text/plain").send("OK");
      const entrada = telegramEntrada(update.data);
      handle(req, entrada ? [entrada] : []);
    });
  }
  return router;
}

/** Whether any channel is on: the host mounts the webhooks only then. */
export const messagingOn = (config: Config) => Boolean(config.whatsapp || config.telegram);
