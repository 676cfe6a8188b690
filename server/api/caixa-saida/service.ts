import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { findMail, listMail, requeueFailedMail } from "../../mail/outbox.ts";
import { findRecebida, listRecebidasDesistidas } from "../../messaging/repository.ts";
import { retryRecebida, type MessagingDeps } from "../../messaging/service.ts";
import { pageOf, type Paged, type PagingQuery } from "../collection-paging.ts";
import {
  CAIXA_SAIDA_MESSAGES,
  type CaixaSaidaQuery,
  type Mensagem,
  type Recebida,
} from "./schema.ts";

type Row = NonNullable<Awaited<ReturnType<typeof findMail>>>;

const toMensagem = (row: Row): Mensagem => ({
  id: row.id,
  destinatario: row.destinatario,
  assunto: row.assunto,
  tipo: row.tipo,
  canal: row.canal,
  entrega: row.entrega,
  estado: row.estado,
  tentativas: row.tentativas,
  proximaTentativaEm: row.proxima_tentativa_em,
  ultimoErro: row.ultimo_erro,
  criadaEm: row.created_at,
  enviadaEm: row.enviada_em,
});

export async function listCaixaSaida(
  db: Kysely<Database>,
  query: CaixaSaidaQuery,
): Promise<Paged<Mensagem>> {
  const { rows, total } = await listMail(db, query.estado, pageOf(query, 50));
  return { items: rows.map(toMensagem), total };
}

/** Sends a failed message again: 404 for an unknown one, 409 for one that did not fail. */
export async function reenviarMensagem(db: Kysely<Database>, id: number): Promise<Mensagem> {
  if (!(await requeueFailedMail(db, id))) {
    if (!(await findMail(db, id))) throw notFound(CAIXA_SAIDA_MESSAGES.notFound);
    throw conflict(CAIXA_SAIDA_MESSAGES.naoFalhou);
  }
  const row = await findMail(db, id);
  if (!row) throw notFound(CAIXA_SAIDA_MESSAGES.notFound);
  return toMensagem(row);
}

type RecebidaRow = Awaited<ReturnType<typeof listRecebidasDesistidas>>["rows"][number] & {
  tratada_em?: string | null;
};

const toRecebida = (row: RecebidaRow): Recebida => ({
  id: row.id,
  canal: row.canal,
  estado: row.tratada_em ? "tratada" : row.desistida_em ? "desistida" : "pendente",
  recebidaEm: row.recebida_em,
  tentativas: row.tentativas,
  erro: row.erro,
  desistidaEm: row.desistida_em,
});

/** The platforms' updates given up on (decision 082), newest first. */
export async function listRecebidas(
  db: Kysely<Database>,
  query: PagingQuery,
): Promise<Paged<Recebida>> {
  const { rows, total } = await listRecebidasDesistidas(db, pageOf(query, 50));
  return { items: rows.map(toRecebida), total };
}

/**
 * Handles an update given up on again, at once: answers where it stands then (handled,
 * or waiting for the pass after a new failure). 404 for an unknown one, 409 for one not
 * given up on.
 */
export async function reprocessarRecebida(deps: MessagingDeps, id: number): Promise<Recebida> {
  if (!(await retryRecebida(deps, id))) {
    if (!(await findRecebida(deps.db, id))) throw notFound(CAIXA_SAIDA_MESSAGES.recebidaNotFound);
    throw conflict(CAIXA_SAIDA_MESSAGES.naoDesistida);
  }
  const row = await findRecebida(deps.db, id);
  if (!row) throw notFound(CAIXA_SAIDA_MESSAGES.recebidaNotFound);
  return toRecebida(row);
}
