import { sql, type Kysely } from "kysely";

/*
 * Indexes that match every list's order (and the public fake-news filter), so a page of a
 * long list is read from the index instead of sorting the whole table. The single-column
 * indexes on the news and fake-news dates are replaced by ones that include the tiebreak.
 */

type Index = { name: string; table: string; columns: string[] };

const INDEXES: Index[] = [
  {
    name: "noticias_list_order_idx",
    table: "noticias",
    columns: ["data_publicacao desc", "id desc"],
  },
  {
    name: "fake_news_list_order_idx",
    table: "fake_news",
    columns: ["data_verificacao desc", "id desc"],
  },
  {
    name: "fake_news_status_list_order_idx",
    table: "fake_news",
    columns: ["status", "data_verificacao desc", "id desc"],
  },
  {
    name: "subprojetos_list_order_idx",
    table: "subprojetos",
    columns: ["data_inicio desc", "id desc"],
  },
  {
    name: "newsletters_list_order_idx",
    table: "newsletters",
    columns: ["ano desc", "mes desc", "id desc"],
  },
  { name: "membros_cargo_idx", table: "membros", columns: ["cargo", "nome"] },
  {
    name: "contato_mensagens_list_order_idx",
    table: "contato_mensagens",
    columns: ["created_at desc", "id desc"],
  },
];

const REPLACED = [
  { name: "noticias_data_publicacao_idx", table: "noticias", column: "data_publicacao" },
  { name: "fake_news_data_verificacao_idx", table: "fake_news", column: "data_verificacao" },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  for (const index of REPLACED) await db.schema.dropIndex(index.name).execute();
  // Fresh statistics let both planners pick the new indexes at once.
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of REPLACED) {
    await db.schema.createIndex(index.name).on(index.table).column(index.column).execute();
  }
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
