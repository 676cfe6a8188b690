import type { Kysely } from "kysely";
import type { Database, NewNoticia, NoticiaRow, NoticiaUpdate } from "../../db/schema.ts";

const COLUMNS = [
  "id",
  "titulo",
  "subtitulo",
  "lead",
  "conteudo",
  "conclusao",
  "fontes",
  "tags",
  "imagens",
  "legendas",
  "alts",
  "video",
  "data_publicacao",
  "autor",
] as const;

export type NoticiaRecord = Pick<NoticiaRow, (typeof COLUMNS)[number]>;

/** Newest first; the id breaks ties between items published in the same millisecond. */
export async function selectNoticias(
  db: Kysely<Database>,
  { limit, exceptId }: { limit?: number; exceptId?: number } = {},
): Promise<NoticiaRecord[]> {
  let query = db
    .selectFrom("noticias")
    .select(COLUMNS)
    .orderBy("data_publicacao", "desc")
    .orderBy("id", "desc");
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function selectNoticiaById(
  db: Kysely<Database>,
  id: number,
): Promise<NoticiaRecord | undefined> {
  return db.selectFrom("noticias").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function insertNoticia(
  db: Kysely<Database>,
  values: NewNoticia,
): Promise<NoticiaRecord> {
  return db.insertInto("noticias").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateNoticiaRow(
  db: Kysely<Database>,
  id: number,
  values: NoticiaUpdate,
): Promise<NoticiaRecord | undefined> {
  return db
    .updateTable("noticias")
    .set(values)
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteNoticiaRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("noticias").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
