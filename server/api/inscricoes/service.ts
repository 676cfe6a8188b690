import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { hashToken } from "../../auth/sessions.ts";
import type { Database } from "../../db/schema.ts";
import type { MailContent } from "../../mail/message.ts";
import { enqueueMail, type NewMail } from "../../mail/outbox.ts";
import type { Newsletter } from "../newsletters/schema.ts";
import * as repository from "./repository.ts";
import { HONEYPOT_FIELD, type InscricaoContagem, type InscricaoInput } from "./schema.ts";

/*
 * Newsletter subscriptions (decision 071). Subscribing answers the same whatever the
 * address is (new, waiting or confirmed), so the form cannot tell who is subscribed; a
 * waiting address gets a confirmation link at most once a day, a confirmed one nothing.
 * Every message carries an unsubscribe token of its own, kept only hashed: following it
 * deletes the address. An edition goes once to each confirmed address when it is created.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** A waiting address gets at most one confirmation link in this time. */
export const CONFIRMATION_RESEND_MS = DAY_MS;

export const INSCRICAO_PATHS = {
  confirm: "/newsletters/confirmar",
  unsubscribe: "/newsletters/sair",
  oneClick: "/api/inscricoes/sair",
} as const;

/** The budget per client address of the API call and the page forms, counted together. */
export const INSCRICAO_RATE_LIMIT = {
  name: "inscricoes",
  limit: 10,
  windowMs: 15 * 60 * 1000,
} as const;

const newToken = () => crypto.randomBytes(32).toString("base64url");

type Db = Kysely<Database>;

/**
 * The headers (RFC 8058 one-click) and the body link that let the reader leave from a
 * message, with that message's unsubscribe token; the caller stores the token's hash.
 */
function unsubscribeParts(origin: string, token: string) {
  const query = `?token=${token}`;
  return {
    cabecalhos: {
      "List-Unsubscribe": `<${origin}${INSCRICAO_PATHS.oneClick}${query}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    rodapeLink: {
      texto: "Cancelar a inscrição",
      url: `${origin}${INSCRICAO_PATHS.unsubscribe}${query}`,
    },
  } satisfies Partial<NewMail>;
}

/**
 * Takes a subscription request; answers whether a confirmation link was queued (for the
 * tests: the caller answers the same either way). A robot's request (the hidden field
 * filled) stores and sends nothing.
 */
export async function subscribe(
  db: Db,
  input: InscricaoInput,
  origin: string,
  { resumoSemanal = false }: { resumoSemanal?: boolean } = {},
  now = new Date(),
): Promise<boolean> {
  const what = resumoSemanal
    ? "as edições mensais da newsletter e o resumo semanal das novas checagens"
    : "as edições mensais da newsletter";
  if (input[HONEYPOT_FIELD]) return false;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await repository.deleteExpiredInscricoes(trx, at);
    await repository.insertInscricao(trx, input.email, at);
    const inscricao = await repository.findInscricaoByEmail(trx, input.email);
    if (!inscricao || inscricao.confirmada_em !== null) return false;
    const token = newToken();
    const renewed = await repository.renewConfirmation(trx, inscricao.id, {
      hash: hashToken(token),
      expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString(),
      now: at,
      sentAfter: new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString(),
    });
    if (!renewed) return false;
    const saida = newToken();
    await repository.insertSaidaToken(trx, inscricao.id, hashToken(saida), at);
    await enqueueMail(
      trx,
      {
        destinatario: inscricao.email,
        tipo: "inscricao",
        assunto: "Confirme sua inscrição na newsletter do observatório",
        paragrafos: [
          `Recebemos um pedido para enviar a ${inscricao.email} ${what} do Observatório de Desinformação e Fake News da Amazônia.`,
          "Para confirmar, abra o link abaixo e use o botão “Confirmar inscrição”. O link vale por 7 dias.",
          "Se não foi você, ignore este e-mail: sem a confirmação, o endereço não recebe nada e é apagado.",
        ],
        link: {
          texto: "Confirmar a inscrição",
          url: `${origin}${INSCRICAO_PATHS.confirm}?token=${token}`,
        },
        rodape: resumoSemanal
          ? "Usamos este endereço apenas para enviar as edições da newsletter e o resumo semanal; você pode cancelar a qualquer momento."
          : "Usamos este endereço apenas para enviar as edições da newsletter; você pode cancelar a qualquer momento.",
        ...unsubscribeParts(origin, saida),
      },
      now,
    );
    return true;
  });
}

/** Confirms the address of a live confirmation link; false for a used, expired or unknown one. */
export async function confirmSubscription(db: Db, token: string, now = new Date()) {
  return repository.confirmInscricao(db, hashToken(token), now.toISOString());
}

/** Deletes the address an unsubscribe token names; false when there is none (any more). */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  return db
    .transaction()
    .execute((trx) => repository.deleteInscricaoBySaidaToken(trx, hashToken(token)));
}

export async function countSubscriptions(db: Db): Promise<InscricaoContagem> {
  return repository.countInscricoes(db);
}

/**
 * Queues a message for every confirmed address, each with its own unsubscribe token. Its
 * outbox key is `chave` and the address's hash: an address that was sent it is skipped,
 * however often this runs and on however many instances. Answers how many were queued.
 */
export async function sendToSubscribers(
  db: Db,
  message: { tipo: string; chave: string; content: MailContent },
  origin: string,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  let queued = 0;
  for (const inscricao of await repository.listConfirmedInscricoes(db)) {
    const saida = newToken();
    const sent = await enqueueMail(
      db,
      {
        ...message.content,
        destinatario: inscricao.email,
        tipo: message.tipo,
        chave: `${message.chave}:${hashToken(inscricao.email)}`,
        ...unsubscribeParts(origin, saida),
      },
      now,
    );
    if (!sent) continue;
    await repository.insertSaidaToken(db, inscricao.id, hashToken(saida), at);
    queued += 1;
  }
  return queued;
}

/** Queues `newsletter` for every confirmed address, in `db` (the transaction that saves it). */
export function sendEdition(
  db: Db,
  newsletter: Newsletter,
  origin: string,
  now = new Date(),
): Promise<number> {
  const mes = String(newsletter.mes).padStart(2, "0");
  return sendToSubscribers(
    db,
    {
      tipo: "newsletter",
      chave: `newsletter:${newsletter.id}`,
      content: {
        assunto: `Newsletter ${mes}/${newsletter.ano}: ${newsletter.titulo}`,
        paragrafos: [
          `Saiu a edição ${mes}/${newsletter.ano} da newsletter do Observatório de Desinformação e Fake News da Amazônia: ${newsletter.titulo}.`,
          ...(newsletter.descricao ? [newsletter.descricao] : []),
        ],
        link: { texto: "Ler a edição", url: `${origin}/newsletters` },
        rodape:
          "Você recebe esta mensagem porque confirmou a inscrição na newsletter. Usamos seu endereço apenas para enviar as edições.",
      },
    },
    origin,
    now,
  );
}
