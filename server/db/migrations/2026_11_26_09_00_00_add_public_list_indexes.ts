import { sql, type Kysely } from "kysely";

/*
 * Indexes for the public lists since the publication workflow (decision 037): every public
 * read filters on `estado = 'publicado'`, and the planners chose the workflow's
 * `(estado, publicar_em)` index for it, then sorted every published row to find the
 * newest twelve (29 ms for /api/noticias with 10,000 items on SQLite). These lead with
 * `estado` and follow the list's order, so a page reads its rows in order from the index;
 * `publicar_em` and the verdict ride along, so the due-time check and the public verdicts
 * are read from the index too. The workflow's index stays for the scheduler's due query.
 */

type Index = { name: string; table: string; columns: string[] };

const INDEXES: Index[] = [
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

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
