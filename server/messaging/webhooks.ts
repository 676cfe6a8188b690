import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import type { Config } from "../config.ts";
import { requestOrigin } from "../http/request-origin.ts";
import type { MessagingDeps } from "./service.ts";
import {
  guardadasOf,
  handleRecebida,
  storeRecebidas,
  telegramEntrada,
  whatsappEntradas,
  whatsappStatuses,
} from "./service.ts";
import {
  TelegramUpdateSchema,
  WhatsappVerificationSchema,
  WhatsappWebhookSchema,
} from "./schema.ts";

/*
 * The platforms' webhooks (decisions 076 and 081). A channel whose variables are unset
 * has no route here, so its address answers 404 like any unknown one. A notification is
 * authenticated before anything is read from it (WhatsApp: the HMAC of the raw body;
 * Telegram: the secret header), its updates are stored, and only then is it answered 200
 * (the platforms wait only seconds and retry what they think failed); they are handled
 * afterwards, and an instance that dies before handling them leaves them to the pass
 * every instance runs (`handlePendingRecebidas`).
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
  /** Stores the updates, answers 200, then handles the new ones; 503 when not stored. */
  const accept = async (req: Request, res: Response, guardadas: ReturnType<typeof guardadasOf>) => {
    let ids: number[];
    try {
      ids = await storeRecebidas(deps.db, guardadas, requestOrigin(req, config.publicUrl));
    } catch (error) {
      // CASE: the database is down: the platform retries what was not answered 200.
      logger.error(
        { erro: error instanceof Error ? error.name : "erro" },
        "message from a platform not stored",
      );
      res.status(503).type("text/plain").send("Service Unavailable");
      return;
    }
    res.status(200).type("text/plain").send("OK");
    void (async () => {
      for (const id of ids) await handleRecebida(deps, id);
    })().catch((error: unknown) => {
      // Left stored: the pass takes it later. The error's name only (no number in logs).
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
    router.post("/whatsapp", async (req, res) => {
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
      await accept(
        req,
        res,
        guardadasOf(whatsappEntradas(payload.data), whatsappStatuses(payload.data)),
      );
    });
  }

  const telegram = config.telegram;
  if (telegram) {
    router.post("/telegram", async (req, res) => {
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
      const entrada = telegramEntrada(update.data);
      await accept(req, res, guardadasOf(entrada ? [entrada] : []));
    });
  }
  return router;
}

/** Whether any channel is on: the host mounts the webhooks only then. */
export const messagingOn = (config: Config) => Boolean(config.whatsapp || config.telegram);
