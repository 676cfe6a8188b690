import type { Kysely } from "kysely";
import { fold } from "../../content/fold-text.ts";
import type { Database, PublicacaoRow } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { MEDIA_PATH } from "../../media/urls.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { collectionService } from "../collection-service.ts";
import { parseStringList } from "../lists.ts";
import type { OaiHeader, OaiItem, OaiSource } from "./oai.ts";
import {
  insertTombstone,
  selectAllOaiHeaders,
  touchPublicacoes,
  countPublicacoes,
  publicacaoRepository,
  selectPublicacaoOptions,
  selectPublicacoes,
  selectPublicacoesByIds,
  selectEarliestOaiStamp,
  selectOaiHeaders,
  findTombstone,
  type PublicacaoSelection,
  storedPdfExists,
  subprojetoExists,
} from "./repository.ts";
import {
  PUBLICACAO_MESSAGES,
  PUBLICACAO_TIPOS,
  type Autor,
  type Publicacao,
  type PublicacaoFilters,
  type PublicacaoInput,
  type PublicacaoTipo,
} from "./schema.ts";

function parseAutores(text: string): Autor[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (typeof item !== "object" || item === null) return [];
      const { nome, endereco } = item as Record<string, unknown>;
      if (typeof nome !== "string") return [];
      return [{ nome, endereco: typeof endereco === "string" ? endereco : null }];
    });
  } catch {
    return [];
  }
}

/** The one place a row becomes the contract's publication. */
export function toPublicacao(row: PublicacaoRow): Publicacao {
  return {
    id: row.id,
    titulo: row.titulo,
    autores: parseAutores(row.autores),
    ano: Number(row.ano),
    tipo: row.tipo,
    veiculo: row.veiculo,
    resumo: row.resumo,
    palavrasChave: parseStringList(row.palavras_chave),
    doi: row.doi,
    url: row.url,
    pdfUrl: row.pdf_url,
    licenca: row.licenca,
    subprojetoId: row.subprojeto_id,
  };
}

const collection = collectionService(publicacaoRepository, toPublicacao);

/** The references a write names must exist: the sub-project, and the PDF in the media store. */
async function toColumns(db: Kysely<Database>, input: PublicacaoInput, now: string) {
  const details: Record<string, string> = {};
  // CASE: a sub-project deleted while the form was open, or an id typed by hand.
  if (input.subprojetoId !== null && !(await subprojetoExists(db, input.subprojetoId)))
    details.subprojetoId = PUBLICACAO_MESSAGES.subprojeto;
  // CASE: an address of the right shape naming no stored PDF (an image's hash, a typo).
  if (input.pdfUrl !== null) {
    const hash = input.pdfUrl.slice(MEDIA_PATH.length, -".pdf".length);
    if (!(await storedPdfExists(db, hash))) details.pdfUrl = PUBLICACAO_MESSAGES.pdfAusente;
  }
  if (Object.keys(details).length > 0) throw badRequest(details);
  return {
    titulo: input.titulo,
    autores: JSON.stringify(input.autores),
    ano: input.ano,
    tipo: input.tipo,
    veiculo: input.veiculo,
    resumo: input.resumo,
    palavras_chave: JSON.stringify(input.palavrasChave),
    doi: input.doi,
    url: input.url,
    pdf_url: input.pdfUrl,
    licenca: input.licenca,
    subprojeto_id: input.subprojetoId,
    texto_busca: fold(
      [
        input.titulo,
        ...input.autores.map((autor) => autor.nome),
        input.veiculo ?? "",
        input.resumo ?? "",
        ...input.palavrasChave,
        input.doi ?? "",
      ].join(" "),
    ),
    autores_busca: fold(input.autores.map((autor) => autor.nome).join("\n")),
    updated_at: now,
  };
}

/*
 * Lists filter and page in the database (decision 078): the words and the author are
 * compared folded (any case, any accent) with the columns every save writes folded.
 */

/** The address's filters as the database compares them. */
function selectionOf(filters: Partial<PublicacaoFilters>): PublicacaoSelection {
  const palavras = filters.q === undefined ? [] : fold(filters.q).split(/\s+/).filter(Boolean);
  return {
    ano: filters.ano,
    tipo: filters.tipo,
    subprojeto: filters.subprojeto,
    palavras,
    autor: filters.autor === undefined ? undefined : fold(filters.autor),
  };
}

/** Every publication, newest year first, then newest id. */
export async function listPublicacoes(db: Kysely<Database>): Promise<Publicacao[]> {
  return (await selectPublicacoes(db)).map(toPublicacao);
}

/** Every publication that passes the filters, newest first (the citation files of a list). */
export async function filterPublicacoes(
  db: Kysely<Database>,
  filters: Partial<PublicacaoFilters>,
): Promise<Publicacao[]> {
  return (await selectPublicacoes(db, selectionOf(filters))).map(toPublicacao);
}

/** One page of the publications that pass the filters, and how many pass them. */
export async function listPublicacoesPage(
  db: Kysely<Database>,
  page: Pick<Page, "limit" | "offset">,
  filters: Partial<PublicacaoFilters> = {},
): Promise<Paged<Publicacao>> {
  const selection = selectionOf(filters);
  const [rows, total] = await Promise.all([
    selectPublicacoes(db, selection, page),
    countPublicacoes(db, selection),
  ]);
  return { items: rows.map(toPublicacao), total };
}

export const findPublicacaoById = collection.findById;

export function createPublicacao(db: Kysely<Database>, input: PublicacaoInput) {
  return collection.create(db, (now) => toColumns(db, input, now));
}

export function updatePublicacao(db: Kysely<Database>, id: number, input: PublicacaoInput) {
  return collection.updateExisting(db, id, (_existing, now) => toColumns(db, input, now));
}

/**
 * Deletes a publication and keeps its tombstone for OAI-PMH (decision 078), in one
 * transaction; false when there was none with this id.
 */
export function removePublicacao(db: Kysely<Database>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const existing = await publicacaoRepository.selectById(trx, id);
    if (!existing || !(await collection.remove(trx, id))) return false;
    await insertTombstone(trx, { id, tipo: existing.tipo, removida_em: new Date().toISOString() });
    return true;
  });
}

/** The years (newest first), kinds and sub-projects that have publications: the filters' options. */
export async function listPublicacaoOptions(db: Kysely<Database>): Promise<{
  anos: number[];
  tipos: PublicacaoTipo[];
  subprojetos: { id: number; nome: string }[];
}> {
  const options = await selectPublicacaoOptions(db);
  // In the list's order of kinds, as the form shows them.
  const tipos = PUBLICACAO_TIPOS.filter((tipo) => options.tipos.includes(tipo));
  return { ...options, tipos };
}

/**
 * The repository as OAI-PMH reads it (decision 078): each answer queries only what it
 * tells, one page of a list or one item, the filters in SQL. The e-mail is the site's.
 */
export function oaiSource(db: Kysely<Database>): Omit<OaiSource, "adminEmail"> {
  return {
    earliestDatestamp: () => selectEarliestOaiStamp(db),
    async find(id) {
      const row = await publicacaoRepository.selectById(db, id);
      if (row) return { ...toPublicacao(row), updatedAt: row.updated_at };
      const tombstone = await findTombstone(db, id);
      return tombstone && { ...tombstoneHeader(tombstone), deleted: true };
    },
    listHeaders: (selection, page) => selectOaiHeaders(db, selection, page),
    async records(headers) {
      const live = headers.filter((item) => !item.deleted).map((item) => item.id);
      const rows = new Map(
        (await selectPublicacoesByIds(db, live)).map((row) => [row.id, row] as const),
      );
      return headers.flatMap((item): OaiItem[] => {
        if (item.deleted) return [{ ...item, deleted: true }];
        const row = rows.get(item.id);
        // A publication deleted between the two queries drops out of this page.
        return row ? [{ ...toPublicacao(row), updatedAt: row.updated_at }] : [];
      });
    },
  };
}

/**
 * Keeps OAI-PMH's incremental harvests true after a restore replaced the repository
 * (decision 078), by comparing what it told before with what it holds now. A publication
 * that is new, back or not as it was gets the restore's time as its datestamp; one that
 * is gone gets a tombstone of that time; a deletion the archive does not know of keeps
 * its tombstone. A restore into an empty repository told no one anything: it keeps the
 * archive's datestamps.
 */
export async function keepOaiHarvestsTrue(
  db: Kysely<Database>,
  before: readonly OaiHeader[],
  now = new Date().toISOString(),
): Promise<void> {
  if (before.length === 0) return;
  const told = new Map(before.map((header) => [header.id, header] as const));
  const after = new Map((await selectAllOaiHeaders(db)).map((header) => [header.id, header]));
  await inTransaction(db, async (trx) => {
    for (const old of before) {
      const current = after.get(old.id);
      if (current && !current.deleted) continue;
      // CASE: a deletion the archive lacks, or holds as earlier than harvesters were told.
      if (old.deleted && current && current.updatedAt >= old.updatedAt) continue;
      const removidaEm = old.deleted ? old.updatedAt : now;
      await insertTombstone(trx, { id: old.id, tipo: old.tipo, removida_em: removidaEm });
    }
    const changed = [...after.values()].filter((header) => {
      const old = told.get(header.id);
      const unchanged =
        old && !old.deleted && old.tipo === header.tipo && old.updatedAt === header.updatedAt;
      return !header.deleted && !unchanged;
    });
    await touchPublicacoes(
      trx,
      changed.map((header) => header.id),
      now,
    );
  });
}

const tombstoneHeader = (row: { id: number; tipo: string; removida_em: string }) => ({
  id: row.id,
  tipo: row.tipo,
  updatedAt: row.removida_em,
});
