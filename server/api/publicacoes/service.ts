import type { Kysely } from "kysely";
import { fold } from "../../content/fold-text.ts";
import type { Database, PublicacaoRow } from "../../db/schema.ts";
import { badRequest } from "../../http/errors.ts";
import { MEDIA_PATH } from "../../media/urls.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { collectionService } from "../collection-service.ts";
import { parseStringList } from "../lists.ts";
import type { OaiItem } from "./oai.ts";
import {
  insertTombstone,
  publicacaoRepository,
  selectPublicacoes,
  selectTombstones,
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

export type { Publicacao } from "./schema.ts";

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
    updated_at: now,
  };
}

/** The words of a publication a search matches, folded. */
function searchableText(publicacao: Publicacao): string {
  return fold(
    [
      publicacao.titulo,
      ...publicacao.autores.map((autor) => autor.nome),
      publicacao.veiculo ?? "",
      publicacao.resumo ?? "",
      ...publicacao.palavrasChave,
      publicacao.doi ?? "",
    ].join(" "),
  );
}

/** Whether a publication passes the filters; text filters ignore case and accents. */
export function matchesFilters(
  publicacao: Publicacao,
  filters: Partial<PublicacaoFilters>,
): boolean {
  if (filters.ano !== undefined && publicacao.ano !== filters.ano) return false;
  if (filters.tipo !== undefined && publicacao.tipo !== filters.tipo) return false;
  if (filters.subprojeto !== undefined && publicacao.subprojetoId !== filters.subprojeto)
    return false;
  if (filters.autor !== undefined) {
    const wanted = fold(filters.autor);
    if (!publicacao.autores.some((autor) => fold(autor.nome).includes(wanted))) return false;
  }
  if (filters.q !== undefined) {
    const text = searchableText(publicacao);
    const words = fold(filters.q).split(/\s+/).filter(Boolean);
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}

/*
 * The repository holds a research group's output: hundreds of rows, not thousands. Lists
 * read it whole and filter in code, so author and word filters ignore accents the same way
 * on both databases (decision 078).
 */

/** Every publication, newest year first, then newest id. */
export async function listPublicacoes(db: Kysely<Database>): Promise<Publicacao[]> {
  return (await selectPublicacoes(db)).map(toPublicacao);
}

/** The publications that pass the filters, newest first. */
export async function filterPublicacoes(
  db: Kysely<Database>,
  filters: Partial<PublicacaoFilters>,
): Promise<Publicacao[]> {
  return (await listPublicacoes(db)).filter((item) => matchesFilters(item, filters));
}

export async function listPublicacoesPage(
  db: Kysely<Database>,
  page: Page,
  filters: Partial<PublicacaoFilters> = {},
): Promise<Paged<Publicacao>> {
  const all = await filterPublicacoes(db, filters);
  return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
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

/** The years that have publications, newest first (the year filter's options). */
export function yearsOf(publicacoes: readonly Publicacao[]): number[] {
  return [...new Set(publicacoes.map((item) => item.ano))].sort((a, b) => b - a);
}

export const isPublicacaoTipo = (value: string): value is PublicacaoTipo =>
  (PUBLICACAO_TIPOS as readonly string[]).includes(value);

/**
 * Every publication with the time it was last saved, and every deleted one with the time
 * it was deleted, for the OAI-PMH harvest.
 */
export async function listOaiItems(db: Kysely<Database>): Promise<OaiItem[]> {
  const [rows, tombstones] = await Promise.all([selectPublicacoes(db), selectTombstones(db)]);
  return [
    ...rows.map((row) => ({ ...toPublicacao(row), updatedAt: row.updated_at })),
    ...tombstones.map((row) => ({
      id: row.id,
      tipo: row.tipo,
      updatedAt: row.removida_em,
      deleted: true as const,
    })),
  ];
}
