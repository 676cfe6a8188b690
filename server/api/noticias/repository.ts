import { sql, type Kysely } from "kysely";
import { COMPUTED_ARTICLE_OUTPUT } from "../articles/schema.ts";
import { COMPUTED_WORKFLOW_OUTPUT } from "../articles/workflow.ts";
import { forAudience, type Audience } from "../articles/visibility.ts";
import type { Database } from "../../db/schema.ts";
import { collectionRepository, columnsOf } from "../table-repository.ts";
import { NoticiaEditorSchema } from "./schema.ts";

/** Reads the column of every field the editors' answer has. */
export const noticiaRepository = collectionRepository(
  "noticias",
  columnsOf(NoticiaEditorSchema.shape, [...COMPUTED_ARTICLE_OUTPUT, ...COMPUTED_WORKFLOW_OUTPUT]),
);

export type NoticiaRecord = Awaited<ReturnType<typeof noticiaRepository.insert>>;

/**
 * Newest first; the id breaks ties between items published in the same millisecond.
 * Public readers get only what is published and due (decision 037).
 */
export async function selectNoticias(
  db: Kysely<Database>,
  {
    limit,
    offset,
    exceptId,
    uf,
    audience = "public",
  }: { limit?: number; offset?: number; exceptId?: number; uf?: string; audience?: Audience } = {},
): Promise<NoticiaRecord[]> {
  let query = forAudience(
    noticiaRepository.query(db).orderBy("data_publicacao", "desc").orderBy("id", "desc"),
    audience,
  );
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  if (uf !== undefined) query = query.where("uf", "=", uf);
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query.execute();
}

/** How many items `audience` may see. */
export async function countNoticias(
  db: Kysely<Database>,
  audience: Audience = "public",
): Promise<number> {
  const query = forAudience(
    db.selectFrom("noticias").select(sql<number | string | bigint>`count(*)`.as("total")),
    audience,
  );
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One item, only when `audience` may see it. */
export async function selectNoticiaFor(
  db: Kysely<Database>,
  id: number,
  audience: Audience,
): Promise<NoticiaRecord | undefined> {
  return forAudience(noticiaRepository.query(db).where("id", "=", id), audience).executeTakeFirst();
}

/** For the demo data, which moves items back in time. */
export const updateNoticiaRow = noticiaRepository.update;
