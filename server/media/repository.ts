import { sql, type Kysely } from "kysely";
import type { Database, NewMedia } from "../db/schema.ts";

const WEBP = "image/webp";

/**
 * Stores files in one statement, so a set of renditions appears all at once. A name that
 * is already stored (the same upload, perhaps by another instance) keeps its bytes and
 * is only marked as used again.
 */
export async function insertMedia(db: Kysely<Database>, rows: NewMedia[]): Promise<void> {
  await db
    .insertInto("media")
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .column("chave")
        .doUpdateSet({ last_used_at: (eb) => eb.ref("excluded.last_used_at") }),
    )
    .execute();
}

/**
 * Marks every stored rendition of the file with this content hash as used at `at`, so
 * the sweep spares it for a grace period. Answers how many rows it marked: 0 when
 * nothing is stored under this hash (any more).
 */
export async function markMediaUsed(
  db: Kysely<Database>,
  hash: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("media")
    .set({ last_used_at: at })
    .where("hash", "=", hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** When a row was last used; rows restored from archives older than the column have only `created_at`. */
const lastUsed = sql<string>`coalesce(last_used_at, created_at)`;

/** Content hashes none of whose renditions has been used since `cutoff`. */
export async function findMediaUnusedSince(
  db: Kysely<Database>,
  cutoff: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("media")
    .select("hash")
    .groupBy("hash")
    .having(sql<string>`max(${lastUsed})`, "<", cutoff)
    .execute();
  return rows.map((row) => row.hash);
}

/** SQLite and PostgreSQL both take this many parameters in one statement with room to spare. */
const DELETE_BATCH = 500;

/**
 * Deletes the files of these hashes, each only if still unused since `cutoff`: a write
 * that named one meanwhile has marked it, and the condition, checked by the delete
 * itself, then spares it. Idempotent: a second sweep deletes nothing more. Answers the
 * hash of each row it deleted (one per rendition).
 */
export async function deleteMediaUnusedSince(
  db: Kysely<Database>,
  hashes: string[],
  cutoff: string,
): Promise<string[]> {
  const deleted: string[] = [];
  for (let start = 0; start < hashes.length; start += DELETE_BATCH) {
    const rows = await db
      .deleteFrom("media")
      .where("hash", "in", hashes.slice(start, start + DELETE_BATCH))
      .where(lastUsed, "<", cutoff)
      .returning("hash")
      .execute();
    deleted.push(...rows.map((row) => row.hash));
  }
  return deleted;
}

/** Kysely's bookkeeping and the files themselves hold no references to files. */
const isContentTable = (name: string) => name !== "media" && !name.startsWith("kysely_");
/** Column types that can hold an address: text of any kind, and JSON. */
const TEXT_TYPE = /text|char|clob|json/i;
const MEDIA_PATH_PATTERN = "%/media/%";

/**
 * Every text value of every table (but `media`'s own) that contains `/media/`. The
 * tables and columns are read from the database itself, so a field or a table added by a
 * later migration is searched without anyone remembering to list it: forgetting one
 * would delete files that are in use.
 */
export async function findTextsNamingMedia(db: Kysely<Database>): Promise<string[]> {
  const texts: string[] = [];
  const tables = await db.introspection.getTables();
  for (const table of tables) {
    if (table.isView || !isContentTable(table.name)) continue;
    const columns = table.columns
      .filter((column) => TEXT_TYPE.test(column.dataType))
      .map((column) => column.name);
    if (columns.length === 0) continue;
    const name = table.schema ? `${table.schema}.${table.name}` : table.name;
    const asText = columns.map((column) => sql`cast(${sql.ref(column)} as text)`);
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(asText.map((value, index) => sql`${value} as ${sql.id(`c${index}`)}`))}
      from ${sql.table(name)}
      where ${sql.join(
        asText.map((value) => sql`${value} like ${MEDIA_PATH_PATTERN}`),
        sql` or `,
      )}`.execute(db);
    for (const row of rows) {
      for (const value of Object.values(row)) if (typeof value === "string") texts.push(value);
    }
  }
  return texts;
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
