import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.
// Decision 030 explains the two designs below.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/*
 * SQLite: the text to index (rich text as plain words, Portuguese stems) can only be
 * made by the application, so triggers queue every changed article in `busca_pendente`
 * within the writing transaction, and the search catches the FTS5 index up from that
 * queue before it reads. Plain SQL triggers keep working for any connection that writes
 * (imports, manual fixes, restores), which a trigger calling an application function
 * would not.
 */
async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`create table busca_documentos (
    id integer primary key,
    tipo text not null,
    artigo_id integer not null,
    data text not null,
    status text,
    unique (tipo, artigo_id)
  )`.execute(db);
  // The row id of an indexed text is its busca_documentos id.
  await sql`create virtual table busca_fts using fts5(
    titulo, corpo, tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create table busca_pendente (
    tipo text not null,
    artigo_id integer not null,
    primary key (tipo, artigo_id)
  )`.execute(db);
  for (const [table, tipo] of [
    ["noticias", "noticia"],
    ["fake_news", "fake-news"],
  ] as const) {
    for (const [event, row] of [
      ["insert", "new"],
      ["update", "new"],
      ["delete", "old"],
    ] as const) {
      await sql`create trigger ${sql.id(`${table}_busca_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          insert or ignore into busca_pendente (tipo, artigo_id) values (${sql.lit(tipo)}, ${sql.raw(row)}.id);
        end`.execute(db);
    }
    await sql`insert into busca_pendente (tipo, artigo_id) select ${sql.lit(tipo)}, id from ${sql.table(table)}`.execute(
      db,
    );
  }
}

/** Tags that sit inside a word (`vaci<strong>na</strong>`) go without leaving a space. */
const INLINE_TAGS = "a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u";

/*
 * PostgreSQL: the `portuguese` text-search configuration stems, and `unaccent` folds
 * accents; triggers keep `busca_documentos` current in the writing transaction. Without
 * the extension (a server that lacks the contrib package, or a role that may not create
 * it), a fixed `translate` of Portuguese accents takes its place.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  // Functions outlive the tables a restore drops, hence `create or replace` below.
  // A failure inside the block is caught there, so the migration's transaction goes on.
  await sql`do $$
    begin
      create extension if not exists unaccent;
    exception when others then
      raise notice 'unaccent is not available (%); accents are folded with translate()', sqlerrm;
    end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const unaccentSchema = rows[0]?.schema;
  // The two-argument form names its dictionary, so it does not depend on search_path.
  const fold = unaccentSchema
    ? sql`${sql.id(unaccentSchema, "unaccent")}(${sql.lit(`${unaccentSchema}.unaccent`)}::regdictionary, lower(texto))`
    : sql`translate(lower(texto), 'áàâãäåéèêëíìîïóòôõöúùûüýÿçñ', 'aaaaaaeeeeiiiiooooouuuuyycn')`;
  await sql`create or replace function busca_dobra(texto text) returns text
    language sql immutable parallel safe
    as $$ select ${fold} $$`.execute(db);
  await sql`create or replace function busca_texto(html text) returns text
    language sql immutable parallel safe
    as $$ select replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(coalesce(html, ''), ${sql.lit(`</?(${INLINE_TAGS})(\\s[^>]*)?>`)}, '', 'gi'),
        '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&') $$`.execute(
    db,
  );
  await sql`create or replace function busca_documento(titulo text, corpo text) returns tsvector
    language sql stable parallel safe
    as $$ select
      setweight(to_tsvector('portuguese', busca_dobra(titulo)), 'A') ||
      setweight(to_tsvector('portuguese', busca_dobra(corpo)), 'D') $$`.execute(db);
  await sql`create table busca_documentos (
    tipo text not null,
    artigo_id integer not null,
    data text not null,
    status text,
    documento tsvector not null,
    primary key (tipo, artigo_id)
  )`.execute(db);
  await sql`create index busca_documentos_documento_idx on busca_documentos using gin (documento)`.execute(
    db,
  );

  const articles = [
    { table: "noticias", tipo: "noticia", data: "data_publicacao", status: sql`null` },
    { table: "fake_news", tipo: "fake-news", data: "data_verificacao", status: sql`new.status` },
  ];
  for (const { table, tipo, data, status } of articles) {
    const functionName = `${table}_busca_sincroniza`;
    await sql`create or replace function ${sql.id(functionName)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from busca_documentos where tipo = ${sql.lit(tipo)} and artigo_id = old.id;
          return old;
        end if;
        insert into busca_documentos (tipo, artigo_id, data, status, documento)
        values (${sql.lit(tipo)}, new.id, new.${sql.id(data)}, ${status}, busca_documento(
          new.titulo,
          concat_ws(' ', new.subtitulo, busca_texto(new.lead), busca_texto(new.conteudo),
            busca_texto(new.conclusao))))
        on conflict (tipo, artigo_id) do update
          set data = excluded.data, status = excluded.status, documento = excluded.documento;
        return new;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_busca`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function ${sql.id(functionName)}()`.execute(db);
    // Indexes the rows already there through the trigger itself.
    await sql`update ${sql.table(table)} set titulo = titulo`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ["noticias", "fake_news"]) {
      await sql`drop trigger if exists ${sql.id(`${table}_busca`)} on ${sql.table(table)}`.execute(
        db,
      );
      await sql`drop function if exists ${sql.id(`${table}_busca_sincroniza`)}()`.execute(db);
    }
    await sql`drop table if exists busca_documentos`.execute(db);
    await sql`drop function if exists busca_documento(text, text)`.execute(db);
    await sql`drop function if exists busca_texto(text)`.execute(db);
    await sql`drop function if exists busca_dobra(text)`.execute(db);
    return;
  }
  for (const table of ["noticias", "fake_news"])
    for (const event of ["insert", "update", "delete"])
      await sql`drop trigger if exists ${sql.id(`${table}_busca_${event}`)}`.execute(db);
  await sql`drop table if exists busca_pendente`.execute(db);
  await sql`drop table if exists busca_fts`.execute(db);
  await sql`drop table if exists busca_documentos`.execute(db);
}
