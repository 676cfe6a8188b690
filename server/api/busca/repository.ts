import { PostgresAdapter, sql, type Kysely } from "kysely";
import { richTextToText } from "../../content/rich-text.ts";
import type { Database } from "../../db/schema.ts";
import { visibleNow } from "../articles/workflow.ts";
import { FAKE_NEWS_STATUS } from "../fake-news/schema.ts";
import type { BuscaTipo } from "./schema.ts";
import { indexText } from "./text.ts";

/*
 * The only queries of the search (decision 030). Both engines keep one row per article
 * in busca_documentos; the words are in SQLite's FTS5 table busca_fts or in PostgreSQL's
 * `documento` column, kept by the triggers of the 2026_11_24_12_30_00 migration.
 */

type Db = Kysely<Database>;

/** Title matches count this many times a match in the rest of the text (SQLite's bm25). */
const TITLE_WEIGHT = 10;
/** Queued articles indexed per transaction (about 25-50 ms of work on a 2-core machine). */
const CATCH_UP_BATCH = 100;

const SOURCES = {
  noticia: { table: "noticias", date: "data_publicacao" },
  "fake-news": { table: "fake_news", date: "data_verificacao" },
  publicacao: { table: "publicacoes", date: "ano" },
} as const;

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * What an article is searched and shown by. A publication's plain text (its authors,
 * keywords, abstract and venue) is its `subtitulo`, with no rich text.
 */
export type ArticleText = {
  tipo: BuscaTipo;
  id: number;
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  data: string;
  status: string | null;
  /** A fake-news entry's rating (decision 052); null for news and entries without one. */
  rotulo: string | null;
};

/** The articles of one type with these ids, in no particular order. */
export async function selectArticleTexts(
  db: Db,
  tipo: BuscaTipo,
  ids: readonly number[],
): Promise<ArticleText[]> {
  if (ids.length === 0) return [];
  if (tipo === "publicacao") {
    const rows = await db
      .selectFrom("publicacoes")
      .select(["id", "titulo", "autores", "palavras_chave", "resumo", "veiculo", "ano"])
      .where("id", "in", ids)
      .execute();
    return rows.map((row) => ({
      tipo,
      id: row.id,
      titulo: row.titulo,
      subtitulo: publicacaoText(row),
      lead: "",
      conteudo: "",
      conclusao: null,
      data: String(row.ano),
      status: null,
      rotulo: null,
    }));
  }
  if (tipo === "noticia") {
    const rows = await db
      .selectFrom("noticias")
      .select(["id", "titulo", "subtitulo", "lead", "conteudo", "conclusao", "data_publicacao"])
      .where("id", "in", ids)
      .execute();
    return rows.map(({ data_publicacao, ...row }) => ({
      ...row,
      tipo,
      data: data_publicacao,
      status: null,
      rotulo: null,
    }));
  }
  const rows = await db
    .selectFrom("fake_news")
    .select([
      "id",
      "titulo",
      "subtitulo",
      "lead",
      "conteudo",
      "conclusao",
      "data_verificacao",
      "status",
      "rotulo",
    ])
    .where("id", "in", ids)
    .execute();
  return rows.map(({ data_verificacao, ...row }) => ({ ...row, tipo, data: data_verificacao }));
}

function jsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The authors' names, keywords, abstract and venue: what PostgreSQL's trigger indexes too. */
function publicacaoText(row: {
  autores: string;
  palavras_chave: string;
  resumo: string | null;
  veiculo: string | null;
}): string {
  const names = jsonList(row.autores).flatMap((autor) =>
    typeof autor === "object" &&
    autor !== null &&
    typeof (autor as { nome?: unknown }).nome === "string"
      ? [(autor as { nome: string }).nome]
      : [],
  );
  const keywords = jsonList(row.palavras_chave).filter((word) => typeof word === "string");
  return [names.join(", "), keywords.join(", "), row.resumo ?? "", row.veiculo ?? ""]
    .filter((part) => part !== "")
    .join(" · ");
}

/** The words of an article other than its title, as plain text. */
export function bodyText(article: ArticleText): string {
  return [
    article.subtitulo ?? "",
    richTextToText(article.lead),
    richTextToText(article.conteudo),
    richTextToText(article.conclusao ?? ""),
  ]
    .filter((part) => part !== "")
    .join(" ");
}

/**
 * SQLite: indexes the articles the triggers queued since the last call, in batches of
 * CATCH_UP_BATCH. Taking a batch from the queue and writing its index happen in one
 * transaction, so a failure leaves that batch queued. The embedded database has one
 * connection and a transaction holds it: between batches the reads that waited for it
 * run, so a long queue (a restore, a bulk import: 20,000 articles take seconds) does not
 * stop every page until it is all indexed.
 */
export async function catchUpSqliteIndex(db: Db): Promise<number> {
  const waiting = await db.selectFrom("busca_pendente").select("tipo").limit(1).execute();
  if (waiting.length === 0) return 0;
  let indexed = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ tipo: BuscaTipo; artigo_id: number }>`
        delete from busca_pendente
        where rowid in (select rowid from busca_pendente limit ${CATCH_UP_BATCH})
        returning tipo, artigo_id`.execute(trx);
      for (const tipo of Object.keys(SOURCES) as BuscaTipo[]) {
        const ids = rows.filter((row) => row.tipo === tipo).map((row) => row.artigo_id);
        if (ids.length > 0) await indexArticles(trx, tipo, ids);
      }
      return rows.length;
    });
    indexed += taken;
    if (taken < CATCH_UP_BATCH) return indexed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Writes the index rows of these articles anew (SQLite), inside the caller's transaction. */
async function indexArticles(trx: Db, tipo: BuscaTipo, ids: number[]): Promise<void> {
  await sql`delete from busca_fts where rowid in (
      select id from busca_documentos where tipo = ${tipo} and artigo_id in (${sql.join(ids)}))`.execute(
    trx,
  );
  await trx
    .deleteFrom("busca_documentos")
    .where("tipo", "=", tipo)
    .where("artigo_id", "in", ids)
    .execute();
  for (const article of await selectArticleTexts(trx, tipo, ids)) {
    // The row id exists only on SQLite, so the table type leaves it out.
    const inserted = await sql<{ id: number }>`insert into busca_documentos
        (tipo, artigo_id, data, status)
      values (${tipo}, ${article.id}, ${article.data}, ${article.status})
      returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    await sql`insert into busca_fts (rowid, titulo, corpo)
      values (${id}, ${indexText(article.titulo)}, ${indexText(bodyText(article))})`.execute(trx);
  }
}

export type SearchFilters = { tipo?: BuscaTipo; status?: string };
export type SearchHit = { tipo: BuscaTipo; artigo_id: number };

/**
 * Articles a reader may find: news, and fake-news entries in any status the site knows
 * (those still being checked included: their pages are public, decision 055), once
 * published and due. The index holds drafts too: the state and time are read from the
 * article at query time (decision 037), so a scheduled item is found from its time on.
 * Publications have no drafts: every one in the repository is public (decision 078).
 */
function filtersSql(filters: SearchFilters) {
  const conditions = [
    sql`(d.tipo in ('noticia', 'publicacao') or d.status in (${sql.join([...FAKE_NEWS_STATUS])}))`,
    sql`(d.tipo = 'publicacao'
      or (d.tipo = 'noticia' and exists (select 1 from noticias a where a.id = d.artigo_id and ${visibleNow("a")}))
      or (d.tipo = 'fake-news' and exists (select 1 from fake_news a where a.id = d.artigo_id and ${visibleNow("a")})))`,
  ];
  if (filters.tipo) conditions.push(sql`d.tipo = ${filters.tipo}`);
  if (filters.status) conditions.push(sql`d.tipo = 'fake-news' and d.status = ${filters.status}`);
  return sql.join(conditions, sql` and `);
}

/**
 * SQLite: every stem must be found; titles weigh TITLE_WEIGHT times the rest. bm25 is
 * lower for better matches.
 */
async function searchSqlite(
  db: Db,
  stems: readonly string[],
  filters: SearchFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  await catchUpSqliteIndex(db);
  // Stems hold only letters and digits; quoted, none is read as FTS5 syntax.
  const match = stems.map((stem) => `"${stem}"`).join(" ");
  const from = sql`busca_fts join busca_documentos d on d.id = busca_fts.rowid
    where busca_fts match ${match} and ${filtersSql(filters)}`;
  const counted = await sql<{ total: number }>`select count(*) as total from ${from}`.execute(db);
  const { rows } = await sql<SearchHit>`
    select d.tipo, d.artigo_id from ${from}
    order by bm25(busca_fts, ${TITLE_WEIGHT}, 1.0), d.data desc, d.artigo_id desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { total: Number(counted.rows[0]?.total ?? 0), hits: rows };
}

/**
 * PostgreSQL: the `portuguese` configuration stems the folded query as the triggers
 * stemmed the folded text; title words carry weight A, the rest D.
 */
async function searchPostgres(
  db: Db,
  query: string,
  filters: SearchFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  const from = sql`busca_documentos d, plainto_tsquery('portuguese', busca_dobra(${query})) q
    where d.documento @@ q and ${filtersSql(filters)}`;
  const counted = await sql<{
    total: string;
  }>`select count(*) as total from ${from}`.execute(db);
  const { rows } = await sql<SearchHit>`
    select d.tipo, d.artigo_id from ${from}
    order by ts_rank(d.documento, q) desc, d.data desc, d.artigo_id desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { total: Number(counted.rows[0]?.total ?? 0), hits: rows };
}

export function searchArticleIds(
  db: Db,
  query: { text: string; stems: readonly string[] },
  filters: SearchFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; hits: SearchHit[] }> {
  return isPostgres(db)
    ? searchPostgres(db, query.text, filters, page)
    : searchSqlite(db, query.stems, filters, page);
}
