import crypto from "node:crypto";
import { sql } from "kysely";
import { expect, test, vi } from "vitest";
import { circulatedCopies, photoLikeImage } from "#tests/fixtures/images.ts";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { FAKE_NEWS } from "#tests/helpers/content-areas.ts";
import {
  PHONE_NUMBER_ID,
  TELEGRAM_SECRET,
  usePlatformStandIn,
  WHATSAPP_SECRETS,
} from "#tests/helpers/messaging-platforms.ts";
import { uploadMedia } from "#tests/helpers/site-api.ts";
import { projectEngine } from "#tests/helpers/test-database.ts";
import { startTestServer, serveApp } from "#tests/helpers/test-server.ts";
import { CAIXA_SAIDA_MESSAGES } from "../api/caixa-saida/schema.ts";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { deliverDueMail } from "../mail/sender.ts";
import { applyRetention, MAIL_RETENTION_DAYS, RECEBIDA_RETENTION_DAYS } from "../retention.ts";
import { messagingTransports } from "./periodic.ts";
import {
  guardadasOf,
  handlePendingRecebidas,
  handleRecebida,
  hashRemetente,
  queueDigest,
  RATE_LIMIT,
  RECEBIDA_DELAY_MS,
  RECEBIDA_MAX_TENTATIVAS,
  retryRecebida,
  storeRecebidas,
  telegramEntrada,
  whatsappEntradas,
} from "./service.ts";
import { TelegramUpdateSchema, WhatsappWebhookSchema } from "./schema.ts";

// The tipline (decision 076): both webhooks driven with the platforms' documented
// payloads, signed as they sign them, against the production app; a stand-in of each
// platform's API on loopback serves the files and records the replies.
const platforms = usePlatformStandIn();
const api = useApiServer({
  config: {
    get whatsapp() {
      return platforms.whatsapp;
    },
    get telegram() {
      return platforms.telegram;
    },
  } as Partial<Config>,
  clean: [
    "canal_recebidas",
    "canal_mensagens",
    "canal_contatos",
    "caixa_saida",
    "sugestoes",
    "sugestao_anexos",
    "fake_news",
    "rate_limits",
  ],
});

const engine = projectEngine();
const NUMBER = "5591988887777";
const CHAT_ID = 987654321;
const MINUTE = 60 * 1000;

const VACINA = {
  titulo: "É falso que a vacina da gripe cause infertilidade",
  alegacao: "A vacina contra a gripe causa infertilidade em mulheres",
  verdades: ["Estudos com milhões de vacinadas não mostram efeito sobre a fertilidade."],
  status: "desmentida",
  rotulo: "falso",
};

async function check(fields: Record<string, unknown> = VACINA): Promise<number> {
  const created = await api.create(FAKE_NEWS.path, {
    ...FAKE_NEWS.valid,
    conteudo: "<p>Texto da checagem.</p>",
    fontes: [],
    ...fields,
  });
  return created.id;
}

// --- WhatsApp, as Meta's webhooks reference shows the notifications ---

let wamid = 0;
const nextWamid = () => `wamid.HBgNNTU5MTk4ODg4Nzc3NxUCABIYFjNFQjA${(wamid += 1)}`;

function whatsappNotification(value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: PHONE_NUMBER_ID },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

function whatsappMessage(message: Record<string, unknown>, from = NUMBER) {
  return whatsappNotification({
    contacts: [{ profile: { name: "Leitora" }, wa_id: from }],
    messages: [{ from, id: nextWamid(), timestamp: "1764420000", ...message }],
  });
}

/**
 * A media object of a message as Meta's image, audio, video and document references show
 * it: the type, the file's SHA-256 (hex), the media id and the media URL. The tipline
 * fetches the file through the media id (`GET /{media-id}`), as the media reference says.
 */
const whatsappMedia = (id: string, bytes: Buffer, mimeType: string) => ({
  mime_type: mimeType,
  sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
  id,
  url: `${platforms.url}/whatsapp-media/${id}`,
});

const whatsappText = (body: string, from = NUMBER) =>
  whatsappMessage({ type: "text", text: { body } }, from);

const sign = (body: string, secret = WHATSAPP_SECRETS.appSecret) =>
  `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;

async function postWhatsapp(
  payload: unknown,
  signature?: string,
  url = api.url,
): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(`${url}/webhooks/whatsapp`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature ?? sign(body) },
    body,
  });
}

// --- Telegram, as the Bot API's Update object is documented ---

let updateId = 700_000;
function telegramUpdate(message: Record<string, unknown>) {
  updateId += 1;
  return {
    update_id: updateId,
    message: {
      message_id: updateId - 699_000,
      from: { id: CHAT_ID, is_bot: false, first_name: "Leitor", language_code: "pt-br" },
      chat: { id: CHAT_ID, first_name: "Leitor", type: "private" },
      date: 1764420000,
      ...message,
    },
  };
}

async function postTelegram(
  update: unknown,
  secret: string | null = TELEGRAM_SECRET,
): Promise<Response> {
  return fetch(`${api.url}/webhooks/telegram`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(secret === null ? {} : { "x-telegram-bot-api-secret-token": secret }),
    },
    body: JSON.stringify(update),
  });
}

/** The replies queued, once the webhook's work after its answer is done. */
async function queuedReplies(count: number) {
  return vi.waitFor(
    async () => {
      const rows = await api.db
        .selectFrom("caixa_saida")
        .select(["id", "canal", "destinatario", "texto", "tipo", "estado", "entrega", "cabecalhos"])
        .orderBy("id")
        .execute();
      expect(rows).toHaveLength(count);
      return rows;
    },
    { timeout: 10_000, interval: 50 },
  );
}

const deliver = (now?: Date) =>
  deliverDueMail(api.db, messagingTransports(api.server.config), now ? { now: () => now } : {});

const textOf = (sent: { body: Record<string, unknown> }) =>
  sent.body.text && typeof sent.body.text === "object"
    ? String((sent.body.text as { body: string }).body)
    : String(sent.body.text);

test("Meta's verification gets the challenge back with the right token, 403 otherwise", async () => {
  const query = (token: string) =>
    `${api.url}/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${token}`;
  const ok = await fetch(query(WHATSAPP_SECRETS.verifyToken));
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe("1158201444");
  expect((await fetch(query("wrong"))).status).toBe(403);
});

test("a WhatsApp text matching a published check is answered with its verdict and link", async () => {
  const id = await check();
  const response = await postWhatsapp(
    whatsappText(
      "URGENTE vc sabia q a vacina da gripe causa infertilidade nas mulheres??? repassem",
    ),
  );
  expect(response.status).toBe(200);

  const [reply] = await queuedReplies(1);
  expect(reply).toMatchObject({ canal: "whatsapp", destinatario: NUMBER, tipo: "checagem" });
  expect(await deliver()).toEqual({ sent: 1, failed: 0 });
  expect(platforms.sent).toHaveLength(1);
  const [sent] = platforms.sent;
  expect(sent!.body).toMatchObject({ messaging_product: "whatsapp", to: NUMBER, type: "text" });
  expect(textOf(sent!)).toBe(
    [
      "❌ FALSO",
      "A vacina contra a gripe causa infertilidade em mulheres",
      "Estudos com milhões de vacinadas não mostram efeito sobre a fertilidade.",
      `Leia a checagem: ${api.url}/fake-news/${id}`,
    ].join("\n\n"),
  );
  // The tip reaches the inbox, from WhatsApp, its sender kept hashed and in clear while owed.
  const [tip] = await api.db.selectFrom("sugestoes").select(["plataforma", "texto"]).execute();
  expect(tip!.plataforma).toBe("whatsapp");
  const [contato] = await api.db.selectFrom("canal_contatos").selectAll().execute();
  expect(contato).toMatchObject({
    canal: "whatsapp",
    remetente_hash: hashRemetente("whatsapp", NUMBER),
    endereco: NUMBER,
  });
});

test("a recompressed copy of a check's picture sent on WhatsApp is answered with the check", async () => {
  const original = await photoLikeImage(3);
  const url = await uploadMedia(api.url, api.authorization.replace(/^Bearer /, ""), {
    bytes: original,
    type: "image/jpeg",
    name: "foto.jpg",
  });
  const id = await check({
    titulo: "Foto de enchente não é de Belém",
    alegacao: "Foto mostra enchente em Belém nesta semana",
    verdades: ["A foto é de 2019, em outro estado."],
    status: "desmentida",
    rotulo: "enganoso",
    imagens: [url],
    legendas: [""],
    alts: ["Foto"],
  });
  const copy = (await circulatedCopies(original))["recompressed at quality 40"]!;
  platforms.putFile("1003383421387256", copy, "image/jpeg");

  await postWhatsapp(
    whatsappMessage({
      type: "image",
      image: whatsappMedia("1003383421387256", copy, "image/jpeg"),
    }),
  );

  await queuedReplies(1);
  await deliver();
  expect(textOf(platforms.sent[0]!)).toContain(`❌ ENGANOSO`);
  expect(textOf(platforms.sent[0]!)).toContain(`${api.url}/fake-news/${id}`);
  // The file was fetched with the token and kept with the tip.
  expect(platforms.requests).toContain("GET /v23.0/1003383421387256");
  const [tip] = await api.db.selectFrom("sugestoes").select(["anexo_hash"]).execute();
  expect(tip!.anexo_hash).toBe(crypto.createHash("sha256").update(copy).digest("hex"));
});

test("a WhatsApp voice note becomes a tip with its recording, answered with its tracking code", async () => {
  const ogg = Buffer.concat([
    Buffer.from("OggS"),
    Buffer.alloc(24),
    Buffer.from("OpusHead"),
    Buffer.alloc(200),
  ]);
  platforms.putFile("1266175441437045", ogg, "audio/ogg; codecs=opus");
  await postWhatsapp(
    whatsappMessage({
      type: "audio",
      audio: { ...whatsappMedia("1266175441437045", ogg, "audio/ogg; codecs=opus"), voice: true },
    }),
  );
  const [reply] = await queuedReplies(1);
  expect(reply!.tipo).toBe("recebida");
  const codigo = /código de acompanhamento: (\S+)/.exec(reply!.texto)?.[1];
  expect(reply!.texto).toContain(`Acompanhe em: ${api.url}/sugestao/${codigo}`);
  expect(reply!.texto.startsWith("Recebemos!")).toBe(true);
  const lookup = await api.send("GET", `/api/sugestoes/codigo/${codigo}`, { authorization: null });
  expect(lookup.status).toBe(200);
  const [anexo] = await api.db.selectFrom("sugestao_anexos").select(["content_type"]).execute();
  expect(anexo!.content_type).toBe("audio/ogg");
});

test("a wrong signature, or none, is refused with 401 and stores nothing", async () => {
  await check();
  const payload = whatsappText("a vacina contra a gripe causa infertilidade em mulheres");
  const body = JSON.stringify(payload);
  expect((await postWhatsapp(payload, sign(body, "another-secret"))).status).toBe(401);
  expect((await postWhatsapp(payload, `sha256=${"0".repeat(64)}`)).status).toBe(401);
  expect((await postWhatsapp(payload, "")).status).toBe(401);
  const tampered = await fetch(`${api.url}/webhooks/whatsapp`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": sign(body) },
    body: body.replace("vacina", "vacinas"),
  });
  expect(tampered.status).toBe(401);
  expect((await postTelegram(telegramUpdate({ text: "oi" }), "wrong")).status).toBe(401);
  expect((await postTelegram(telegramUpdate({ text: "oi" }), null)).status).toBe(401);

  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const table of ["canal_mensagens", "canal_contatos", "sugestoes", "caixa_saida"] as const)
    expect(await api.count(table), table).toBe(0);
});

test("a message Meta delivers twice makes one tip and one reply", async () => {
  const payload = whatsappText("Dizem que a ponte do Guamá vai fechar amanhã");
  expect((await postWhatsapp(payload)).status).toBe(200);
  await queuedReplies(1);
  expect((await postWhatsapp(payload)).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await deliver();
  expect(await api.count("sugestoes")).toBe(1);
  expect(platforms.sent).toHaveLength(1);
});

test("a Telegram text is answered with its tracking code, a retried update handled once", async () => {
  const update = telegramUpdate({ text: "É verdade que vão cortar a luz de Icoaraci no domingo?" });
  expect((await postTelegram(update)).status).toBe(200);
  expect((await postTelegram(update)).status).toBe(200);
  const [reply] = await queuedReplies(1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await deliver();
  expect(platforms.sent).toEqual([
    { canal: "telegram", body: { chat_id: String(CHAT_ID), text: reply!.texto } },
  ]);
  expect(reply!.texto).toMatch(/^Recebemos!/);
  expect(await api.count("sugestoes")).toBe(1);
});

test("a Telegram photo is fetched with getFile and matched", async () => {
  const original = await photoLikeImage(5);
  const url = await uploadMedia(api.url, api.authorization.replace(/^Bearer /, ""), {
    bytes: original,
    type: "image/jpeg",
    name: "foto.jpg",
  });
  const id = await check({ ...VACINA, imagens: [url], legendas: [""], alts: ["Foto"] });
  const copy = (await circulatedCopies(original))["resized to 320 px wide"]!;
  platforms.putFile("AgACAgEAAxkBAAIB", copy, "image/jpeg");
  await postTelegram(
    telegramUpdate({
      photo: [
        {
          file_id: "AgACAgEAAxkBAAIA",
          file_unique_id: "a",
          file_size: 1000,
          width: 90,
          height: 60,
        },
        {
          file_id: "AgACAgEAAxkBAAIB",
          file_unique_id: "b",
          file_size: copy.length,
          width: 320,
          height: 213,
        },
      ],
    }),
  );
  const [reply] = await queuedReplies(1);
  expect(reply!.texto).toContain(`${api.url}/fake-news/${id}`);
  expect(platforms.requests).toContain(
    `GET /file/bot${platforms.telegram.botToken}/files/AgACAgEAAxkBAAIB`,
  );
});

test("the menu answers oi and /start; PARAR and /stop unsubscribe at once", async () => {
  await postWhatsapp(whatsappText("Oi"));
  await queuedReplies(1);
  await postTelegram(telegramUpdate({ text: "/start" }));
  const menus = await queuedReplies(2);
  expect(menus.map((row) => row.tipo)).toEqual(["menu", "menu"]);
  expect(menus[0]!.texto).toContain("PARAR – não receber mais mensagens");

  await postWhatsapp(whatsappText("ASSINAR"));
  await queuedReplies(3);
  const subscribed = await api.db
    .selectFrom("canal_contatos")
    .selectAll()
    .where("canal", "=", "whatsapp")
    .executeTakeFirstOrThrow();
  expect(subscribed.inscrito_em).not.toBeNull();
  expect(subscribed.endereco).toBe(NUMBER);

  await postWhatsapp(whatsappText("PARAR"));
  const replies = await queuedReplies(4);
  expect(replies[3]).toMatchObject({ tipo: "parar", destinatario: NUMBER });
  const stopped = await api.db
    .selectFrom("canal_contatos")
    .selectAll()
    .where("canal", "=", "whatsapp")
    .executeTakeFirstOrThrow();
  expect(stopped.inscrito_em).toBeNull();
  // Nothing is owed any more: the number is forgotten (the reply already carries it).
  expect(stopped.endereco).toBeNull();
  // Menu commands make no tips.
  expect(await api.count("sugestoes")).toBe(0);
});

test("a tip answered later in the admin sends the answer on its channel, once", async () => {
  const id = await check();
  await postTelegram(
    telegramUpdate({ text: "Ouvi dizer que tem boato novo sobre vacinas e fertilidade, procede?" }),
  );
  await queuedReplies(1);
  const tip = await api.db.selectFrom("sugestoes").select("id").executeTakeFirstOrThrow();
  const answer = async () =>
    expect(
      (
        await api.send("PUT", `/api/sugestoes/${tip.id}`, {
          body: { estado: "verificada", fake_news_id: id },
        })
      ).status,
    ).toBe(200);
  await answer();
  await answer();
  const replies = await queuedReplies(2);
  expect(replies[1]).toMatchObject({
    canal: "telegram",
    destinatario: String(CHAT_ID),
    tipo: "resposta",
  });
  expect(replies[1]!.texto).toContain("Temos uma resposta sobre o conteúdo que você nos enviou.");
  expect(replies[1]!.texto).toContain(`${api.url}/fake-news/${id}`);
  await deliver();
  expect(platforms.sent).toHaveLength(2);
  // Answered, the chat id is forgotten.
  const contato = await api.db
    .selectFrom("canal_contatos")
    .select("endereco")
    .executeTakeFirstOrThrow();
  expect(contato.endereco).toBeNull();
  // The desk's view of the conversation: what came, what went.
  const conversa = await api.send("GET", `/api/sugestoes/${tip.id}/conversa`, {
    authorization: api.authorization,
  });
  expect(conversa.status).toBe(200);
  const body = (await conversa.json()) as {
    canal: string;
    mensagens: { direcao: string; tipo: string; estado: string | null }[];
  };
  expect(body.canal).toBe("telegram");
  expect(body.mensagens.map((m) => [m.direcao, m.tipo, m.estado])).toEqual([
    ["entrada", "texto", null],
    ["saida", "recebida", "enviada"],
    ["saida", "resposta", "enviada"],
  ]);
});

test("outside WhatsApp's 24 hours the answer goes through the configured template", async () => {
  const id = await check();
  await postWhatsapp(
    whatsappText("Recebi um boato estranho sobre vacina e fertilidade de mulheres jovens"),
  );
  await queuedReplies(1);
  const tip = await api.db.selectFrom("sugestoes").select("id").executeTakeFirstOrThrow();
  const twoDaysAgo = new Date(Date.now() - 48 * 60 * MINUTE).toISOString();
  await api.db.updateTable("canal_contatos").set({ ultima_entrada_em: twoDaysAgo }).execute();
  await api.send("PUT", `/api/sugestoes/${tip.id}`, {
    body: { estado: "verificada", fake_news_id: id },
  });
  await queuedReplies(2);
  await deliver();
  const template = platforms.sent.find((sent) => sent.body.type === "template");
  expect(template?.body).toMatchObject({
    to: NUMBER,
    template: { name: "resposta_checagem", language: { code: "pt_BR" } },
  });
});

test("with the platform answering 429, the reply goes out later, once; statuses mark it read", async () => {
  await postWhatsapp(whatsappText("Vão fechar o Ver-o-Peso para obras no mês que vem?"));
  await queuedReplies(1);
  platforms.failNextSends(429);
  expect(await deliver()).toEqual({ sent: 0, failed: 1 });
  expect(platforms.sent).toHaveLength(0);
  // Not yet due: the back-off holds it.
  expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  expect(await deliver(new Date(Date.now() + 2 * MINUTE))).toEqual({ sent: 1, failed: 0 });
  expect(await deliver(new Date(Date.now() + 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
  expect(platforms.sent).toHaveLength(1);

  const [row] = await queuedReplies(1);
  const sentId = (
    await api.db.selectFrom("caixa_saida").select("id_externo").executeTakeFirstOrThrow()
  ).id_externo;
  expect(row!.estado).toBe("enviada");
  const status = (value: string) =>
    whatsappNotification({
      statuses: [{ id: sentId, status: value, timestamp: "1764420100", recipient_id: NUMBER }],
    });
  await postWhatsapp(status("delivered"));
  await vi.waitFor(async () => expect((await queuedReplies(1))[0]!.entrega).toBe("entregue"));
  await postWhatsapp(status("read"));
  await vi.waitFor(async () => expect((await queuedReplies(1))[0]!.entrega).toBe("lida"));
  // A late "delivered" does not take a read message back.
  await postWhatsapp(status("delivered"));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await queuedReplies(1))[0]!.entrega).toBe("lida");
});

test("a sender over the rate limit is told once, then not answered", async () => {
  for (let index = 0; index < RATE_LIMIT + 3; index += 1) {
    await postTelegram(telegramUpdate({ text: "menu" }));
  }
  // Messages handled at once may each see the others counted: at most RATE_LIMIT are
  // answered, and the notice goes once.
  const replies = await vi.waitFor(async () => {
    const rows = await api.db.selectFrom("caixa_saida").select("tipo").execute();
    expect(rows.filter((row) => row.tipo === "limite")).toHaveLength(1);
    return rows;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await api.count("canal_mensagens")).toBe(
    RATE_LIMIT + 3 + (await api.count("caixa_saida")),
  );
  expect(replies.filter((row) => row.tipo === "menu").length).toBeLessThanOrEqual(RATE_LIMIT);
  expect(await api.count("caixa_saida")).toBeLessThanOrEqual(RATE_LIMIT + 1);
});

test("two instances sharing the database send each reply once", async () => {
  const second = openDatabase(api.server.database.target);
  const other = await serveApp(api.server.config, second);
  try {
    const payload = whatsappText("Vi que a água da cidade está contaminada, é verdade?");
    // Meta's retry reaches the other instance.
    await Promise.all([postWhatsapp(payload), postWhatsapp(payload, undefined, other.url)]);
    await queuedReplies(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const transports = messagingTransports(api.server.config);
    const results = await Promise.all([
      deliverDueMail(api.db, transports),
      deliverDueMail(second.db, messagingTransports(api.server.config)),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(platforms.sent).toHaveLength(1);
    expect(await api.count("sugestoes")).toBe(1);
  } finally {
    await other.close();
    await second.db.destroy();
  }
});

test("with their variables unset the webhooks answer 404", async () => {
  const server = await startTestServer();
  try {
    expect((await fetch(`${server.url}/webhooks/whatsapp?hub.mode=subscribe`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/webhooks/whatsapp`, { method: "POST", body: "{}" })).status,
    ).toBe(404);
    expect(
      (await fetch(`${server.url}/webhooks/telegram`, { method: "POST", body: "{}" })).status,
    ).toBe(404);
  } finally {
    await server.close();
  }
});

test("a conversation is kept as long as the tips: then its texts and the number go", async () => {
  await postWhatsapp(whatsappText("menu"));
  await postWhatsapp(whatsappText("Vão fechar a orla de Icoaraci no domingo?"));
  await queuedReplies(2);
  const later = new Date(Date.now() + 366 * 24 * 60 * MINUTE);
  const result = await applyRetention(api.db, { sugestaoDays: 365, revisaoDays: 365, now: later });
  // The command's text and the two replies' texts.
  expect(result.conversas).toBe(3);
  const texts = await api.db.selectFrom("canal_mensagens").select("texto").execute();
  expect(texts.every((row) => row.texto === null)).toBe(true);
  const contato = await api.db
    .selectFrom("canal_contatos")
    .select(["endereco", "remetente_hash"])
    .executeTakeFirstOrThrow();
  expect(contato).toEqual({ endereco: null, remetente_hash: hashRemetente("whatsapp", NUMBER) });
});

test("the daily digest goes at its hour to subscribers only, once a day", async () => {
  // 08:00 in Brasília (UTC−3), the default MESSAGING_DIGEST_HOUR.
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 11, 5));
  const today = at.toISOString().slice(0, 10);
  const id = await check({ ...VACINA, data_verificacao: today });
  await postTelegram(telegramUpdate({ text: "/assinar" }));
  await postWhatsapp(whatsappText("oi"));
  await queuedReplies(2);

  expect(
    await queueDigest(api.db, api.server.config, api.url, new Date(at.getTime() - 60 * MINUTE)),
  ).toBe(0);
  expect(await queueDigest(api.db, api.server.config, api.url, at)).toBe(1);
  expect(
    await queueDigest(api.db, api.server.config, api.url, new Date(at.getTime() + MINUTE)),
  ).toBe(0);
  const replies = await queuedReplies(3);
  expect(replies[2]).toMatchObject({
    canal: "telegram",
    destinatario: String(CHAT_ID),
    tipo: "resumo",
  });
  expect(replies[2]!.texto).toContain(`${api.url}/fake-news/${id}`);
  expect(replies[2]!.texto).toContain("Para cancelar, envie PARAR.");
});

// --- The second step (decision 081): the tip's channel, the answer at once, free replies,
// and updates stored before they are acknowledged ---

const tipRows = () =>
  api.db
    .selectFrom("sugestoes")
    .select(["id", "canal", "plataforma", "estado", "resposta_automatica", "grupo"])
    .orderBy("id")
    .execute();

test("a tip records the channel it came through; a web tip marked WhatsApp has no conversation", async () => {
  // One after the other: each update is handled after its 200, so two sent at once may
  // become tips in either order.
  await postWhatsapp(whatsappText("Dizem que o porto de Belém vai fechar por seis meses"));
  await queuedReplies(1);
  await postTelegram(telegramUpdate({ text: "A ponte do Guamá vai cair, estão dizendo" }));
  await queuedReplies(2);
  const web = await api.send("POST", "/api/sugestoes", {
    body: { texto: "Recebi no zap que a feira vai acabar", plataforma: "whatsapp" },
    authorization: null,
  });
  expect(web.status).toBe(201);
  const rows = await tipRows();
  expect(rows.map((row) => [row.canal, row.plataforma])).toEqual([
    ["whatsapp", "whatsapp"],
    ["telegram", "telegram"],
    ["web", "whatsapp"],
  ]);
  const list = await api.send("GET", "/api/sugestoes", { authorization: api.authorization });
  const listed = (await list.json()) as { sugestoes: { id: number; canal: string }[] }[];
  const canais = new Map(
    listed.flatMap((grupo) => grupo.sugestoes).map((tip) => [tip.id, tip.canal]),
  );
  expect(rows.map((row) => canais.get(row.id))).toEqual(["whatsapp", "telegram", "web"]);
  const conversa = await api.send("GET", `/api/sugestoes/${rows[2]!.id}/conversa`, {
    authorization: api.authorization,
  });
  expect(conversa.status).toBe(404);
});

const OUTRA = {
  titulo: "É falso que a ponte do Guamá esteja condenada",
  alegacao: "A ponte do Guamá está condenada e vai ruir",
  verdades: ["A vistoria de outubro não encontrou danos estruturais."],
  status: "desmentida",
  rotulo: "falso",
};

test("a channel's answer at once is the tip's: the same check is not sent again, another one is", async () => {
  const vacina = await check();
  const ponte = await check(OUTRA);
  await postWhatsapp(
    whatsappText("URGENTE vc sabia q a vacina da gripe causa infertilidade nas mulheres???"),
  );
  await queuedReplies(1);
  const [tip] = await tipRows();
  expect(tip).toMatchObject({ canal: "whatsapp", estado: "verificada", resposta_automatica: 1 });
  // The group linked to the same check, then the tip itself: the sender saw it already.
  const grupo = await api.send(
    "POST",
    `/api/sugestoes/grupos/${encodeURIComponent(tip!.grupo)}/checagem`,
    { body: { fake_news_id: vacina } },
  );
  expect(grupo.status).toBe(200);
  const same = await api.send("PUT", `/api/sugestoes/${tip!.id}`, {
    body: { estado: "verificada", fake_news_id: vacina },
  });
  expect(same.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await api.count("caixa_saida")).toBe(1);

  // A second sender's tip answered at once, its group then linked to another check: told.
  await postTelegram(
    telegramUpdate({ text: "a vacina da gripe causa infertilidade nas mulheres, é verdade??" }),
  );
  await queuedReplies(2);
  const second = (await tipRows())[1]!;
  expect(second).toMatchObject({ canal: "telegram", estado: "verificada", resposta_automatica: 1 });
  const other = await api.send(
    "POST",
    `/api/sugestoes/grupos/${encodeURIComponent(second.grupo)}/checagem`,
    { body: { fake_news_id: ponte } },
  );
  expect(other.status).toBe(200);
  const replies = await queuedReplies(3);
  expect(replies[2]).toMatchObject({ canal: "telegram", tipo: "resposta" });
  expect(replies[2]!.texto).toContain(`/fake-news/${ponte}`);
  // Linking the tips again changes nothing and sends nothing.
  await api.send("POST", `/api/sugestoes/grupos/${encodeURIComponent(second.grupo)}/checagem`, {
    body: { fake_news_id: ponte },
  });
  expect(await api.count("caixa_saida")).toBe(3);
});

type ConversaBody = {
  canal: string;
  resposta_livre: { permitida: boolean; motivo: string | null };
  mensagens: { direcao: string; tipo: string; texto: string | null; estado: string | null }[];
};

const conversaOf = async (id: number) => {
  const response = await api.send("GET", `/api/sugestoes/${id}/conversa`, {
    authorization: api.authorization,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ConversaBody;
};

const reply = (id: number, body: unknown, authorization?: string | null) =>
  api.send("POST", `/api/sugestoes/${id}/conversa`, { body, authorization });

test("an editor's free reply goes on Telegram through the outbox and joins the conversation", async () => {
  await postTelegram(telegramUpdate({ text: "Vão cortar a luz do bairro do Jurunas amanhã?" }));
  await queuedReplies(1);
  const [tip] = await tipRows();
  expect((await conversaOf(tip!.id)).resposta_livre).toEqual({ permitida: true, motivo: null });

  // Bad input stores nothing and says why in Portuguese.
  const empty = await reply(tip!.id, { texto: "   " });
  expect(empty.status).toBe(400);
  expect(await empty.json()).toMatchObject({ details: { texto: "Escreva a resposta." } });
  const long = await reply(tip!.id, { texto: "a".repeat(1001) });
  expect(long.status).toBe(400);
  expect(((await long.json()) as { details: { texto: string } }).details.texto).toBe(
    "A resposta pode ter no máximo 1.000 caracteres.",
  );
  expect((await reply(tip!.id, { texto: "Olá" }, null)).status).toBe(401);
  expect(await api.count("caixa_saida")).toBe(1);

  const sent = await reply(tip!.id, { texto: "  Pode nos mandar o print da mensagem?  " });
  expect(sent.status).toBe(201);
  const conversa = (await sent.json()) as ConversaBody;
  expect(conversa.mensagens.at(-1)).toMatchObject({
    direcao: "saida",
    tipo: "livre",
    texto: "Pode nos mandar o print da mensagem?",
    estado: "pendente",
  });
  await deliver();
  expect(platforms.sent.at(-1)?.body).toEqual({
    chat_id: String(CHAT_ID),
    text: "Pode nos mandar o print da mensagem?",
  });
  expect((await conversaOf(tip!.id)).mensagens.at(-1)?.estado).toBe("enviada");
  const audit = await api.db
    .selectFrom("registro_auditoria")
    .select(["acao", "item_id", "nota"])
    .where("acao", "=", "replySugestaoConversa")
    .execute();
  expect(audit).toEqual([
    {
      acao: "replySugestaoConversa",
      item_id: String(tip!.id),
      nota: expect.stringContaining("Telegram"),
    },
  ]);

  // PARAR closes the conversation to free replies until the sender writes again.
  await postTelegram(telegramUpdate({ text: "PARAR" }));
  await queuedReplies(3);
  const stopped = await conversaOf(tip!.id);
  expect(stopped.resposta_livre.permitida).toBe(false);
  expect(stopped.resposta_livre.motivo).toContain("PARAR");
  const refused = await reply(tip!.id, { texto: "Ainda está aí?" });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toContain("PARAR");
  expect(await api.count("caixa_saida")).toBe(3);
  await postTelegram(telegramUpdate({ text: "oi" }));
  await queuedReplies(4);
  expect((await conversaOf(tip!.id)).resposta_livre.permitida).toBe(true);
});

test("on WhatsApp a free reply goes within 24 hours of the sender's last message only", async () => {
  await postWhatsapp(whatsappText("O Ver-o-Peso vai ser vendido para uma empresa estrangeira?"));
  await queuedReplies(1);
  const [tip] = await tipRows();
  expect((await reply(tip!.id, { texto: "Você recebeu isso de quem?" })).status).toBe(201);
  await deliver();
  expect(platforms.sent.at(-1)?.body).toMatchObject({
    messaging_product: "whatsapp",
    to: NUMBER,
    type: "text",
    text: { body: "Você recebeu isso de quem?" },
  });
  const twoDaysAgo = new Date(Date.now() - 48 * 60 * MINUTE).toISOString();
  await api.db.updateTable("canal_contatos").set({ ultima_entrada_em: twoDaysAgo }).execute();
  const closed = await conversaOf(tip!.id);
  expect(closed.resposta_livre.permitida).toBe(false);
  expect(closed.resposta_livre.motivo).toContain("24 horas");
  // The configured template, the only thing that may go, carries the tip's answer.
  expect(closed.resposta_livre.motivo).toContain("resposta_checagem");
  const refused = await reply(tip!.id, { texto: "Alguma novidade?" });
  expect(refused.status).toBe(409);
  expect(await api.count("caixa_saida")).toBe(2);
});

/** A notification stored by the webhook whose instance died before handling it. */
async function storedNotHandled(receivedAt: Date) {
  const whatsapp = WhatsappWebhookSchema.parse(
    whatsappText("Estão dizendo que a água do Bolonha está envenenada"),
  );
  const telegram = TelegramUpdateSchema.parse(
    telegramUpdate({ text: "Mandaram que a água do Bolonha está envenenada" }),
  );
  const ids = await storeRecebidas(
    api.db,
    guardadasOf([...whatsappEntradas(whatsapp), telegramEntrada(telegram)!]),
    api.url,
    receivedAt,
  );
  expect(ids).toHaveLength(2);
  return { whatsapp, telegram };
}

test("an update stored but not handled is handled by the later pass, once", async () => {
  const deps = { db: api.db, config: api.server.config, logger: createLogger(api.server.config) };
  const { whatsapp } = await storedNotHandled(new Date());
  // Too recent: its own request may still be handling it.
  expect(await handlePendingRecebidas(deps)).toBe(0);
  const later = new Date(Date.now() + RECEBIDA_DELAY_MS + 1000);
  expect(await handlePendingRecebidas(deps, later)).toBe(2);
  expect(await handlePendingRecebidas(deps, later)).toBe(0);
  expect((await tipRows()).map((row) => row.canal)).toEqual(["whatsapp", "telegram"]);
  const replies = await queuedReplies(2);
  expect(replies.map((row) => row.tipo)).toEqual(["recebida", "recebida"]);
  // Handled, the stored update keeps no number; Meta's retry of it stores nothing.
  const stored = await api.db
    .selectFrom("canal_recebidas")
    .select(["dados", "tratada_em"])
    .execute();
  expect(stored.every((row) => row.dados === null && row.tratada_em !== null)).toBe(true);
  expect((await postWhatsapp(whatsapp)).status).toBe(200);
  expect(await api.count("canal_recebidas")).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await api.count("sugestoes")).toBe(2);
});

// Several instances share PostgreSQL only; on the embedded database one instance runs
// the pass, which may meet a request's own handling of the same update.
test(`${engine === "postgres" ? "two instances" : "two passes"} running at once handle each stored update once`, async () => {
  const second = engine === "postgres" ? openDatabase(api.server.database.target) : { db: api.db };
  try {
    await storedNotHandled(new Date(Date.now() - 5 * MINUTE));
    const config = api.server.config;
    const logger = createLogger(api.server.config);
    const handled = await Promise.all([
      handlePendingRecebidas({ db: api.db, config, logger }),
      handlePendingRecebidas({ db: second.db, config, logger }),
    ]);
    expect(handled[0] + handled[1]).toBe(2);
    expect(await api.count("sugestoes")).toBe(2);
    await queuedReplies(2);
    const results = await Promise.all([
      deliverDueMail(api.db, messagingTransports(config)),
      deliverDueMail(second.db, messagingTransports(config)),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    expect(platforms.sent).toHaveLength(2);
  } finally {
    if (second.db !== api.db) await second.db.destroy();
  }
});

/**
 * Makes the database refuse every insert into `table` until the answered function runs:
 * an instance failing in the middle of handling a message, with the engine's own error.
 */
async function refuseInserts(table: "sugestoes" | "caixa_saida"): Promise<() => Promise<void>> {
  if (engine === "postgres") {
    await sql`create function falha_simulada() returns trigger language plpgsql as $$ begin raise exception 'falha simulada'; end $$`.execute(
      api.db,
    );
    await sql`create trigger falha_simulada before insert on ${sql.table(table)} for each row execute function falha_simulada()`.execute(
      api.db,
    );
    return async () => {
      await sql`drop trigger falha_simulada on ${sql.table(table)}`.execute(api.db);
      await sql`drop function falha_simulada()`.execute(api.db);
    };
  }
  await sql`create trigger falha_simulada before insert on ${sql.table(table)} begin select raise(abort, 'falha simulada'); end`.execute(
    api.db,
  );
  return async () => {
    await sql`drop trigger falha_simulada`.execute(api.db);
  };
}

const messagingDeps = () => ({
  db: api.db,
  config: api.server.config,
  logger: createLogger(api.server.config),
});

/** One WhatsApp text stored as its webhook stores it, not handled yet; answers its id. */
async function storedText(texto: string, at = new Date()): Promise<number> {
  const [id] = await storeRecebidas(
    api.db,
    guardadasOf(whatsappEntradas(WhatsappWebhookSchema.parse(whatsappText(texto)))),
    api.url,
    at,
  );
  return id!;
}

const recebidaRow = (id: number) =>
  api.db
    .selectFrom("canal_recebidas")
    .select(["tentativas", "erro", "tratada_em", "desistida_em", "dados"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

// The message's row, its tip and its reply are one transaction (decision 082): a failure
// at the tip's insert, or at the reply's (the transaction's last write), leaves none.
test.each(["sugestoes", "caixa_saida"] as const)(
  "a failure at the insert into %s leaves no trace of the message; the pass then makes one tip and one reply",
  async (table) => {
    const deps = messagingDeps();
    const id = await storedText("Vão desligar a água de Ananindeua no feriado?");
    const allow = await refuseInserts(table);
    try {
      expect(await handleRecebida(deps, id)).toBe(false);
    } finally {
      await allow();
    }
    expect(await api.count("canal_mensagens")).toBe(0);
    expect(await api.count("sugestoes")).toBe(0);
    expect(await api.count("caixa_saida")).toBe(0);
    expect(await recebidaRow(id)).toMatchObject({
      tentativas: 1,
      erro: expect.stringContaining("falha simulada"),
      tratada_em: null,
      desistida_em: null,
    });

    // Once its lease has run out, the pass takes it again.
    const later = new Date(Date.now() + 3 * MINUTE);
    expect(await handlePendingRecebidas(deps, later)).toBe(1);
    expect(await handlePendingRecebidas(deps, later)).toBe(0);
    const [tip, ...others] = await tipRows();
    expect(others).toEqual([]);
    expect(tip).toMatchObject({ canal: "whatsapp" });
    const [reply] = await queuedReplies(1);
    expect(reply).toMatchObject({ canal: "whatsapp", destinatario: NUMBER, tipo: "recebida" });
    const conversa = await conversaOf(tip!.id);
    expect(conversa.mensagens.map((mensagem) => mensagem.direcao)).toEqual(["entrada", "saida"]);
    expect(await recebidaRow(id)).toMatchObject({ erro: null, dados: null });
  },
);

/** Fails the stored update `times` times, each attempt after the last one's lease. */
async function failAttempts(id: number, times: number, from: Date): Promise<Date> {
  const deps = messagingDeps();
  let at = from;
  for (let attempt = 0; attempt < times; attempt += 1) {
    at = new Date(at.getTime() + 3 * MINUTE);
    expect(await handlePendingRecebidas(deps, at)).toBe(0);
  }
  return at;
}

test("a message failing five times is kept for administradores, who handle it again from the outbox page", async () => {
  const id = await storedText("Estão dizendo que o Círio deste ano foi cancelado");
  const allow = await refuseInserts("sugestoes");
  let at: Date;
  try {
    at = await failAttempts(id, RECEBIDA_MAX_TENTATIVAS, new Date());
    // Given up on: the pass no longer takes it, and its content waits for the desk.
    expect(await recebidaRow(id)).toMatchObject({
      tentativas: RECEBIDA_MAX_TENTATIVAS,
      erro: expect.stringContaining("falha simulada"),
      tratada_em: null,
      desistida_em: expect.any(String),
      dados: expect.stringContaining(NUMBER),
    });
    expect(
      await handlePendingRecebidas(messagingDeps(), new Date(at.getTime() + 60 * MINUTE)),
    ).toBe(0);
  } catch (error) {
    await allow();
    throw error;
  }

  const list = await api.send("GET", "/api/caixa-saida/recebidas", {
    authorization: api.authorization,
  });
  expect(list.status).toBe(200);
  expect(list.headers.get("x-total-count")).toBe("1");
  const body: unknown = await list.json();
  expect(body).toEqual([
    {
      id,
      canal: "whatsapp",
      estado: "desistida",
      recebidaEm: expect.any(String),
      tentativas: RECEBIDA_MAX_TENTATIVAS,
      erro: expect.stringContaining("falha simulada"),
      desistidaEm: expect.any(String),
    },
  ]);
  // When, where and why: never the sender's number or words.
  expect(JSON.stringify(body)).not.toContain(NUMBER);
  expect(JSON.stringify(body)).not.toContain("Círio");

  // Still failing, the retry answers so and leaves it to the pass, as a new arrival.
  const again = await api.send("POST", `/api/caixa-saida/recebidas/${id}/reprocessar`);
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({
    id,
    estado: "pendente",
    tentativas: 1,
    erro: expect.stringContaining("falha simulada"),
    desistidaEm: null,
  });
  expect(await api.count("canal_mensagens")).toBe(0);
  await expectAnswer(await api.send("POST", `/api/caixa-saida/recebidas/${id}/reprocessar`), 409, {
    error: CAIXA_SAIDA_MESSAGES.naoDesistida,
  });
  try {
    await failAttempts(id, RECEBIDA_MAX_TENTATIVAS - 1, new Date(Date.now() + 3 * MINUTE));
  } finally {
    await allow();
  }
  expect(await recebidaRow(id)).toMatchObject({ desistida_em: expect.any(String) });

  // Editors and anyone signed out neither read nor retry it.
  const editor = await createTestAdmin(api.db, { papel: "editor" });
  expect(
    (
      await api.send("GET", "/api/caixa-saida/recebidas", {
        authorization: editor.authorization,
      })
    ).status,
  ).toBe(403);
  expect(
    (
      await api.send("POST", `/api/caixa-saida/recebidas/${id}/reprocessar`, {
        authorization: editor.authorization,
      })
    ).status,
  ).toBe(403);
  expect(
    (
      await api.send("POST", `/api/caixa-saida/recebidas/${id}/reprocessar`, {
        authorization: null,
      })
    ).status,
  ).toBe(401);

  // The cause fixed, the retry handles it at once: one tip, one reply, an audit row.
  const handled = await api.send("POST", `/api/caixa-saida/recebidas/${id}/reprocessar`);
  expect(handled.status).toBe(200);
  expect(await handled.json()).toMatchObject({
    id,
    estado: "tratada",
    tentativas: 1,
    erro: null,
    desistidaEm: null,
  });
  expect((await tipRows()).map((tip) => tip.canal)).toEqual(["whatsapp"]);
  expect((await queuedReplies(1)).map((row) => row.tipo)).toEqual(["recebida"]);
  expect(await recebidaRow(id)).toMatchObject({ dados: null, tratada_em: expect.any(String) });
  const audit = await api.db
    .selectFrom("registro_auditoria")
    .select(["acao", "tipo", "item_id", "nota"])
    .where("acao", "=", "reprocessarRecebida")
    .orderBy("id")
    .execute();
  // One row for each call that went through: the failed retry, then this one.
  expect(audit).toEqual(
    [
      "Mensagem recebida pelo WhatsApp: falhou de novo.",
      "Mensagem recebida pelo WhatsApp: processada.",
    ].map((nota) => ({
      acao: "reprocessarRecebida",
      tipo: "caixa-saida",
      item_id: String(id),
      nota,
    })),
  );
  await expectAnswer(await api.send("POST", `/api/caixa-saida/recebidas/${id}/reprocessar`), 409, {
    error: CAIXA_SAIDA_MESSAGES.naoDesistida,
  });
  await expectAnswer(await api.send("POST", "/api/caixa-saida/recebidas/999999/reprocessar"), 404, {
    error: CAIXA_SAIDA_MESSAGES.recebidaNotFound,
  });
  expect(
    await (
      await api.send("GET", "/api/caixa-saida/recebidas", { authorization: api.authorization })
    ).json(),
  ).toEqual([]);
});

test(`${engine === "postgres" ? "two instances" : "two callers"} retrying a given-up message at once, with a pass, handle it once`, async () => {
  const second = engine === "postgres" ? openDatabase(api.server.database.target) : { db: api.db };
  try {
    const id = await storedText(
      "A ponte do Outeiro vai ficar fechada um mês?",
      new Date(Date.now() - 5 * MINUTE),
    );
    await api.db
      .updateTable("canal_recebidas")
      .set({
        tentativas: RECEBIDA_MAX_TENTATIVAS,
        desistida_em: new Date().toISOString(),
        erro: "HTTP 503",
      })
      .where("id", "=", id)
      .execute();
    const other = { ...messagingDeps(), db: second.db };
    // The pass runs now: a retry's lease keeps it off what the retry holds.
    const [first, next, passed] = await Promise.all([
      retryRecebida(messagingDeps(), id),
      retryRecebida(other, id),
      handlePendingRecebidas(other),
    ]);
    expect([first, next].filter(Boolean)).toHaveLength(1);
    expect(passed).toBe(0);
    expect(await api.count("sugestoes")).toBe(1);
    await queuedReplies(1);
    expect(await api.count("canal_mensagens")).toBe(2);
  } finally {
    if (second.db !== api.db) await second.db.destroy();
  }
});

// The hourly retention deletes the rows, not each instance's half-minute pass.
test("handled updates go a week after, given-up ones after the outbox's days; the pass deletes nothing", async () => {
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * MINUTE).toISOString();
  const row = (chave: string, fields: { tratada_em?: string; desistida_em?: string }) => ({
    canal: "telegram",
    chave,
    dados: fields.desistida_em ? '{"tipo":"status"}' : null,
    origem: api.url,
    recebida_em: daysAgo(60),
    ...fields,
  });
  await api.db
    .insertInto("canal_recebidas")
    .values([
      row("tratada-antiga", { tratada_em: daysAgo(RECEBIDA_RETENTION_DAYS + 1) }),
      row("tratada-recente", { tratada_em: daysAgo(RECEBIDA_RETENTION_DAYS - 1) }),
      row("desistida-antiga", { desistida_em: daysAgo(MAIL_RETENTION_DAYS + 1) }),
      row("desistida-recente", { desistida_em: daysAgo(MAIL_RETENTION_DAYS - 1) }),
    ])
    .execute();

  expect(await handlePendingRecebidas(messagingDeps(), now)).toBe(0);
  expect(await api.count("canal_recebidas")).toBe(4);
  const result = await applyRetention(api.db, { sugestaoDays: 365, revisaoDays: 365, now });
  expect(result.recebidas).toBe(2);
  const kept = await api.db
    .selectFrom("canal_recebidas")
    .select("chave")
    .orderBy("chave")
    .execute();
  expect(kept.map((item) => item.chave)).toEqual(["desistida-recente", "tratada-recente"]);
  expect(
    (await applyRetention(api.db, { sugestaoDays: 365, revisaoDays: 365, now })).recebidas,
  ).toBe(0);
});

test("a Telegram voice note, as the Bot API's Voice object shows it, is kept with its tip", async () => {
  const ogg = Buffer.concat([
    Buffer.from("OggS"),
    Buffer.alloc(24),
    Buffer.from("OpusHead"),
    Buffer.alloc(300),
  ]);
  platforms.putFile("AwACAgEAAxkBAAIC", ogg, "audio/ogg");
  await postTelegram(
    telegramUpdate({
      voice: {
        file_id: "AwACAgEAAxkBAAIC",
        file_unique_id: "AgADvoice",
        duration: 12,
        mime_type: "audio/ogg",
        file_size: ogg.length,
      },
    }),
  );
  const [reply] = await queuedReplies(1);
  expect(reply).toMatchObject({ canal: "telegram", tipo: "recebida" });
  const [tip] = await api.db.selectFrom("sugestoes").select(["canal", "anexo_hash"]).execute();
  expect(tip).toEqual({
    canal: "telegram",
    anexo_hash: crypto.createHash("sha256").update(ogg).digest("hex"),
  });
  expect(platforms.requests).toContain(
    `GET /file/bot${platforms.telegram.botToken}/files/AwACAgEAAxkBAAIC`,
  );
});
