import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations are frozen snapshots: they use Kysely<any> and never import app code.

/*
 * The site search finds publications too (decisions 030 and 078): their title weighs as an
 * article's title; the authors' names, the keywords, the abstract and the venue are the
 * rest of the text. The year is the document's date, so among equal ranks newer years come
 * first. SQLite queues the changed rows for the application to index, as for articles;
 * PostgreSQL indexes them in its trigger.
 */

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const [event, row] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const) {
    // Not `insert or ignore`: deleting a sub-project sets its publications' link to null
    // through the foreign key, and SQLite runs that update's triggers under the deleting
    // statement's conflict policy (abort), which overrides the trigger's own.
    await sql`create trigger ${sql.id(`publicacoes_busca_${event}`)} after ${sql.raw(event)} on publicacoes
      begin
        insert into busca_pendente (tipo, artigo_id)
          select 'publicacao', ${sql.raw(row)}.id
          where not exists (
            select 1 from busca_pendente where tipo = 'publicacao' and artigo_id = ${sql.raw(row)}.id);
      end`.execute(db);
  }
  await sql`insert or ignore into busca_pendente (tipo, artigo_id) select 'publicacao', id from publicacoes`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create or replace function publicacoes_busca_sincroniza() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from busca_documentos where tipo = 'publicacao' and artigo_id = old.id;
        return old;
      end if;
      insert into busca_documentos (tipo, artigo_id, data, status, documento)
      values ('publicacao', new.id, new.ano::text, null, busca_documento(
        new.titulo,
        concat_ws(' ',
          (select string_agg(autor->>'nome', ' ') from jsonb_array_elements(new.autores::jsonb) autor),
          (select string_agg(palavra, ' ') from jsonb_array_elements_text(new.palavras_chave::jsonb) palavra),
          new.resumo,
          new.veiculo)))
      on conflict (tipo, artigo_id) do update
        set data = excluded.data, status = excluded.status, documento = excluded.documento;
      return new;
    end $$`.execute(db);
  await sql`create trigger publicacoes_busca
    after insert or update or delete on publicacoes
    for each row execute function publicacoes_busca_sincroniza()`.execute(db);
  // Indexes the rows already there through the trigger itself.
  await sql`update publicacoes set titulo = titulo`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists publicacoes_busca on publicacoes`.execute(db);
    await sql`drop function if exists publicacoes_busca_sincroniza()`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"])
      await sql`drop trigger if exists ${sql.id(`publicacoes_busca_${event}`)}`.execute(db);
    await sql`delete from busca_pendente where tipo = 'publicacao'`.execute(db);
    await sql`delete from busca_fts where rowid in (select id from busca_documentos where tipo = 'publicacao')`.execute(
      db,
    );
  }
  await sql`delete from busca_documentos where tipo = 'publicacao'`.execute(db);
}
