import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { visibleNow } from "../articles/workflow.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import type { CorrecaoTipo } from "./schema.ts";

const COLUMNS = [
  "c.id",
  "c.noticia_id",
  "c.fake_news_id",
  "c.data",
  "c.erro",
  "c.mudanca",
  "c.status_anterior",
  "c.status_novo",
] as const;

/** Every correction with the title of its item (one of the two joins matches). */
function withItem(db: Kysely<Database>) {
  return db
    .selectFrom("correcoes as c")
    .leftJoin("noticias as n", "n.id", "c.noticia_id")
    .leftJoin("fake_news as f", "f.id", "c.fake_news_id")
    .select(COLUMNS)
    .select((eb) => eb.fn.coalesce("n.titulo", "f.titulo").as("titulo"));
}

export type CorrecaoRecord = Awaited<ReturnType<ReturnType<typeof withItem>["execute"]>>[number];

/**
 * The corrections of the items the public lists show: every news item, and the fake-news
 * entries with a public verdict (the same rule as their lists).
 */
const PUBLIC_STATUS = [...PUBLIC_FAKE_NEWS_STATUS];

/** An item readers may see: published and due (decision 037), and for a fact-check a public verdict. */
const publicItem = () =>
  sql<boolean>`((c.noticia_id is not null and ${visibleNow("n")}) or (f.status in (${sql.join(PUBLIC_STATUS)}) and ${visibleNow("f")}))`;

const itemColumn = (tipo: CorrecaoTipo) => (tipo === "noticia" ? "noticia_id" : "fake_news_id");

/** Newest first; among corrections of the same moment, the latest added first. */
export function selectPublicCorrecoes(
  db: Kysely<Database>,
  { limit, offset }: { limit: number; offset: number },
): Promise<CorrecaoRecord[]> {
  return withItem(db)
    .where(publicItem())
    .orderBy("c.data", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublicCorrecoes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("correcoes as c")
    .leftJoin("noticias as n", "n.id", "c.noticia_id")
    .leftJoin("fake_news as f", "f.id", "c.fake_news_id")
    .where(publicItem())
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One item's corrections, newest first. */
export function selectCorrecoesOfItem(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
): Promise<CorrecaoRecord[]> {
  return withItem(db)
    .where(`c.${itemColumn(tipo)}`, "=", itemId)
    .orderBy("c.data", "desc")
    .orderBy("c.id", "desc")
    .execute();
}

export function selectCorrecaoById(
  db: Kysely<Database>,
  id: number,
): Promise<CorrecaoRecord | undefined> {
  return withItem(db).where("c.id", "=", id).executeTakeFirst();
}

/** Whether the item exists (a correction must name one). */
/** Whether the item exists, and with `publicOnly` whether readers may see it (decision 037). */
export async function itemExists(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
  { publicOnly = false }: { publicOnly?: boolean } = {},
): Promise<boolean> {
  const table = tipo === "noticia" ? "noticias" : "fake_news";
  let query = db.selectFrom(table).select("id").where("id", "=", itemId);
  if (publicOnly) query = query.where(visibleNow());
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCorrecao(
  db: Kysely<Database>,
  values: {
    tipo: CorrecaoTipo;
    itemId: number;
    data: string;
    erro: string | null;
    mudanca: string | null;
    status_anterior?: string | null;
    status_novo?: string | null;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("correcoes")
    .values({
      noticia_id: values.tipo === "noticia" ? values.itemId : null,
      fake_news_id: values.tipo === "fake-news" ? values.itemId : null,
      data: values.data,
      erro: values.erro,
      mudanca: values.mudanca,
      status_anterior: values.status_anterior ?? null,
      status_novo: values.status_novo ?? null,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no correction with this id. */
export async function updateCorrecaoRow(
  db: Kysely<Database>,
  id: number,
  values: { data: string; erro: string; mudanca: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("correcoes")
    .set({ data: values.data, erro: values.erro, mudanca: values.mudanca, updated_at: values.now })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteCorrecaoRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("correcoes").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A fake-news entry's verdict as stored now (read inside the update's transaction). */
export function selectFakeNewsVerdict(
  db: Kysely<Database>,
  id: number,
): Promise<{ status: string; rotulo: string | null } | undefined> {
  return db
    .selectFrom("fake_news")
    .select(["status", "rotulo"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The newest correction's date of each corrected item of a kind: item id → date. */
export async function selectLatestCorrecaoDates(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
): Promise<Map<number, string>> {
  const column = itemColumn(tipo);
  const rows = await db
    .selectFrom("correcoes")
    .select([sql<number>`${sql.ref(column)}`.as("item_id"), (eb) => eb.fn.max("data").as("data")])
    .where(column, "is not", null)
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [Number(row.item_id), String(row.data)]));
}
