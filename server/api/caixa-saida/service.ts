import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { findMail, listMail, requeueFailedMail } from "../../mail/outbox.ts";
import { pageOf, type Paged } from "../collection-paging.ts";
import { CAIXA_SAIDA_MESSAGES, type CaixaSaidaQuery, type Mensagem } from "./schema.ts";

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
