import type { Kysely } from "kysely";
import type { Database, NewMedia } from "../db/schema.ts";

const WEBP = "image/webp";

/**
 * Stores files in one statement, so a set of renditions appears all at once. A name that
 * is already stored (the same upload, perhaps by another instance) is left as it is.
 */
export async function insertMedia(db: Kysely<Database>, rows: NewMedia[]): Promise<void> {
  await db
    .insertInto("media")
    .values(rows)
    .onConflict((conflict) => conflict.column("chave").doNothing())
    .execute();
}

/** The largest stored rendition of the image with this content hash. */
export async function findLargestImage(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom("media")
    .select(["chave", "largura", "altura"])
    .where("hash", "=", hash)
    .where("content_type", "=", WEBP)
    .orderBy("largura", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Everything about a stored file but its bytes: enough to answer a conditional request. */
export async function findMediaInfo(db: Kysely<Database>, chave: string) {
  return db
    .selectFrom("media")
    .select(["chave", "hash", "content_type", "tamanho"])
    .where("chave", "=", chave)
    .executeTakeFirst();
}

export async function findMediaFile(db: Kysely<Database>, chave: string) {
  return db
    .selectFrom("media")
    .select(["chave", "hash", "content_type", "tamanho", "dados"])
    .where("chave", "=", chave)
    .executeTakeFirst();
}
