import { PostgresAdapter, sql, type Kysely } from "kysely";

/*
 * The topic pages (`/tema/<slug>`), the fake-news list's topic filter and `/api/temas`
 * match `tema_slugs` with a LIKE and read `tags`, which no index carried: with 10,000 news
 * items and 10,000 fact checks, each of a topic page's two counts read every public row
 * of its table (16-18 ms each on SQLite), and a page of `/tema/carga` took 40-110 ms to
 * load. The public list indexes of add_public_list_indexes now carry both columns after
 * their own, so those reads stay in the index (about 1 ms each).
 *
 * SQLite only: a PostgreSQL B-tree entry must fit in about 2.7 KB, and `tags` may hold
 * 1,000 characters, so an item with long tags could no longer be saved there. PostgreSQL
 * keeps the indexes it has.
 */

type Index = { name: string; table: string; columns: string[] };

const TOPIC_COLUMNS = ["tema_slugs", "tags"];

const BEFORE: Index[] = [
  {
    name: "noticias_public_list_idx",
    table: "noticias",
    columns: ["estado", "data_publicacao desc", "id desc", "publicar_em"],
  },
  {
    name: "fake_news_public_list_idx",
    table: "fake_news",
    columns: ["estado", "data_verificacao desc", "id desc", "status", "publicar_em"],
  },
  {
    name: "fake_news_public_status_idx",
    table: "fake_news",
    columns: ["estado", "status", "data_verificacao desc", "id desc", "publicar_em"],
  },
];

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function replace(db: Kysely<any>, indexes: Index[]): Promise<void> {
  for (const index of indexes) {
    await db.schema.dropIndex(index.name).execute();
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  await sql`analyze noticias`.execute(db);
  await sql`analyze fake_news`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await replace(
    db,
    BEFORE.map((index) => ({ ...index, columns: [...index.columns, ...TOPIC_COLUMNS] })),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await replace(db, BEFORE);
}
