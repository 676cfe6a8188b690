import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { FAKE_NEWS_MESSAGES } from "../fake-news/schema.ts";
import { NOTICIA_MESSAGES } from "../noticias/schema.ts";
import { findRotulo } from "../rotulos/service.ts";
import {
  countPublicCorrecoes,
  deleteCorrecaoRow,
  insertCorrecao,
  itemExists,
  selectCorrecaoById,
  selectCorrecoesOfItem,
  selectFakeNewsVerdict,
  selectPublicCorrecoes,
  updateCorrecaoRow,
  type CorrecaoRecord,
} from "./repository.ts";
import {
  CORRECAO_MESSAGES,
  type Correcao,
  type CorrecaoInput,
  type CorrecaoTipo,
} from "./schema.ts";

export { selectLatestCorrecaoDates as latestCorrecaoDates } from "./repository.ts";

const ITEM_NOT_FOUND: Record<CorrecaoTipo, string> = {
  noticia: NOTICIA_MESSAGES.notFound,
  "fake-news": FAKE_NEWS_MESSAGES.notFound,
};

export function correcaoRowToCorrecao(row: CorrecaoRecord): Correcao {
  const noticia = row.noticia_id !== null;
  return {
    id: row.id,
    tipo: noticia ? "noticia" : "fake-news",
    item_id: Number(noticia ? row.noticia_id : row.fake_news_id),
    titulo: row.titulo ?? "",
    data: row.data,
    erro: row.erro,
    mudanca: row.mudanca,
    status_anterior: row.status_anterior,
    status_novo: row.status_novo,
  };
}

/** One page of every correction the public pages show, newest first, and how many there are. */
export async function listCorrecoesPage(
  db: Kysely<Database>,
  page: Page,
): Promise<Paged<Correcao>> {
  const [rows, total] = await Promise.all([
    selectPublicCorrecoes(db, { limit: page.limit, offset: page.offset }),
    countPublicCorrecoes(db),
  ]);
  return { items: rows.map(correcaoRowToCorrecao), total };
}

/** An item's corrections, newest first; an unknown item answers 404. */
export async function listCorrecoesOfItem(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
  { publicOnly }: { publicOnly: boolean },
): Promise<Correcao[]> {
  // A draft's corrections are as unknown to readers as the draft itself.
  if (!(await itemExists(db, tipo, itemId, { publicOnly }))) throw notFound(ITEM_NOT_FOUND[tipo]);
  return (await selectCorrecoesOfItem(db, tipo, itemId)).map(correcaoRowToCorrecao);
}

/** An item's corrections for its page, newest first (the page has found the item already). */
export async function findCorrecoesOfItem(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
): Promise<Correcao[]> {
  return (await selectCorrecoesOfItem(db, tipo, itemId)).map(correcaoRowToCorrecao);
}

async function requireCorrecao(db: Kysely<Database>, id: number): Promise<Correcao> {
  const row = await selectCorrecaoById(db, id);
  if (!row) throw notFound(CORRECAO_MESSAGES.notFound);
  return correcaoRowToCorrecao(row);
}

export async function createCorrecao(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
  input: CorrecaoInput,
): Promise<Correcao> {
  if (!(await itemExists(db, tipo, itemId))) throw notFound(ITEM_NOT_FOUND[tipo]);
  const id = await insertCorrecao(db, {
    tipo,
    itemId,
    data: input.data,
    erro: input.erro,
    mudanca: input.mudanca,
    now: new Date().toISOString(),
  });
  return requireCorrecao(db, id);
}

/** Replaces the texts and the date; the verdicts recorded by the server stay. */
export async function updateCorrecao(
  db: Kysely<Database>,
  id: number,
  input: CorrecaoInput,
): Promise<Correcao> {
  const updated = await updateCorrecaoRow(db, id, { ...input, now: new Date().toISOString() });
  if (!updated) throw notFound(CORRECAO_MESSAGES.notFound);
  return requireCorrecao(db, id);
}

export async function deleteCorrecao(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteCorrecaoRow(db, id))) throw notFound(CORRECAO_MESSAGES.notFound);
}

/** A rating's name as the scale spells it now, else its slug; "sem classificação" for none. */
async function rotuloName(db: Kysely<Database>, slug: string | null): Promise<string> {
  if (slug === null) return "sem classificação";
  return (await findRotulo(db, slug))?.nome ?? slug;
}

/**
 * Called by a fake-news write that changes what readers saw, inside its transaction and
 * before it writes: when the new verdict differs from the stored one, records a
 * correction with both (its texts empty until an editor writes them). A rating changed
 * within the same status (decision 052) is recorded too, its change written out in
 * `mudanca`, which the editor may rewrite. Nothing happens for an unknown entry or the
 * same verdict and rating. `rotulo` undefined: the write keeps the stored one.
 */
export async function recordVerdictChange(
  trx: Kysely<Database>,
  fakeNewsId: number,
  next: { status: string; rotulo?: string | null },
  now: string,
): Promise<void> {
  const current = await selectFakeNewsVerdict(trx, fakeNewsId);
  if (current === undefined) return;
  const rotulo = next.rotulo === undefined ? current.rotulo : next.rotulo;
  const statusChanged = current.status !== next.status;
  if (!statusChanged && current.rotulo === rotulo) return;
  const mudanca = statusChanged
    ? null
    : `Classificação alterada de «${await rotuloName(trx, current.rotulo)}» para «${await rotuloName(trx, rotulo)}».`;
  await insertCorrecao(trx, {
    tipo: "fake-news",
    itemId: fakeNewsId,
    data: now,
    erro: null,
    mudanca,
    status_anterior: statusChanged ? current.status : null,
    status_novo: statusChanged ? next.status : null,
    now,
  });
}
