import type { Request } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { pageOf, type Paged } from "../collection-paging.ts";
import * as repository from "./repository.ts";
import {
  AGENTE_MAX_LENGTH,
  NOTA_MAX_LENGTH,
  type RegistroEntrada,
  type RegistroQuery,
} from "./schema.ts";

/** One event of the audit log, as the code that saw it describes it. */
export type AuditEvent = {
  /** Who: the signed-in account, or the account a sign-in was for; null when none. */
  conta: { id: number; nome: string } | null;
  acao: string;
  tipo: string;
  itemId?: string | number | null;
  nota?: string | null;
};

/** The client address as Express resolves it (TRUST_PROXY, decision 023). */
function addressOf(req: Request): string | null {
  const ip = req.ip?.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");
  return ip || null;
}

const truncate = (text: string | null | undefined, max: number) =>
  text ? text.slice(0, max) : null;

/** Appends one row to the audit log: who, what, when and from where. */
export async function recordAudit(
  db: Kysely<Database>,
  event: AuditEvent,
  req: Request,
  now = new Date(),
): Promise<void> {
  await repository.insertRegistro(db, {
    criado_em: now.toISOString(),
    conta_id: event.conta?.id ?? null,
    conta_nome: event.conta?.nome ?? null,
    acao: event.acao,
    tipo: event.tipo,
    item_id: event.itemId === undefined || event.itemId === null ? null : String(event.itemId),
    nota: truncate(event.nota, NOTA_MAX_LENGTH),
    endereco: addressOf(req),
    agente: truncate(req.get("user-agent"), AGENTE_MAX_LENGTH),
  });
}

/** One page of the log, newest first, with the filters applied. */
export async function listRegistro(
  db: Kysely<Database>,
  query: RegistroQuery | undefined,
): Promise<Paged<RegistroEntrada>> {
  const page = pageOf(query);
  const filter: repository.RegistroFilter = {
    contaId: query?.conta,
    tipo: query?.tipo,
    acao: query?.acao,
    de: query?.de,
    ate: query?.ate,
  };
  const [rows, total] = await Promise.all([
    repository.selectRegistros(db, filter, page),
    repository.countRegistros(db, filter),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      criadoEm: row.criado_em,
      conta: row.conta_id === null ? null : { id: row.conta_id, nome: row.conta_nome },
      acao: row.acao,
      tipo: row.tipo,
      itemId: row.item_id,
      nota: row.nota,
      endereco: row.endereco,
      agente: row.agente,
    })),
  };
}
