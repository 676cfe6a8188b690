import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, RevisoesTable } from "../../db/schema.ts";
import { FAKE_NEWS_TAG } from "../fake-news/schema.ts";

type Db = Kysely<Database>;

const SUMMARY = [
  "numero",
  "administrador_id",
  "administrador_nome",
  "created_at",
  "pendente",
] as const;

export type RevisaoSummaryRow = Pick<Selectable<RevisoesTable>, (typeof SUMMARY)[number]>;

/** The item's revisions, newest first. */
function newestFirst(db: Db, tipo: string, itemId: number) {
  return db
    .selectFrom("revisoes")
    .select(SUMMARY)
    .where("tipo", "=", tipo)
    .where("item_id", "=", itemId)
    .orderBy("numero", "desc");
}

/** The item's latest revision, or undefined while it has none. */
export function selectLatestRevisao(
  db: Db,
  tipo: string,
  itemId: number,
): Promise<RevisaoSummaryRow | undefined> {
  return newestFirst(db, tipo, itemId).limit(1).executeTakeFirst();
}

/** The latest revision number of each of these items that has one. */
export async function selectLatestNumbers(
  db: Db,
  tipo: string,
  itemIds: number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("revisoes")
    .select(["item_id", (eb) => eb.fn.max("numero").as("numero")])
    .where("tipo", "=", tipo)
    .where("item_id", "in", itemIds)
    .groupBy("item_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.item_id), Number(row.numero)]));
}

/** Newest first. */
export function selectRevisoes(db: Db, tipo: string, itemId: number): Promise<RevisaoSummaryRow[]> {
  return newestFirst(db, tipo, itemId).execute();
}

export function selectRevisao(
  db: Db,
  tipo: string,
  itemId: number,
  numero: number,
): Promise<(RevisaoSummaryRow & { registro: string }) | undefined> {
  return db
    .selectFrom("revisoes")
    .select([...SUMMARY, "registro"])
    .where("tipo", "=", tipo)
    .where("item_id", "=", itemId)
    .where("numero", "=", numero)
    .executeTakeFirst();
}

/** Fails on a revision number the item already has (the table's key). */
export async function insertRevisao(db: Db, row: Insertable<RevisoesTable>): Promise<void> {
  await db.insertInto("revisoes").values(row).execute();
}

/**
 * The latest revision of each of these items when it is a pending change (decision 061),
 * with its record; items without one are absent.
 */
export async function selectPendingRevisoes(
  db: Db,
  tipo: string,
  itemIds: number[],
): Promise<(RevisaoSummaryRow & { item_id: number; registro: string })[]> {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom("revisoes as r")
    .select(["r.item_id", ...SUMMARY.map((column) => `r.${column}` as const), "r.registro"])
    .where("r.tipo", "=", tipo)
    .where("r.item_id", "in", itemIds)
    .where("r.pendente", "=", 1)
    .where((eb) =>
      eb(
        "r.numero",
        "=",
        eb
          .selectFrom("revisoes as latest")
          .select((inner) => inner.fn.max("latest.numero").as("numero"))
          .where("latest.tipo", "=", tipo)
          .whereRef("latest.item_id", "=", "r.item_id"),
      ),
    )
    .execute();
}

/** Who saved the pending revisions after the item's last applied one (the change's authors). */
export async function selectPendingAuthors(
  db: Db,
  tipo: string,
  itemId: number,
): Promise<number[]> {
  const rows = await newestFirst(db, tipo, itemId).execute();
  const authors = new Set<number>();
  for (const row of rows) {
    if (row.pendente !== 1) break;
    if (row.administrador_id !== null) authors.add(row.administrador_id);
  }
  return [...authors].sort((a, b) => a - b);
}

/** A pending revision made live: no longer pending, its record the item as published. */
export async function markRevisaoApplied(
  db: Db,
  tipo: string,
  itemId: number,
  numero: number,
  registro: string,
): Promise<void> {
  await db
    .updateTable("revisoes")
    .set({ pendente: 0, registro })
    .where("tipo", "=", tipo)
    .where("item_id", "=", itemId)
    .where("numero", "=", numero)
    .execute();
}

export async function deleteRevisoes(db: Db, tipo: string, itemId: number): Promise<void> {
  await db.deleteFrom("revisoes").where("tipo", "=", tipo).where("item_id", "=", itemId).execute();
}

/**
 * Deletes the revisions saved before `cutoff` (decision 067) but those still read: each
 * item's latest (its current state and the number the next save builds on), pending
 * changes and their earlier pending saves (decision 061), and a fact-check's saves since it
 * was last published, whose authors the second review excludes (decision 037). Answers
 * how many went; idempotent, so several instances may run it at once.
 */
export async function deleteRevisoesSavedBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom("revisoes")
    .where("revisoes.created_at", "<", cutoff)
    .where("revisoes.pendente", "=", 0)
    .where((eb) =>
      eb(
        "revisoes.numero",
        "<",
        eb
          .selectFrom("revisoes as latest")
          .select((inner) => inner.fn.max("latest.numero").as("numero"))
          .whereRef("latest.tipo", "=", "revisoes.tipo")
          .whereRef("latest.item_id", "=", "revisoes.item_id"),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("fake_news")
            .select("fake_news.id")
            .whereRef("fake_news.id", "=", "revisoes.item_id")
            .where("revisoes.tipo", "=", FAKE_NEWS_TAG)
            .where((inner) =>
              inner(
                "revisoes.numero",
                ">",
                inner.fn.coalesce("fake_news.revisao_publicada", inner.lit(0)),
              ),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
