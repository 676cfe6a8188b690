import { sql, type Kysely } from "kysely";
import { visibleNow } from "../api/articles/workflow.ts";
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

/**
 * The columns that can name a stored file, each written only by signed-in accounts: the
 * images, PDF addresses, links and rich text of the content, and each revision's stored
 * record (decision 038). Free text from outside (the audit log's User-Agent, a tip's
 * text or link, a contact message) is never read: anyone could write a /media/ address
 * there and keep that file forever. A migration that adds a column able to hold a /media/
 * address adds it here, or the sweep deletes the files it names; `media-columns.test.ts`
 * fails on any text column that is neither here nor listed there as never naming media.
 */
export const MEDIA_NAMING_COLUMNS = {
  noticias: ["lead", "conteudo", "conclusao", "fontes", "imagens"],
  fake_news: ["lead", "conteudo", "conclusao", "fontes", "verdades", "imagens"],
  subprojetos: ["resumo", "pdf_url"],
  publicacoes: ["pdf_url"],
  membros: ["biografia", "foto"],
  newsletters: ["pdf_link", "pdf_url"],
  sobre_projeto: ["conteudo", "descricao", "objetivos", "metodologia"],
  paginas_institucionais: ["conteudo"],
  rodape_instituicoes: ["logo"],
  revisoes: ["registro"],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T] & string)[] };

const MEDIA_PATH_PATTERN = "%/media/%";

/** Every value of the columns that can name a stored file that contains `/media/`. */
export async function findTextsNamingMedia(db: Kysely<Database>): Promise<string[]> {
  const texts: string[] = [];
  for (const [table, columns] of Object.entries(MEDIA_NAMING_COLUMNS)) {
    const asText = columns.map((column) => sql`cast(${sql.ref(column)} as text)`);
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(asText.map((value, index) => sql`${value} as ${sql.id(`c${index}`)}`))}
      from ${sql.table(table)}
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

/**
 * What readers see of each table that can name a stored file: the articles only once
 * published and due; every other table holds only what editors wrote for the public.
 * Revisions are never read: a draft's record names files no reader sees.
 */
const PUBLISHED_ROWS: {
  [T in Exclude<keyof typeof MEDIA_NAMING_COLUMNS, "revisoes">]: "workflow" | "all";
} = {
  noticias: "workflow",
  fake_news: "workflow",
  subprojetos: "all",
  publicacoes: "all",
  membros: "all",
  newsletters: "all",
  sobre_projeto: "all",
  paginas_institucionais: "all",
  rodape_instituicoes: "all",
};

/** Whether content readers can see names the file with this content hash, in any rendition. */
export async function isNamedByPublishedContent(
  db: Kysely<Database>,
  hash: string,
  now = new Date(),
): Promise<boolean> {
  // The hash is hex, so it holds none of LIKE's wildcards.
  const pattern = `%/media/${hash}.%`;
  for (const [table, rows] of Object.entries(PUBLISHED_ROWS)) {
    const columns = MEDIA_NAMING_COLUMNS[table as keyof typeof PUBLISHED_ROWS];
    const naming = sql.join(
      columns.map((column) => sql`cast(${sql.ref(column)} as text) like ${pattern}`),
      sql` or `,
    );
    const visible = rows === "workflow" ? sql`and ${visibleNow(undefined, now)}` : sql``;
    const found =
      await sql`select 1 from ${sql.table(table)} where (${naming}) ${visible} limit 1`.execute(db);
    if (found.rows.length > 0) return true;
  }
  return false;
}

/** Makes every rendition of the file with this content hash public, for good. */
export async function makeMediaPublic(db: Kysely<Database>, hash: string): Promise<void> {
  await db.updateTable("media").set({ privado: 0 }).where("hash", "=", hash).execute();
}

/**
 * The content hashes of the tips' attachments. An attachment is named by the SHA-256 of
 * its bytes, as an upload is, so an editor who stores a tip's file as media keeps it while
 * the tip is kept. The tip's text and link are never read (see above).
 */
export async function findTipAttachmentHashes(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("sugestoes")
    .select("anexo_hash")
    .where("anexo_hash", "is not", null)
    .distinct()
    .execute();
  return rows.flatMap((row) => (row.anexo_hash === null ? [] : [row.anexo_hash]));
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
    .select(["chave", "hash", "content_type", "tamanho", "privado"])
    .where("chave", "=", chave)
    .executeTakeFirst();
}

export async function findMediaFile(db: Kysely<Database>, chave: string) {
  return db
    .selectFrom("media")
    .select(["chave", "hash", "content_type", "tamanho", "privado", "dados"])
    .where("chave", "=", chave)
    .executeTakeFirst();
}
