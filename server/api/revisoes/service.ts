import type { Kysely } from "kysely";
import type { SessionAdmin } from "../../auth/sessions.ts";
import type { Database } from "../../db/schema.ts";
import { conflict, notFound } from "../../http/errors.ts";
import {
  deleteRevisoes,
  insertRevisao,
  markRevisaoApplied,
  selectLatestNumbers,
  selectLatestRevisao,
  selectPendingAuthors,
  selectPendingRevisoes,
  selectRevisao,
  selectRevisoes,
  type RevisaoSummaryRow,
} from "./repository.ts";
import { REVISAO_MESSAGES, type Revisao, type RevisaoResumo } from "./schema.ts";

/*
 * Revisions of a collection's items (decision 038). Every save runs in one transaction
 * with the revision it makes: the item's latest number is read, compared with the one the
 * editor named, the item is written and revision n+1 is inserted. The key on
 * (tipo, item_id, numero) refuses a second save that read the same n, so of two saves
 * built on one revision exactly one is kept, on SQLite and on PostgreSQL alike.
 */

type Db = Kysely<Database>;

/**
 * How a conflict speaks of the item: "Esta notícia foi alterada" … "depois que você a
 * abriu", and what was refused (by default, the save).
 */
export type RevisaoWords = { changed: string; opened: string; refused?: string };

export const GENERIC_REVISAO_WORDS: RevisaoWords = {
  changed: "Este item foi alterado",
  opened: "depois que você o abriu",
};

/** Brasília time, as the site shows every date. */
const DAY = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});
const TIME = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** "Esta notícia foi alterada por Maria Editora em 24/11/2026 às 15:42, depois que você a abriu. …" */
export function conflictMessage(words: RevisaoWords, latest: RevisaoSummaryRow): string {
  const when = new Date(latest.created_at);
  const who = latest.administrador_nome ? ` por ${latest.administrador_nome}` : "";
  // CASE: an item saved before revisions were kept: nobody knows when it was.
  const at = Number.isNaN(when.getTime()) ? "" : ` em ${DAY.format(when)} às ${TIME.format(when)}`;
  const refused = words.refused ?? "Suas alterações não foram salvas.";
  return `${words.changed}${who}${at}, ${words.opened}. ${refused}`;
}

/** What an item saved before revisions were kept counts as: revision 1, by nobody known. */
const BEFORE_REVISIONS: RevisaoSummaryRow = {
  numero: 1,
  administrador_id: null,
  administrador_nome: null,
  created_at: "",
  pendente: 0,
};

function resumoOf(row: RevisaoSummaryRow): RevisaoResumo {
  return { ...row, pendente: Number(row.pendente) === 1 };
}

function staleError(words: RevisaoWords, latest: RevisaoSummaryRow) {
  return conflict(conflictMessage(words, latest), {
    revisao: String(latest.numero),
    ...(latest.administrador_nome ? { administrador_nome: latest.administrador_nome } : {}),
    created_at: latest.created_at,
  });
}

/** A second insert of the same (tipo, item_id, numero): another save came first. */
function isKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

export type RevisedSave<T> = {
  tipo: string;
  /** The item saved over; none for a creation. */
  itemId?: number;
  /** The revision the editor's form was built on; without it the save always applies. */
  base?: number;
  admin: SessionAdmin;
  words: RevisaoWords;
  /** Reads the item as the API answers it (for the state kept before the first revision). */
  find: (db: Db, id: number) => Promise<unknown>;
  /** The service's write, with the transaction as its database; undefined when there is no item. */
  save: (db: Db) => Promise<T | undefined>;
};

/** Tries a few times only when the caller named no revision (a plain API client). */
const ATTEMPTS_WITHOUT_BASE = 3;

/**
 * Runs the save and records its revision in the same transaction, answering the saved item
 * with its new revision number; 409 when `base` is not the item's latest revision.
 */
export async function saveRevised<T extends { id: number }>(
  db: Db,
  request: RevisedSave<T>,
): Promise<(T & { revisao: number }) | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => saveOnce(trx, request));
    } catch (error) {
      if (!isKeyViolation(error)) throw error;
      if (request.base === undefined && attempt < ATTEMPTS_WITHOUT_BASE) continue;
      const latest =
        request.itemId === undefined
          ? undefined
          : await selectLatestRevisao(db, request.tipo, request.itemId);
      if (!latest) throw error;
      throw staleError(request.words, latest);
    }
  }
}

async function saveOnce<T extends { id: number }>(
  trx: Db,
  { tipo, itemId, base, admin, words, find, save }: RevisedSave<T>,
): Promise<(T & { revisao: number }) | undefined> {
  let latestNumero = 0;
  if (itemId !== undefined) {
    const latest = await selectLatestRevisao(trx, tipo, itemId);
    // An item saved before revisions were kept counts as revision 1.
    latestNumero = latest?.numero ?? 1;
    if (base !== undefined && base !== latestNumero) {
      throw staleError(words, latest ?? BEFORE_REVISIONS);
    }
    if (!latest) {
      const before = await find(trx, itemId);
      if (before !== undefined) {
        await insertRevisao(trx, {
          tipo,
          item_id: itemId,
          numero: 1,
          administrador_id: null,
          administrador_nome: null,
          created_at: new Date().toISOString(),
          registro: JSON.stringify(before),
        });
      }
    }
  }
  const saved = await save(trx);
  if (saved === undefined) return undefined;
  const numero = latestNumero + 1;
  // A pending change (decision 061) is kept as its revision; the item's row did not change.
  const { pendente, ...registro } = saved as T & { pendente?: unknown };
  await insertRevisao(trx, {
    tipo,
    item_id: saved.id,
    numero,
    administrador_id: admin.id,
    administrador_nome: admin.nome,
    created_at: new Date().toISOString(),
    registro: JSON.stringify(registro),
    pendente: pendente === true ? 1 : 0,
  });
  return { ...saved, revisao: numero };
}

/** The item's latest revision number (1 for an item saved before revisions were kept). */
export async function latestRevisaoNumber(db: Db, tipo: string, itemId: number): Promise<number> {
  const latest = await selectLatestRevisao(db, tipo, itemId);
  return latest?.numero ?? 1;
}

/** The item with its latest revision number. */
export async function withRevisao<T extends { id: number }>(
  db: Db,
  tipo: string,
  item: T,
): Promise<T & { revisao: number }> {
  return { ...item, revisao: await latestRevisaoNumber(db, tipo, item.id) };
}

/**
 * A call that acts on what its caller read (an approval) names the revision it read: 409,
 * as a stale save, when that is not the item's latest.
 */
export async function requireLatestRevisao(
  db: Db,
  request: { tipo: string; itemId: number; base: number; words: RevisaoWords },
): Promise<void> {
  const latest = await selectLatestRevisao(db, request.tipo, request.itemId);
  if (request.base === (latest?.numero ?? 1)) return;
  throw staleError(request.words, latest ?? BEFORE_REVISIONS);
}

/** The same for a list, with one query. */
export async function withRevisoes<T extends { id: number }>(
  db: Db,
  tipo: string,
  items: T[],
): Promise<(T & { revisao: number })[]> {
  const numbers = await selectLatestNumbers(
    db,
    tipo,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, revisao: numbers.get(item.id) ?? 1 }));
}

/** Newest first; an item saved before revisions were kept and never since has none. */
export async function listRevisoes(db: Db, tipo: string, itemId: number): Promise<RevisaoResumo[]> {
  return (await selectRevisoes(db, tipo, itemId)).map(resumoOf);
}

/** One revision with its whole record; 404 for a number the item does not have. */
export async function findRevisao(
  db: Db,
  tipo: string,
  itemId: number,
  numero: number,
): Promise<Revisao<unknown>> {
  const row = await selectRevisao(db, tipo, itemId, numero);
  if (!row) throw notFound(REVISAO_MESSAGES.notFound);
  const { registro, ...summary } = row;
  return { ...resumoOf(summary), registro: JSON.parse(registro) as unknown };
}

/** A change of a published item waiting for its publication (decision 061). */
export type PendingChange<T = unknown> = Revisao<T>;

/** Each item's pending change, by item id (one query); items without one are absent. */
export async function findPendingChanges(
  db: Db,
  tipo: string,
  itemIds: number[],
): Promise<Map<number, PendingChange>> {
  const rows = await selectPendingRevisoes(db, tipo, itemIds);
  return new Map(
    rows.map(({ item_id, registro, ...summary }) => [
      Number(item_id),
      { ...resumoOf(summary), registro: JSON.parse(registro) as unknown },
    ]),
  );
}

/** The item's pending change, if its latest revision is one. */
export async function findPendingChange(
  db: Db,
  tipo: string,
  itemId: number,
): Promise<PendingChange | undefined> {
  return (await findPendingChanges(db, tipo, [itemId])).get(itemId);
}

/** The authors of an item's pending change: whoever saved it since its last publication. */
export const pendingChangeAuthors = selectPendingAuthors;

/** The pending revision `numero` is now the published item, recorded as `published`. */
export async function applyPendingRevisao(
  db: Db,
  tipo: string,
  itemId: number,
  numero: number,
  published: unknown,
): Promise<void> {
  await markRevisaoApplied(db, tipo, itemId, numero, JSON.stringify(published));
}

/** An item's revisions go with it: ids are never reused, but a deleted text should not linger. */
export const removeRevisoes = deleteRevisoes;
