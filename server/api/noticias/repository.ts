import type { Kysely } from "kysely";
import { ARTICLE_COLUMNS } from "../articles/repository.ts";
import type { Database } from "../../db/schema.ts";
import { collectionRepository } from "../table-repository.ts";

export const noticiaRepository = collectionRepository("noticias", [
  ...ARTICLE_COLUMNS,
  "video",
  "data_publicacao",
  "autor",
]);

export type NoticiaRecord = Awaited<ReturnType<typeof noticiaRepository.insert>>;

/** Newest first; the id breaks ties between items published in the same millisecond. */
export async function selectNoticias(
  db: Kysely<Database>,
  {
    limit,
    offset,
    exceptId,
    uf,
  }: { limit?: number; offset?: number; exceptId?: number; uf?: string } = {},
): Promise<NoticiaRecord[]> {
  let query = noticiaRepository.query(db).orderBy("data_publicacao", "desc").orderBy("id", "desc");
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  if (uf !== undefined) query = query.where("uf", "=", uf);
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}

export const countNoticias = noticiaRepository.count;

/** For the demo data, which moves items back in time. */
export const updateNoticiaRow = noticiaRepository.update;
