import type { Kysely } from "kysely";
import type { Database, RevisoesTable } from "../../db/schema.ts";

type Db = Kysely<Database>;

const SUMMARY = ["numero", "administrador_id", "administrador_nome", "created_at"] as const;

export type RevisaoSummaryRow = Pick<RevisoesTable, (typeof SUMMARY)[number]>;

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
export async function insertRevisao(db: Db, row: RevisoesTable): Promise<void> {
  await db.insertInto("revisoes").values(row).execute();
}

export async function deleteRevisoes(db: Db, tipo: string, itemId: number): Promise<void> {
  await db.deleteFrom("revisoes").where("tipo", "=", tipo).where("item_id", "=", itemId).execute();
}
