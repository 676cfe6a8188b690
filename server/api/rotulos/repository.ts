import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

const COLUMNS = ["slug", "nome", "cor", "icone", "definicao", "status"] as const;

export type RotuloRow = { [K in (typeof COLUMNS)[number]]: string };

/** The scale in its order. */
export function selectRotulos(db: Kysely<Database>): Promise<RotuloRow[]> {
  return db.selectFrom("rotulos").select(COLUMNS).orderBy("posicao").orderBy("slug").execute();
}

export function selectRotulo(db: Kysely<Database>, slug: string): Promise<RotuloRow | undefined> {
  return db.selectFrom("rotulos").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

/** Adds a rating at the end of the scale; undefined when the slug is taken. */
export async function insertRotulo(
  db: Kysely<Database>,
  values: RotuloRow,
  now: string,
): Promise<RotuloRow | undefined> {
  const last = await db
    .selectFrom("rotulos")
    .select((eb) => eb.fn.max("posicao").as("posicao"))
    .executeTakeFirst();
  return db
    .insertInto("rotulos")
    .values({
      ...values,
      posicao: Number(last?.posicao ?? -1) + 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function updateRotulo(
  db: Kysely<Database>,
  slug: string,
  values: Omit<RotuloRow, "slug">,
  now: string,
): Promise<RotuloRow | undefined> {
  return db
    .updateTable("rotulos")
    .set({ ...values, updated_at: now })
    .where("slug", "=", slug)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteRotuloRow(db: Kysely<Database>, slug: string): Promise<boolean> {
  const result = await db.deleteFrom("rotulos").where("slug", "=", slug).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many fact-checks, in any state, carry the rating. */
export async function countFakeNewsWithRotulo(db: Kysely<Database>, slug: string): Promise<number> {
  const row = await db
    .selectFrom("fake_news")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .where("rotulo", "=", slug)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
