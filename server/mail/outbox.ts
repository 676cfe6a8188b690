import { EventEmitter } from "node:events";
import type { ExpressionBuilder, Kysely } from "kysely";
import { CANAIS_SAIDA, type EstadoMensagem } from "../api/caixa-saida/schema.ts";
import type { Database } from "../db/schema.ts";
import { composeMail, type MailContent } from "./message.ts";

/*
 * The outbox (decision 070): a message is a row written where it is caused, so a save
 * never waits for the mail server and a message outlives a mail server that is down. A
 * sender claims one due row at a time for a lease; only the instance that claimed it
 * sends it, and the lease lets another one take over if that instance dies.
 */

type Db = Kysely<Database>;

/**
 * How a message goes (decision 076): e-mail, or a reply on a messaging channel, sent by
 * the same sender through that channel's transport.
 */
export const CANAIS = CANAIS_SAIDA;
export type Canal = (typeof CANAIS)[number];

export type NewMail = MailContent & {
  /** `email` unless given; on a channel the message is the plain text alone. */
  canal?: Canal;
  /** An e-mail address, a WhatsApp number or a Telegram chat id. */
  destinatario: string;
  /** What the message is for; the admin view shows it. */
  tipo: string;
  /** Names a message that must go at most once: a second one with the same key is dropped. */
  chave?: string;
  /** An e-mail's extra headers; on a channel, the platform's options (a template's name). */
  cabecalhos?: Record<string, string>;
};

/**
 * Queues a message; answers whether it was queued (false when one with the same `chave`
 * already was). Pass the transaction of the write that causes it, so both or neither happen.
 */
export async function enqueueMail(db: Db, mail: NewMail, now = new Date()): Promise<boolean> {
  const { assunto, texto, html } = composeMail(mail);
  const canal = mail.canal ?? "email";
  const at = now.toISOString();
  const result = await db
    .insertInto("caixa_saida")
    .values({
      canal,
      destinatario: mail.destinatario,
      assunto,
      texto: canal === "email" ? texto : texto.trimEnd(),
      html: canal === "email" ? html : "",
      cabecalhos: JSON.stringify(mail.cabecalhos ?? {}),
      tipo: mail.tipo,
      chave: mail.chave ?? null,
      proxima_tentativa_em: at,
      created_at: at,
    })
    .onConflict((conflict) => conflict.column("chave").doNothing())
    .executeTakeFirst();
  const queued = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (queued) mailQueued.emit("queued");
  return queued;
}

/**
 * Told of each message this process queues, so its sender can go at once rather than at
 * its next round; messages queued by other instances wait for the round.
 */
const mailQueued = new EventEmitter();

export function onMailQueued(listener: () => void): () => void {
  mailQueued.on("queued", listener);
  return () => mailQueued.off("queued", listener);
}

/** A row of these channels no instance is sending and whose time has come. */
const dueAt =
  (at: string, canais: readonly Canal[]) => (eb: ExpressionBuilder<Database, "caixa_saida">) =>
    eb.and([
      eb("canal", "in", [...canais]),
      eb("estado", "=", "pendente"),
      eb("proxima_tentativa_em", "<=", at),
      eb.or([eb("em_envio_ate", "is", null), eb("em_envio_ate", "<=", at)]),
    ]);

export type ClaimedMail = {
  id: number;
  canal: Canal;
  destinatario: string;
  assunto: string;
  texto: string;
  html: string;
  cabecalhos: Record<string, string>;
  tentativas: number;
};

/**
 * Claims the oldest due message until `leaseUntil`, or answers undefined. The claim is one
 * conditional update: of two instances that pick the same row, the second finds it
 * leased once the first commits, updates nothing and claims nothing. Only the channels
 * this instance can send are claimed.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  leaseUntil: Date,
  canais: readonly Canal[] = ["email"],
): Promise<ClaimedMail | undefined> {
  if (canais.length === 0) return undefined;
  const free = dueAt(now.toISOString(), canais);
  const row = await db
    .updateTable("caixa_saida")
    .set((eb) => ({
      em_envio_ate: leaseUntil.toISOString(),
      tentativas: eb("tentativas", "+", 1),
    }))
    .where((eb) =>
      eb.and([
        eb(
          "id",
          "=",
          eb
            .selectFrom("caixa_saida")
            .select("id")
            .where(free)
            .orderBy("proxima_tentativa_em")
            .orderBy("id")
            .limit(1),
        ),
        free(eb),
      ]),
    )
    .returning([
      "id",
      "canal",
      "destinatario",
      "assunto",
      "texto",
      "html",
      "cabecalhos",
      "tentativas",
    ])
    .executeTakeFirst();
  return (
    row && {
      ...row,
      canal: row.canal as Canal,
      cabecalhos: JSON.parse(row.cabecalhos) as Record<string, string>,
    }
  );
}

/** A sent message; `idExterno` is the platform's id of it, which its delivery updates name. */
export async function markMailSent(
  db: Db,
  id: number,
  now: Date,
  idExterno?: string,
): Promise<void> {
  await db
    .updateTable("caixa_saida")
    .set({
      estado: "enviada",
      enviada_em: now.toISOString(),
      id_externo: idExterno ?? null,
      em_envio_ate: null,
      ultimo_erro: null,
    })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up on when that is undefined. */
export async function markMailFailed(
  db: Db,
  id: number,
  erro: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .updateTable("caixa_saida")
    .set({
      estado: retryAt ? "pendente" : "falhou",
      ...(retryAt ? { proxima_tentativa_em: retryAt.toISOString() } : {}),
      em_envio_ate: null,
      ultimo_erro: erro,
    })
    .where("id", "=", id)
    .execute();
}

const MENSAGEM_COLUMNS = [
  "id",
  "destinatario",
  "assunto",
  "tipo",
  "estado",
  "tentativas",
  "proxima_tentativa_em",
  "ultimo_erro",
  "created_at",
  "enviada_em",
  "canal",
  "entrega",
] as const;

/** The outbox, newest first, in one state or all; with the total. */
export async function listMail(
  db: Db,
  estado: EstadoMensagem | undefined,
  page: { offset: number; limit: number },
) {
  const filtered = () =>
    db
      .selectFrom("caixa_saida")
      .$if(estado !== undefined, (query) => query.where("estado", "=", estado!));
  const [rows, count] = await Promise.all([
    filtered()
      .select(MENSAGEM_COLUMNS)
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Puts a message given up on back in the queue, due at once with its attempts counted
 * from zero. Answers false when the message is not one that failed.
 */
export async function requeueFailedMail(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("caixa_saida")
    .set({ estado: "pendente", tentativas: 0, proxima_tentativa_em: now.toISOString() })
    .where("id", "=", id)
    .where("estado", "=", "falhou")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findMail(db: Db, id: number) {
  return db
    .selectFrom("caixa_saida")
    .select(MENSAGEM_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Deletes the messages sent, or given up on, before `cutoff` (decision 070): the outbox
 * keeps an address only as long as a failure may need looking into. Answers how many.
 */
export async function deleteMailDoneBefore(db: Db, cutoff: Date): Promise<number> {
  const at = cutoff.toISOString();
  const result = await db
    .deleteFrom("caixa_saida")
    .where((eb) =>
      eb.or([
        eb.and([eb("estado", "=", "enviada"), eb("enviada_em", "<", at)]),
        eb.and([eb("estado", "=", "falhou"), eb("created_at", "<", at)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
