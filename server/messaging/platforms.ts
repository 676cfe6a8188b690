import type { TelegramConfig, WhatsappConfig } from "../config.ts";
import { tooLarge } from "../http/errors.ts";
import type { ClaimedMail } from "../mail/outbox.ts";
import type { MailTransport } from "../mail/sender.ts";

/*
 * The two platforms' APIs (decision 076): fetching a received file, and sending a reply
 * as the outbox's transport of each channel. An answer of 429 or 5xx is a failure the
 * outbox tries again later; any other refusal is final. Errors name the status only:
 * a platform's words may quote the number.
 */

/** How long a call to a platform may take. */
const TIMEOUT_MS = 30_000;

export class PlatformError extends Error {
  override name = "PlatformError";
  readonly status: number;
  /** A refusal other than a rate limit or a server error: trying again will not help. */
  readonly permanent: boolean;
  constructor(canal: string, status: number) {
    super(`${canal} answered ${status}`);
    this.status = status;
    this.permanent = status !== 429 && status < 500;
  }
}

async function call(canal: string, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlatformError(canal, response.status);
  }
  return response;
}

/** A body read whole, failing with 413 as soon as it passes `maxBytes`. */
async function readWithin(response: Response, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers.get("content-length")) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const bearer = (config: WhatsappConfig) => ({ authorization: `Bearer ${config.accessToken}` });

/**
 * A WhatsApp file: its address from the Graph API, then the file at that address, both
 * with the access token. The address comes from the platform's authenticated answer and
 * is fetched as given (it is not an editor's address, so the image importer's rules do
 * not apply).
 */
export async function fetchWhatsappMedia(
  config: WhatsappConfig,
  mediaId: string,
  maxBytes: number,
): Promise<Buffer> {
  const info = await call("whatsapp", `${config.apiUrl}/${encodeURIComponent(mediaId)}`, {
    headers: bearer(config),
  });
  const { url, file_size: size } = (await info.json()) as { url?: unknown; file_size?: unknown };
  if (typeof url !== "string" || !/^https?:\/\//.test(url))
    throw new PlatformError("whatsapp", 502);
  if (typeof size === "number" && size > maxBytes) throw tooLarge();
  return readWithin(await call("whatsapp", url, { headers: bearer(config) }), maxBytes);
}

/** A Telegram file: its path from `getFile`, then the file under `/file/bot<token>/`. */
export async function fetchTelegramFile(
  config: TelegramConfig,
  fileId: string,
  maxBytes: number,
): Promise<Buffer> {
  const info = await call(
    "telegram",
    `${config.apiUrl}/bot${config.botToken}/getFile?file_id=${encodeURIComponent(fileId)}`,
  );
  const { result } = (await info.json()) as {
    result?: { file_path?: unknown; file_size?: unknown };
  };
  const filePath = result?.file_path;
  if (typeof filePath !== "string" || filePath.includes(".."))
    throw new PlatformError("telegram", 502);
  if (typeof result?.file_size === "number" && result.file_size > maxBytes) throw tooLarge();
  const file = await call("telegram", `${config.apiUrl}/file/bot${config.botToken}/${filePath}`);
  return readWithin(file, maxBytes);
}

/** The longest text either platform shows in one message, with room to spare. */
export const MAX_MESSAGE_CHARS = 4000;

/**
 * Sends the outbox's WhatsApp messages: text, or the configured template (named in the
 * row's options) with the text as its one parameter.
 */
export function whatsappTransport(config: WhatsappConfig): MailTransport {
  return {
    send: async (message: ClaimedMail) => {
      const template = message.cabecalhos.modelo;
      const body = template
        ? {
            type: "template",
            template: {
              name: template,
              language: { code: config.templateLanguage },
              components: [
                {
                  type: "body",
                  parameters: [{ type: "text", text: message.texto.slice(0, 1000) }],
                },
              ],
            },
          }
        : {
            type: "text",
            text: { preview_url: true, body: message.texto.slice(0, MAX_MESSAGE_CHARS) },
          };
      const response = await call("whatsapp", `${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: "POST",
        headers: { ...bearer(config), "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: message.destinatario,
          ...body,
        }),
      });
      const sent = (await response.json()) as { messages?: { id?: unknown }[] };
      const id = sent.messages?.[0]?.id;
      return { idExterno: typeof id === "string" ? id : undefined };
    },
    close: () => {},
  };
}

/** Sends the outbox's Telegram messages with `sendMessage`. */
export function telegramTransport(config: TelegramConfig): MailTransport {
  return {
    send: async (message: ClaimedMail) => {
      const response = await call(
        "telegram",
        `${config.apiUrl}/bot${config.botToken}/sendMessage`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            chat_id: message.destinatario,
            text: message.texto.slice(0, MAX_MESSAGE_CHARS),
          }),
        },
      );
      const sent = (await response.json()) as { result?: { message_id?: unknown } };
      const id = sent.result?.message_id;
      return { idExterno: typeof id === "number" ? String(id) : undefined };
    },
    close: () => {},
  };
}

/** Registers the bot's webhook at `url` with the secret Telegram will send back. */
export async function setTelegramWebhook(config: TelegramConfig, url: string): Promise<void> {
  await call("telegram", `${config.apiUrl}/bot${config.botToken}/setWebhook`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      url,
      secret_token: config.webhookSecret,
      allowed_updates: ["message"],
      drop_pending_updates: false,
    }),
  });
}
