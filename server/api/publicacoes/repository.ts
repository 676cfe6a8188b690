import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database, PublicacaoRow } from "../../db/schema.ts";
import type { OaiHeader, OaiSelection } from "./oai.ts";
import { collectionRepository } from "../table-repository.ts";

export const publicacaoRepository = collectionRepository("publicacoes", [
  "id",
  "titulo",
  "autores",
  "ano",
  "tipo",
  "veiculo",
  "resumo",
  "palavras_chave",
  "doi",
  "url",
  "pdf_url",
  "licenca",
  "subprojeto_id",
  "created_at",
  "updated_at",
]);

/**
 * A list's filters as the database compares them: the words and the author already folded
 * (lower case, no accents) as the `texto_busca` and `autores_busca` columns are.
 */
export type PublicacaoSelection = {
  ano?: number;
  tipo?: string;
  subprojeto?: number;
  /** Each must be found in the folded text. */
  palavras?: readonly string[];
  /** Must be found in one author's folded name. */
  autor?: string;
};

/** `%text%` for LIKE, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The one place the list's filters become SQL, for the page, its count and the files. */
function filterWhere(selection: PublicacaoSelection) {
  return (eb: ExpressionBuilder<Database, "publicacoes">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (selection.ano !== undefined) conditions.push(eb("ano", "=", selection.ano));
    if (selection.tipo !== undefined) conditions.push(eb("tipo", "=", selection.tipo));
    if (selection.subprojeto !== undefined)
      conditions.push(eb("subprojeto_id", "=", selection.subprojeto));
    for (const word of selection.palavras ?? [])
      conditions.push(sql<SqlBool>`texto_busca like ${containing(word)} escape '\\'`);
    // Names are kept one a line: a name typed with a line break matches no single author.
    if (selection.autor !== undefined)
      conditions.push(
        selection.autor.includes("\n")
          ? sql<SqlBool>`1 = 0`
          : sql<SqlBool>`autores_busca like ${containing(selection.autor)} escape '\\'`,
      );
    return eb.and(conditions);
  };
}

/** The publications the selection lets through, newest year first, then newest id. */
export function selectPublicacoes(
  db: Kysely<Database>,
  selection: PublicacaoSelection = {},
  page?: { limit: number; offset: number },
): Promise<PublicacaoRow[]> {
  let query = publicacaoRepository
    .query(db)
    .where(filterWhere(selection))
    .orderBy("ano", "desc")
    .orderBy("id", "desc");
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** How many publications the selection lets through. */
export async function countPublicacoes(
  db: Kysely<Database>,
  selection: PublicacaoSelection = {},
): Promise<number> {
  const row = await db
    .selectFrom("publicacoes")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .where(filterWhere(selection))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the filters can offer: the years, kinds and sub-projects that have publications. */
export async function selectPublicacaoOptions(db: Kysely<Database>): Promise<{
  anos: number[];
  tipos: string[];
  subprojetos: { id: number; nome: string }[];
}> {
  const [anos, tipos, subprojetos] = await Promise.all([
    db.selectFrom("publicacoes").select("ano").groupBy("ano").orderBy("ano", "desc").execute(),
    db.selectFrom("publicacoes").select("tipo").groupBy("tipo").execute(),
    db
      .selectFrom("subprojetos as s")
      .select(["s.id", "s.nome"])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("publicacoes as p").select("p.id").whereRef("p.subprojeto_id", "=", "s.id"),
        ),
      )
      .orderBy("s.data_inicio", "desc")
      .orderBy("s.id", "desc")
      .execute(),
  ]);
  return {
    anos: anos.map((row) => Number(row.ano)),
    tipos: tipos.map((row) => row.tipo),
    subprojetos,
  };
}

export async function subprojetoExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("subprojetos")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the media store holds the PDF with this content hash. */
export async function storedPdfExists(db: Kysely<Database>, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom("media")
    .select("hash")
    .where("hash", "=", hash)
    .where("content_type", "=", "application/pdf")
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps what OAI-PMH tells of a deleted publication (a second deletion of the id renews it). */
export async function insertTombstone(
  db: Kysely<Database>,
  tombstone: { id: number; tipo: string; removida_em: string },
): Promise<void> {
  await db
    .insertInto("publicacoes_removidas")
    .values(tombstone)
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet({ tipo: tombstone.tipo, removida_em: tombstone.removida_em }),
    )
    .execute();
}

/** An id whose tombstone a live publication outweighs (a restore of an older backup). */
const liveAgain = (eb: ExpressionBuilder<Database, "publicacoes_removidas">) =>
  eb.exists(
    eb
      .selectFrom("publicacoes as p")
      .select("p.id")
      .whereRef("p.id", "=", "publicacoes_removidas.id"),
  );

/** A tombstone by id, unless the id holds a publication again: the live row is what is true. */
export function findTombstone(
  db: Kysely<Database>,
  id: number,
): Promise<{ id: number; tipo: string; removida_em: string } | undefined> {
  return db
    .selectFrom("publicacoes_removidas")
    .select(["id", "tipo", "removida_em"])
    .where("id", "=", id)
    .where((eb) => eb.not(liveAgain(eb)))
    .executeTakeFirst();
}

/** The live publications and the tombstones of the others, as one list of headers. */
function oaiHeaders(db: Kysely<Database>, selection: OaiSelection) {
  const live = db
    .selectFrom("publicacoes")
    .select(["id", "tipo", "updated_at as stamp", sql<number>`0`.as("deleted")]);
  const gone = db
    .selectFrom("publicacoes_removidas")
    .select(["id", "tipo", "removida_em as stamp", sql<number>`1`.as("deleted")])
    .where((eb) => eb.not(liveAgain(eb)));
  const second = sql<string>`substr(h.stamp, 1, 19)`;
  return db.selectFrom(live.unionAll(gone).as("h")).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (selection.tipo !== undefined) conditions.push(eb("h.tipo", "=", selection.tipo));
    if (selection.from !== undefined) conditions.push(eb(second, ">=", selection.from));
    if (selection.until !== undefined) conditions.push(eb(second, "<=", selection.until));
    return eb.and(conditions);
  });
}

/** One page of the selection's headers by id, and how many there are in all. */
export async function selectOaiHeaders(
  db: Kysely<Database>,
  selection: OaiSelection,
  page: { limit: number; offset: number },
): Promise<{ headers: OaiHeader[]; total: number }> {
  const [rows, count] = await Promise.all([
    oaiHeaders(db, selection)
      .select(["h.id", "h.tipo", "h.stamp", "h.deleted"])
      .orderBy("h.id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    oaiHeaders(db, selection)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { headers: rows.map(toOaiHeader), total: Number(count.total) };
}

/** Every header OAI-PMH tells, by id: what a harvester that took everything holds. */
export async function selectAllOaiHeaders(db: Kysely<Database>): Promise<OaiHeader[]> {
  const rows = await oaiHeaders(db, {})
    .select(["h.id", "h.tipo", "h.stamp", "h.deleted"])
    .orderBy("h.id")
    .execute();
  return rows.map(toOaiHeader);
}

const toOaiHeader = (row: {
  id: number;
  tipo: string;
  stamp: string;
  deleted: number | string | bigint;
}): OaiHeader => ({
  id: row.id,
  tipo: row.tipo,
  updatedAt: row.stamp,
  deleted: Number(row.deleted) === 1,
});

/** Gives these publications `now` as the time they last changed: their OAI-PMH datestamp. */
export async function touchPublicacoes(
  db: Kysely<Database>,
  ids: readonly number[],
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("publicacoes").set({ updated_at: now }).where("id", "in", ids).execute();
}

/** The earliest datestamp of the repository, deletions included; null while it is empty. */
export async function selectEarliestOaiStamp(db: Kysely<Database>): Promise<string | null> {
  const row = await oaiHeaders(db, {})
    .select((eb) => eb.fn.min("h.stamp").as("earliest"))
    .executeTakeFirstOrThrow();
  return row.earliest ?? null;
}

/** The publications of these ids (the live records of one page). */
export function selectPublicacoesByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<PublicacaoRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return publicacaoRepository.query(db).where("id", "in", ids).execute();
}
