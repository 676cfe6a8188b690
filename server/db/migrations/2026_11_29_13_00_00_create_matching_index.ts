import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.
// Decision 069 explains the design below.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** What the matching reads of a fact-check: a change to any of them queues it again. */
const MATCHED_COLUMNS = ["titulo", "alegacao", "lead", "conteudo", "fontes", "imagens"];

/*
 * The texts, links and image hashes of each fact-check are made by the application (the
 * folding of messages and the perceptual hash are TypeScript), so on both engines
 * triggers only queue the changed fact-check in `semelhanca_pendente`, within the
 * writing transaction, and every match first catches the index up from that queue.
 */
async function createSharedTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("semelhanca_pendente")
    .addColumn("fake_news_id", "integer", (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable("semelhanca_links")
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("fake_news_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("semelhanca_links_pk", ["link", "fake_news_id"])
    .execute();
  await db.schema
    .createIndex("semelhanca_links_fake_news_idx")
    .on("semelhanca_links")
    .column("fake_news_id")
    .execute();
  await db.schema
    .createTable("semelhanca_imagens")
    .addColumn("fake_news_id", "integer", (c) => c.notNull())
    .addColumn("media_hash", "text", (c) => c.notNull())
    .addColumn("phash", "text")
    .addPrimaryKeyConstraint("semelhanca_imagens_pk", ["fake_news_id", "media_hash"])
    .execute();
  await db.schema
    .createIndex("semelhanca_imagens_media_idx")
    .on("semelhanca_imagens")
    .column("media_hash")
    .execute();
  // The perceptual hashes of the images readers attached to their tips.
  await db.schema
    .createTable("semelhanca_anexos")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("phash", "text")
    .execute();
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await createSharedTables(db);
  // Row id = fact-check id × 4 + the field's number, so a fact-check's rows are deleted
  // by row id; FTS5's trigram tokenizer finds any three characters of the text.
  await sql`create virtual table semelhanca_fts using fts5(
    texto, tokenize = 'trigram'
  )`.execute(db);
  // How many rows hold each trigram: lookups search by the rarest of theirs.
  await sql`create virtual table semelhanca_fts_vocab using fts5vocab(semelhanca_fts, 'row')`.execute(
    db,
  );
  for (const [event, row, of] of [
    ["insert", "new", ""],
    ["update", "new", ` of ${MATCHED_COLUMNS.join(", ")}`],
    ["delete", "old", ""],
  ] as const) {
    await sql`create trigger ${sql.id(`fake_news_semelhanca_${event}`)} after ${sql.raw(event + of)} on fake_news
      begin
        insert or ignore into semelhanca_pendente (fake_news_id) values (${sql.raw(row)}.id);
      end`.execute(db);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await createSharedTables(db);
  await db.schema
    .createTable("semelhanca_textos")
    .addColumn("fake_news_id", "integer", (c) => c.notNull())
    .addColumn("campo", "integer", (c) => c.notNull())
    .addColumn("texto", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("semelhanca_textos_pk", ["fake_news_id", "campo"])
    .execute();
  // How many rows hold each trigram inside a word: lookups search by the rarest of theirs.
  await db.schema
    .createTable("semelhanca_trigramas")
    .addColumn("trigrama", "text", (c) => c.primaryKey())
    .addColumn("linhas", "integer", (c) => c.notNull())
    .execute();
  // Without the extension (a server without the contrib package, or a role that may not
  // create it) the texts are kept all the same and searched without an index.
  await sql`do $$
    begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm is not available (%); similar texts are found without an index', sqlerrm;
    end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (schema) {
    await sql`create index semelhanca_textos_texto_idx on semelhanca_textos
      using gin (texto ${sql.id(schema, "gin_trgm_ops")})`.execute(db);
  }
  await sql`create or replace function fake_news_semelhanca_enfileira() returns trigger
    language plpgsql as $$
      begin
        insert into semelhanca_pendente (fake_news_id)
        values (case when tg_op = 'DELETE' then old.id else new.id end)
        on conflict do nothing;
        return null;
      end $$`.execute(db);
  await sql`create trigger fake_news_semelhanca
    after insert or delete or update of ${sql.join(MATCHED_COLUMNS.map((column) => sql.id(column)))}
    on fake_news for each row execute function fake_news_semelhanca_enfileira()`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
  // The fact-checks already there wait for the first catch-up (decision 069).
  await sql`insert into semelhanca_pendente (fake_news_id) select id from fake_news`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists fake_news_semelhanca on fake_news`.execute(db);
    await sql`drop function if exists fake_news_semelhanca_enfileira()`.execute(db);
    await sql`drop table if exists semelhanca_trigramas`.execute(db);
    await sql`drop table if exists semelhanca_textos`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"])
      await sql`drop trigger if exists ${sql.id(`fake_news_semelhanca_${event}`)}`.execute(db);
    await sql`drop table if exists semelhanca_fts_vocab`.execute(db);
    await sql`drop table if exists semelhanca_fts`.execute(db);
  }
  for (const table of [
    "semelhanca_anexos",
    "semelhanca_imagens",
    "semelhanca_links",
    "semelhanca_pendente",
  ])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
