import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { TelegramConfig, WhatsappConfig } from "#server/config.ts";

/*
 * A stand-in of the WhatsApp Cloud API (Graph API) and of the Telegram Bot API on the
 * loopback interface, answering as their documentation shows: it serves the files a
 * test puts in it, records every message sent, and answers a send with the statuses a
 * test queues (429, 500) before it takes messages again. It checks the access token.
 */

export const WHATSAPP_VERSION = "v23.0";
export const PHONE_NUMBER_ID = "106540352242922";
export const ACCESS_TOKEN = "EAAtest-access-token";
export const BOT_TOKEN = "123456789:AAtest-bot-token";

export type SentMessage = { canal: "whatsapp" | "telegram"; body: Record<string, unknown> };

export type PlatformStandIn = {
  readonly url: string;
  readonly whatsapp: WhatsappConfig;
  readonly telegram: TelegramConfig;
  /** Messages the platforms took, in order. */
  readonly sent: SentMessage[];
  /** Every request, as `METHOD path`. */
  readonly requests: string[];
  /** A file served as WhatsApp media `id` and as Telegram file `id`. */
  putFile: (id: string, bytes: Buffer, mimeType: string) => void;
  /** The next sends answer these statuses, one each, before sends succeed again. */
  failNextSends: (...statuses: number[]) => void;
  /** What `setWebhook` was called with. */
  readonly webhooks: Record<string, unknown>[];
};

export const WHATSAPP_SECRETS = {
  verifyToken: "verify-token-of-the-test",
  appSecret: "app-secret-of-the-test",
};
export const TELEGRAM_SECRET = "telegram-secret_of-the-test";

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function usePlatformStandIn(): PlatformStandIn {
  const files = new Map<string, { bytes: Buffer; mimeType: string }>();
  const sent: SentMessage[] = [];
  const requests: string[] = [];
  const webhooks: Record<string, unknown>[] = [];
  let failures: number[] = [];
  let server: http.Server | undefined;
  let url = "";
  let outgoing = 0;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { pathname, searchParams } = new URL(req.url ?? "/", url);
    requests.push(`${req.method} ${pathname}`);
    const body = await readBody(req);
    const graph = `/${WHATSAPP_VERSION}`;
    if (pathname.startsWith(graph) || pathname.startsWith("/whatsapp-media/")) {
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
        json(res, 401, {
          error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
        });
        return;
      }
      if (req.method === "POST" && pathname === `${graph}/${PHONE_NUMBER_ID}/messages`) {
        const failure = failures.shift();
        if (failure) {
          json(res, failure, {
            error: { message: "Rate limit hit", type: "OAuthException", code: 130429 },
          });
          return;
        }
        const message = JSON.parse(body.toString()) as Record<string, unknown>;
        sent.push({ canal: "whatsapp", body: message });
        outgoing += 1;
        json(res, 200, {
          messaging_product: "whatsapp",
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: `wamid.OUT${outgoing}` }],
        });
        return;
      }
      if (req.method === "GET" && pathname.startsWith("/whatsapp-media/")) {
        const file = files.get(decodeURIComponent(pathname.slice("/whatsapp-media/".length)));
        if (!file) return json(res, 404, {});
        res.writeHead(200, { "content-type": file.mimeType, "content-length": file.bytes.length });
        res.end(file.bytes);
        return;
      }
      const mediaId = decodeURIComponent(pathname.slice(graph.length + 1));
      const file = files.get(mediaId);
      if (req.method === "GET" && file) {
        json(res, 200, {
          messaging_product: "whatsapp",
          url: `${url}/whatsapp-media/${encodeURIComponent(mediaId)}`,
          mime_type: file.mimeType,
          sha256: crypto.createHash("sha256").update(file.bytes).digest("hex"),
          file_size: file.bytes.length,
          id: mediaId,
        });
        return;
      }
      json(res, 404, { error: { message: "Unsupported get request.", code: 100 } });
      return;
    }
    const bot = `/bot${BOT_TOKEN}/`;
    if (pathname.startsWith(bot)) {
      const method = pathname.slice(bot.length);
      if (method === "getFile") {
        const id = searchParams.get("file_id") ?? "";
        const file = files.get(id);
        if (!file)
          return json(res, 400, {
            ok: false,
            error_code: 400,
            description: "Bad Request: invalid file_id",
          });
        return json(res, 200, {
          ok: true,
          result: {
            file_id: id,
            file_unique_id: `u${id}`,
            file_size: file.bytes.length,
            file_path: `files/${id}`,
          },
        });
      }
      if (method === "sendMessage") {
        const failure = failures.shift();
        if (failure) {
          return json(res, failure, {
            ok: false,
            error_code: failure,
            description: "Too Many Requests: retry after 5",
            parameters: { retry_after: 5 },
          });
        }
        const message = JSON.parse(body.toString()) as Record<string, unknown>;
        sent.push({ canal: "telegram", body: message });
        outgoing += 1;
        return json(res, 200, {
          ok: true,
          result: {
            message_id: outgoing,
            from: { id: 123456789, is_bot: true, first_name: "Observatório", username: "obs_bot" },
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(message.chat_id), type: "private" },
            text: message.text,
          },
        });
      }
      if (method === "setWebhook") {
        webhooks.push(JSON.parse(body.toString()) as Record<string, unknown>);
        return json(res, 200, { ok: true, result: true, description: "Webhook was set" });
      }
    }
    const fileBase = `/file/bot${BOT_TOKEN}/files/`;
    if (pathname.startsWith(fileBase)) {
      const file = files.get(decodeURIComponent(pathname.slice(fileBase.length)));
      if (!file) return json(res, 404, {});
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end(file.bytes);
      return;
    }
    json(res, 404, { ok: false, error_code: 404, description: "Not Found" });
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  beforeEach(() => {
    files.clear();
    sent.length = 0;
    requests.length = 0;
    webhooks.length = 0;
    failures = [];
  });

  return {
    get url() {
      return url;
    },
    get whatsapp(): WhatsappConfig {
      return Object.freeze({
        ...WHATSAPP_SECRETS,
        accessToken: ACCESS_TOKEN,
        phoneNumberId: PHONE_NUMBER_ID,
        apiUrl: `${url}/${WHATSAPP_VERSION}`,
        answerTemplate: "resposta_checagem",
        digestTemplate: undefined,
        templateLanguage: "pt_BR",
      });
    },
    get telegram(): TelegramConfig {
      return Object.freeze({ botToken: BOT_TOKEN, webhookSecret: TELEGRAM_SECRET, apiUrl: url });
    },
    sent,
    requests,
    webhooks,
    putFile: (id, bytes, mimeType) => void files.set(id, { bytes, mimeType }),
    failNextSends: (...statuses) => {
      failures = statuses;
    },
  };
}
