import crypto from "node:crypto";
import type { Kysely } from "kysely";
import {
  listAnsweredUntold,
  markAnsweredAutomatically,
  markAnswerTold,
} from "../api/sugestoes/repository.ts";
import { MAX_ANEXO_BYTES } from "../api/sugestoes/anexo.ts";
import { MAX_TEXTO, SugestaoInputSchema } from "../api/sugestoes/schema.ts";
import { hashCodigo, submitSugestao, toSugestaoPublica } from "../api/sugestoes/service.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { conflict, HttpError, notFound } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { findSimilarChecks } from "../matching/service.ts";
import { fetchTelegramFile, fetchWhatsappMedia } from "./platforms.ts";
import {
  answerReply,
  comandoOf,
  HOW_REPLY,
  latestReply,
  MENU_REPLY,
  RATE_LIMITED_REPLY,
  receivedReply,
  STOPPED_REPLY,
  strongMatchReply,
  SUBSCRIBED_REPLY,
  type Comando,
} from "./replies.ts";
import {
  claimRecebida,
  countEntradasSince,
  failRecebida,
  findContatoId,
  findContatoOfSugestao,
  findEntrada,
  finishRecebida,
  forgetEnderecoUnlessOwed,
  insertRecebidas,
  listPendingRecebidas,
  insertEntrada,
  insertSaida,
  listConversa,
  listSubscribers,
  markEntrega,
  reopenRecebida,
  selectChecksForReply,
  selectLatestChecks,
  setContatoEndereco,
  setContatoInscrito,
  setContatoParou,
  upsertContato,
} from "./repository.ts";
import type {
  CanalMensagem,
  Conversa,
  Entrada,
  RespostaLivreInput,
  TelegramUpdate,
  TipoEntrada,
  WhatsappStatus,
  WhatsappWebhook,
} from "./schema.ts";

/*
 * The tipline (decision 076): a message from WhatsApp or Telegram becomes a tip of the
 * same inbox, or a command; every reply is a row of the outbox, sent by its sender
 * through the channel's transport, so a reply is sent once whichever instance got the
 * message, and a platform's 429 or 5xx is tried again later.
 */

type Db = Kysely<Database>;
export type MessagingDeps = { db: Db; config: Config; logger: Logger };

/** A sender's messages within RATE_WINDOW_MS beyond which nothing more is handled. */
export const RATE_LIMIT = 20;
const RATE_WINDOW_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** WhatsApp lets a business write freely within 24 hours of the person's last message. */
export const WHATSAPP_WINDOW_MS = 24 * HOUR_MS;
const LATEST = 5;
const NOMES: Record<CanalMensagem, string> = { whatsapp: "WhatsApp", telegram: "Telegram" };

/**
 * The number or chat id as stored for grouping: its SHA-256 with the channel. A number is
 * guessable from its hash by trying numbers; the hash keeps it out of sight, not secret.
 */
export const hashRemetente = (canal: CanalMensagem, remetente: string) =>
  crypto.createHash("sha256").update(`${canal}:${remetente}`).digest("hex");

const WHATSAPP_TYPES: Record<string, TipoEntrada> = {
  text: "texto",
  image: "imagem",
  audio: "audio",
  video: "video",
  document: "documento",
};

/** The messages of a WhatsApp notification that the tipline handles, in order. */
export function whatsappEntradas(payload: WhatsappWebhook): Entrada[] {
  return payload.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.messages ?? []).flatMap((message): Entrada[] => {
        const tipo = WHATSAPP_TYPES[message.type];
        if (!tipo) return [];
        const media =
          message.type === "image" ||
          message.type === "audio" ||
          message.type === "video" ||
          message.type === "document"
            ? message[message.type]
            : undefined;
        if (tipo !== "texto" && !media) return [];
        return [
          {
            canal: "whatsapp",
            idExterno: message.id,
            remetente: message.from,
            tipo,
            texto: tipo === "texto" ? message.text?.body : media?.caption,
            midia: media?.id,
          },
        ];
      }),
    ),
  );
}

export const whatsappStatuses = (payload: WhatsappWebhook): WhatsappStatus[] =>
  payload.entry.flatMap((entry) => entry.changes.flatMap((change) => change.value.statuses ?? []));

/** The message of a Telegram update, when it is one the tipline handles (private chats only). */
export function telegramEntrada(update: TelegramUpdate): Entrada | undefined {
  const message = update.message;
  if (!message || message.chat.type !== "private") return undefined;
  const base = {
    canal: "telegram" as const,
    idExterno: String(update.update_id),
    remetente: String(message.chat.id),
  };
  // CASE: several sizes of one photo; the largest is the one matched and kept.
  const photo = message.photo?.at(-1);
  if (photo) return { ...base, tipo: "imagem", texto: message.caption, midia: photo.file_id };
  const audio = message.voice ?? message.audio;
  if (audio) return { ...base, tipo: "audio", texto: message.caption, midia: audio.file_id };
  if (message.video)
    return { ...base, tipo: "video", texto: message.caption, midia: message.video.file_id };
  if (message.document)
    return { ...base, tipo: "documento", texto: message.caption, midia: message.document.file_id };
  if (message.text !== undefined)
    return { ...base, tipo: "texto", texto: message.text, midia: undefined };
  return undefined;
}

type Reply = {
  canal: CanalMensagem;
  contatoId: number;
  endereco: string;
  texto: string;
  /** The outbox key: one reply per key, whatever instance or retry queues it. */
  chave: string;
  tipo: string;
  sugestaoId: number | null;
  opcoes?: Record<string, string>;
};

/** Queues a reply in the outbox and records it in the conversation, in `db`'s transaction. */
async function queueReply(db: Db, reply: Reply, now: Date): Promise<boolean> {
  const queued = await enqueueMail(
    db,
    {
      canal: reply.canal,
      destinatario: reply.endereco,
      tipo: reply.tipo,
      chave: reply.chave,
      assunto: `${NOMES[reply.canal]}: ${reply.tipo}`,
      paragrafos: [reply.texto],
      cabecalhos: reply.opcoes,
    },
    now,
  );
  if (queued)
    await insertSaida(db, {
      contato_id: reply.contatoId,
      tipo: reply.tipo,
      texto: reply.texto,
      sugestao_id: reply.sugestaoId,
      caixa_saida_chave: reply.chave,
      created_at: now.toISOString(),
    });
  return queued;
}

async function fetchMedia(config: Config, entrada: Entrada): Promise<Buffer> {
  if (!entrada.midia) throw new Error("no media");
  if (entrada.canal === "whatsapp" && config.whatsapp)
    return fetchWhatsappMedia(config.whatsapp, entrada.midia, MAX_ANEXO_BYTES);
  if (entrada.canal === "telegram" && config.telegram)
    return fetchTelegramFile(config.telegram, entrada.midia, MAX_ANEXO_BYTES);
  throw new Error("channel off");
}

/** Thrown in a message's transaction when its row was written meanwhile: it rolls back. */
class AlreadyReceived extends Error {}
/** Thrown in a message's transaction when the sender is over the limit: it rolls back. */
class RateLimited extends Error {}

/**
 * Handles one received message, once: a retried delivery of it finds its row and does
 * nothing. A command is answered; anything else becomes a tip, answered with the
 * strongest published match or with the tracking code. The message's row is written in
 * the transaction of what it causes (the tip and its reply, the command's answer, or the
 * rate limit's notice), so an instance that dies in between leaves none of them and the
 * next attempt does all (decision 082).
 */
export async function receiveEntrada(
  deps: MessagingDeps,
  entrada: Entrada,
  origin: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const known = await findContatoId(
    db,
    entrada.canal,
    hashRemetente(entrada.canal, entrada.remetente),
  );
  // CASE: the platform delivered this message before (a retry): handled then.
  if (known !== undefined && (await findEntrada(db, known, entrada.idExterno))) return;
  try {
    await handleEntrada(deps, entrada, origin, now, known);
  } catch (error) {
    // CASE: another handler recorded it meanwhile; its transaction wrote nothing.
    if (!(error instanceof AlreadyReceived)) throw error;
  }
}

async function handleEntrada(
  { db, config, logger }: MessagingDeps,
  entrada: Entrada,
  origin: string,
  now: Date,
  known: number | undefined,
): Promise<void> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  const comando = entrada.tipo === "texto" ? comandoOf(entrada.texto) : undefined;

  /**
   * Opens the message's part of a transaction: the sender's row first, which holds any
   * other handler of the same sender until this one ends, so the count below sees every
   * message before this one; then, unless over the limit, the message's row. Answers the
   * contact and the reply builder keyed by the message.
   */
  const record = async (trx: Db, sugestaoId: number | null, overLimit: boolean) => {
    const contatoId = await upsertContato(
      trx,
      entrada.canal,
      hashRemetente(entrada.canal, entrada.remetente),
      at,
    );
    if (!overLimit && (await countEntradasSince(trx, contatoId, since)) >= RATE_LIMIT)
      throw new RateLimited();
    const entradaId = await insertEntrada(trx, {
      contato_id: contatoId,
      id_externo: entrada.idExterno,
      tipo: comando ? "comando" : entrada.tipo,
      texto: comando ? (entrada.texto ?? null) : null,
      sugestao_id: sugestaoId,
      created_at: at,
    });
    if (entradaId === undefined) throw new AlreadyReceived();
    const reply = (texto: string, tipo: string, replySugestaoId: number | null = null): Reply => ({
      canal: entrada.canal,
      contatoId,
      endereco: entrada.remetente,
      texto,
      tipo,
      chave: `${entrada.canal}:${entradaId}`,
      sugestaoId: replySugestaoId,
    });
    return { contatoId, reply };
  };

  // Told once per window, whatever instance handles which message (the key); after that
  // the sender is not answered.
  const limit = () =>
    db.transaction().execute(async (trx) => {
      const { contatoId, reply } = await record(trx, null, true);
      const window = Math.floor(now.getTime() / RATE_WINDOW_MS);
      await queueReply(
        trx,
        {
          ...reply(RATE_LIMITED_REPLY, "limite"),
          chave: `${entrada.canal}:limite:${contatoId}:${window}`,
        },
        now,
      );
    });

  try {
    // CASE: over the limit already: no file fetched, nothing matched.
    if (known !== undefined && (await countEntradasSince(db, known, since)) >= RATE_LIMIT)
      throw new RateLimited();
    if (comando) {
      await db.transaction().execute(async (trx) => {
        const { contatoId, reply } = await record(trx, null, false);
        await answerComando(trx, config, comando, contatoId, reply, origin, now);
      });
      return;
    }
    await storeTip({ db, config, logger }, entrada, origin, now, (trx, sugestaoId) =>
      record(trx, sugestaoId, false),
    );
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    await limit();
  }
}

/** A message that is no command becomes a tip, answered in the tip's transaction. */
async function storeTip(
  { db, config, logger }: MessagingDeps,
  entrada: Entrada,
  origin: string,
  now: Date,
  record: (
    trx: Db,
    sugestaoId: number,
  ) => Promise<{
    contatoId: number;
    reply: (texto: string, tipo: string, sugestaoId: number) => Reply;
  }>,
): Promise<void> {
  const at = now.toISOString();
  let file: Buffer | undefined;
  if (entrada.midia) {
    try {
      file = await fetchMedia(config, entrada);
    } catch (error) {
      // The tip is kept without its file; the conversation says what came.
      logger.warn(
        { canal: entrada.canal, erro: errorName(error) },
        "file of a message not fetched",
      );
    }
  }
  const texto = entrada.texto?.trim().slice(0, MAX_TEXTO) || undefined;
  const matches = await findSimilarChecks(db, config.matching, {
    texto,
    imagem: entrada.tipo === "imagem" ? file : undefined,
  }).catch((error: unknown) => {
    // CASE: a file that claims to be an image but is not: matched by its text alone.
    if (error instanceof HttpError) return findSimilarChecks(db, config.matching, { texto });
    throw error;
  });
  const strong = matches.find((match) => match.forte);
  const [check] = strong ? await selectChecksForReply(db, [strong.id]) : [];
  const input = SugestaoInputSchema.parse({ texto: texto ?? "", plataforma: entrada.canal });
  const store = (withFile: Buffer | undefined) =>
    submitSugestao(
      db,
      input,
      withFile,
      { anexosMbPerHour: config.sugestaoAnexosMbPerHour, matching: config.matching },
      now,
      {
        canal: entrada.canal,
        within: async (trx, sugestaoId, recebida) => {
          const { contatoId, reply } = await record(trx, sugestaoId);
          // Kept in clear while the tip's answer is owed (decision 076).
          await setContatoEndereco(trx, contatoId, entrada.remetente);
          // The check the sender is told at once is the tip's answer, as the web form's
          // (decisions 075 and 081): an editor confirming it later sends nothing again.
          if (check)
            await markAnsweredAutomatically(trx, hashCodigo(recebida.codigo), check.id, at);
          await queueReply(
            trx,
            check
              ? reply(strongMatchReply(check, origin), "checagem", sugestaoId)
              : reply(receivedReply(recebida.codigo, origin), "recebida", sugestaoId),
            now,
          );
        },
      },
    );
  try {
    await store(file);
  } catch (error) {
    // CASE: a video, a document, or a file over the limits: the tip is kept without it.
    if (!(error instanceof HttpError) || file === undefined) throw error;
    await store(undefined);
  }
}

/** A command's answer, in the transaction that records the command. */
async function answerComando(
  trx: Db,
  config: Config,
  comando: Comando,
  contatoId: number,
  reply: (texto: string, tipo: string) => Reply,
  origin: string,
  now: Date,
): Promise<void> {
  switch (comando) {
    case "menu":
      await queueReply(trx, reply(MENU_REPLY, "menu"), now);
      return;
    case "como":
      await queueReply(trx, reply(HOW_REPLY, "como"), now);
      return;
    case "ultimas": {
      const latest = await selectLatestChecks(trx, LATEST, now);
      await queueReply(
        trx,
        reply(latestReply(latest, origin, "As checagens mais recentes:"), "ultimas"),
        now,
      );
      return;
    }
    case "assinar": {
      const message = reply(SUBSCRIBED_REPLY(config.messagingDigestHour), "assinar");
      // The opt-in is this message: its time is recorded, and the address kept for it.
      await setContatoInscrito(trx, contatoId, now.toISOString());
      await setContatoEndereco(trx, contatoId, message.endereco);
      await queueReply(trx, message, now);
      return;
    }
    case "parar":
      await setContatoInscrito(trx, contatoId, null);
      await setContatoParou(trx, contatoId, now.toISOString());
      await queueReply(trx, reply(STOPPED_REPLY, "parar"), now);
      await forgetEnderecoUnlessOwed(trx, contatoId);
  }
}

const ENTREGAS = { delivered: "entregue", read: "lida", failed: "falhou" } as const;

/** WhatsApp's delivery updates of sent replies. */
export async function receiveStatuses(db: Db, statuses: readonly WhatsappStatus[]): Promise<void> {
  for (const status of statuses) {
    const entrega = ENTREGAS[status.status as keyof typeof ENTREGAS];
    if (entrega) await markEntrega(db, status.id, entrega);
  }
}

const errorName = (error: unknown) =>
  error instanceof HttpError
    ? `HTTP ${error.status}`
    : error instanceof Error
      ? error.message.slice(0, 100)
      : "erro";

/** Tips handled in one round; a larger backlog goes in the next rounds. */
const BATCH = 100;

/**
 * Sends the answer of every answered tip that came through a channel, once: on WhatsApp
 * as text within 24 hours of the reader's last message, through the configured template
 * after that (or not at all without one). Marking the tip and queueing the reply happen
 * together. Answers how many were queued.
 */
export async function queueChannelAnswers(
  db: Db,
  config: Config,
  origin: string | undefined,
  now = new Date(),
): Promise<number> {
  if (!origin || (!config.whatsapp && !config.telegram)) return 0;
  let queued = 0;
  for (const record of await listAnsweredUntold(db, BATCH, "canal")) {
    const answer = toSugestaoPublica(record);
    const [check] = answer.fake_news ? await selectChecksForReply(db, [answer.fake_news.id]) : [];
    const texto = answerReply(answer, check, origin);
    if (!texto) continue;
    const contato = await findContatoOfSugestao(db, record.id);
    if (!contato) continue;
    const canal = contato.canal as CanalMensagem;
    const outsideWindow =
      canal === "whatsapp" &&
      now.getTime() - Date.parse(contato.ultima_entrada_em) > WHATSAPP_WINDOW_MS;
    const template = outsideWindow ? config.whatsapp?.answerTemplate : undefined;
    const sendable =
      contato.endereco !== null &&
      (!outsideWindow || template !== undefined) &&
      Boolean(config[canal]);
    const told = await db.transaction().execute(async (trx) => {
      if (!(await markAnswerTold(trx, record.id, now.toISOString()))) return false;
      if (sendable)
        await queueReply(
          trx,
          {
            canal,
            contatoId: contato.id,
            endereco: contato.endereco!,
            texto,
            tipo: "resposta",
            chave: `${canal}:resposta:${record.id}`,
            sugestaoId: record.id,
            opcoes: template ? { modelo: template } : undefined,
          },
          now,
        );
      await forgetEnderecoUnlessOwed(trx, contato.id);
      return sendable;
    });
    if (told) queued += 1;
  }
  return queued;
}

const BRASILIA_HOUR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Sao_Paulo",
  hour: "2-digit",
  hourCycle: "h23",
});
const BRASILIA_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/**
 * At the configured hour, queues the day's digest to every subscriber: the checks
 * verified since yesterday, or nothing when there are none. Each subscriber's digest of a
 * day has its own outbox key, so instances running this at once queue it once. WhatsApp
 * subscribers outside the 24-hour window get it only through the digest template.
 */
export async function queueDigest(
  db: Db,
  config: Config,
  origin: string | undefined,
  now = new Date(),
): Promise<number> {
  if (!origin || Number(BRASILIA_HOUR.format(now)) !== config.messagingDigestHour) return 0;
  const day = BRASILIA_DAY.format(now);
  const yesterday = BRASILIA_DAY.format(new Date(now.getTime() - 24 * HOUR_MS));
  const checks = (await selectLatestChecks(db, LATEST, now)).filter(
    (check) => check.data_verificacao >= yesterday,
  );
  if (checks.length === 0) return 0;
  const texto = `${latestReply(checks, origin, "Resumo do dia – as checagens mais recentes:")}\n\nPara cancelar, envie PARAR.`;
  let queued = 0;
  for (const subscriber of await listSubscribers(db)) {
    const canal = subscriber.canal as CanalMensagem;
    if (!config[canal]) continue;
    const outsideWindow =
      canal === "whatsapp" &&
      now.getTime() - Date.parse(subscriber.ultima_entrada_em) > WHATSAPP_WINDOW_MS;
    const template = outsideWindow ? config.whatsapp?.digestTemplate : undefined;
    if (outsideWindow && !template) continue;
    const sent = await db.transaction().execute((trx) =>
      queueReply(
        trx,
        {
          canal,
          contatoId: subscriber.id,
          endereco: subscriber.endereco!,
          texto,
          tipo: "resumo",
          chave: `${canal}:resumo:${subscriber.id}:${day}`,
          sugestaoId: null,
          opcoes: template ? { modelo: template } : undefined,
        },
        now,
      ),
    );
    if (sent) queued += 1;
  }
  return queued;
}

const NOT_A_CHANNEL_TIP = "Esta sugestão não veio por um canal de mensagens.";

type ContatoOfSugestao = NonNullable<Awaited<ReturnType<typeof findContatoOfSugestao>>>;

/**
 * Whether the desk may write freely to a tip's sender now (decision 081), and why not in
 * Portuguese: the channel on, the sender's number or chat id still kept, no PARAR since
 * its last message, and on WhatsApp within 24 hours of it. Outside them WhatsApp takes
 * only approved templates, which carry the tip's answer, never free text.
 */
export function freeReplyRule(
  config: Config,
  contato: ContatoOfSugestao,
  now: Date,
): Conversa["resposta_livre"] {
  const canal = contato.canal as CanalMensagem;
  const no = (motivo: string) => ({ permitida: false, motivo });
  if (!config[canal]) return no(`O ${NOMES[canal]} está desligado neste servidor.`);
  if (contato.parou_em !== null)
    return no(
      "O leitor enviou PARAR: não recebe mais mensagens do observatório até escrever de novo.",
    );
  if (contato.endereco === null)
    return no(
      canal === "whatsapp"
        ? "O número do leitor já não está guardado (a resposta da sugestão já foi dada, ou a retenção o apagou): não há para onde enviar."
        : "O chat do leitor já não está guardado (a resposta da sugestão já foi dada, ou a retenção o apagou): não há para onde enviar.",
    );
  if (
    canal === "whatsapp" &&
    now.getTime() - Date.parse(contato.ultima_entrada_em) > WHATSAPP_WINDOW_MS
  ) {
    const template = config.whatsapp?.answerTemplate;
    return no(
      `Passaram mais de 24 horas desde a última mensagem do leitor: o WhatsApp não aceita mais texto livre nesta conversa. ${
        template
          ? `Só a resposta da sugestão pode ir, pelo modelo aprovado «${template}», quando a sugestão for respondida.`
          : "Nenhum modelo de resposta está configurado (WHATSAPP_ANSWER_TEMPLATE), então nada pode ser enviado."
      }`,
    );
  }
  return { permitida: true, motivo: null };
}

/** The conversation of a tip that came through a channel, for the desk; 404 otherwise. */
export async function requireConversa(
  db: Db,
  config: Config,
  sugestaoId: number,
  now = new Date(),
): Promise<Conversa> {
  const conversa = await listConversa(db, sugestaoId);
  if (!conversa) throw notFound(NOT_A_CHANNEL_TIP);
  return {
    canal: conversa.contato.canal as CanalMensagem,
    resposta_livre: freeReplyRule(config, conversa.contato, now),
    mensagens: conversa.mensagens.map((mensagem) => ({
      ...mensagem,
      direcao: mensagem.direcao as "entrada" | "saida",
    })),
  };
}

/**
 * An editor's free reply to a tip's sender (decision 081): queued in the outbox (one
 * sender, retries, delivery state) and recorded in the conversation, when the platform's
 * rules allow it (409 with the reason otherwise). Answers the conversation with it.
 */
export async function sendFreeReply(
  db: Db,
  config: Config,
  sugestaoId: number,
  input: RespostaLivreInput,
  now = new Date(),
): Promise<Conversa> {
  const contato = await findContatoOfSugestao(db, sugestaoId);
  if (!contato) throw notFound(NOT_A_CHANNEL_TIP);
  const rule = freeReplyRule(config, contato, now);
  if (!rule.permitida || contato.endereco === null)
    throw conflict(rule.motivo ?? "Não é possível responder agora.");
  const canal = contato.canal as CanalMensagem;
  await db.transaction().execute((trx) =>
    queueReply(
      trx,
      {
        canal,
        contatoId: contato.id,
        endereco: contato.endereco!,
        texto: input.texto,
        tipo: "livre",
        chave: `${canal}:livre:${crypto.randomUUID()}`,
        sugestaoId,
      },
      now,
    ),
  );
  return requireConversa(db, config, sugestaoId, now);
}

/* Updates stored before the webhook answers, handled once afterwards (decision 081). */

/** What a stored update holds: a message, or WhatsApp's word on a sent reply. */
type Guardada = { tipo: "mensagem"; entrada: Entrada } | { tipo: "status"; status: WhatsappStatus };

/** The updates of a notification as they are stored, each with its platform key. */
export function guardadasOf(
  entradas: readonly Entrada[],
  statuses: readonly WhatsappStatus[] = [],
) {
  return [
    ...entradas.map((entrada) => ({
      canal: entrada.canal,
      chave: entrada.idExterno,
      dados: JSON.stringify({ tipo: "mensagem", entrada } satisfies Guardada),
    })),
    ...statuses.map((status) => ({
      canal: "whatsapp" as const,
      chave: `status:${status.id}:${status.status}`,
      dados: JSON.stringify({ tipo: "status", status } satisfies Guardada),
    })),
  ];
}

/**
 * Stores a notification's updates before the webhook answers 200, so an instance that
 * dies afterwards loses nothing; answers the ids to handle (a retry's are stored already).
 */
export function storeRecebidas(
  db: Db,
  guardadas: ReturnType<typeof guardadasOf>,
  origin: string,
  now = new Date(),
): Promise<number[]> {
  return insertRecebidas(db, guardadas, origin, now.toISOString());
}

/** How long an instance holds an update it handles: a file's fetch takes at most 30 s. */
const RECEBIDA_LEASE_MS = 2 * 60 * 1000;
/** How long after its arrival the pass takes an update its request did not finish. */
export const RECEBIDA_DELAY_MS = 30 * 1000;
/** An update that failed this many times is given up on, until the desk sends it back. */
export const RECEBIDA_MAX_TENTATIVAS = 5;

/**
 * Handles one stored update, once across instances: the instance that takes its lease
 * handles it and marks it handled; a failure is recorded and leaves it to a later pass,
 * until it has failed RECEBIDA_MAX_TENTATIVAS times: then it is given up on, kept with its
 * content and its error for the desk (decision 082). Answers whether this call handled it.
 */
export async function handleRecebida(
  deps: MessagingDeps,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const held = await claimRecebida(deps.db, id, now.toISOString(), leaseFrom(now));
  return held ? handleHeld(deps, held) : false;
}

const leaseFrom = (now: Date) => new Date(now.getTime() + RECEBIDA_LEASE_MS).toISOString();

type Held = NonNullable<Awaited<ReturnType<typeof claimRecebida>>>;

async function handleHeld({ db, config, logger }: MessagingDeps, held: Held): Promise<boolean> {
  try {
    const guardada = held.dados ? (JSON.parse(held.dados) as Guardada) : undefined;
    if (guardada?.tipo === "mensagem")
      await receiveEntrada({ db, config, logger }, guardada.entrada, held.origem);
    else if (guardada?.tipo === "status") await receiveStatuses(db, [guardada.status]);
    await finishRecebida(db, held.id, new Date().toISOString());
    return true;
  } catch (error) {
    // The error's words, never the update's: the desk reads them at /admin/caixa-saida.
    const erro = errorName(error);
    const givenUp = held.tentativas >= RECEBIDA_MAX_TENTATIVAS;
    logger.error(
      { canal: held.canal, tentativas: held.tentativas, erro },
      givenUp ? "message from a platform given up on" : "message from a platform not handled",
    );
    await failRecebida(db, held.id, erro, givenUp ? new Date().toISOString() : null);
    return false;
  }
}

/**
 * Sends an update given up on back (decision 082) and handles it at once: taking it back
 * and its lease is one conditional update, so a second click or another instance's pass
 * does not handle it too. A new failure counts as its first attempt and leaves it to the
 * pass. Answers false when the update was not one given up on.
 */
export async function retryRecebida(
  deps: MessagingDeps,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const held = await reopenRecebida(deps.db, id, leaseFrom(now));
  if (!held) return false;
  await handleHeld(deps, held);
  return true;
}

/**
 * The pass every instance runs: handles the updates stored more than RECEBIDA_DELAY_MS
 * ago and neither handled nor given up on (their instance died, or failed), each once.
 * Answers how many it handled. The retention deletes old rows (`deleteOldRecebidas`).
 */
export async function handlePendingRecebidas(
  deps: MessagingDeps,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - RECEBIDA_DELAY_MS).toISOString();
  let handled = 0;
  for (const id of await listPendingRecebidas(deps.db, before, at, BATCH)) {
    if (await handleRecebida(deps, id, now)) handled += 1;
  }
  return handled;
}
