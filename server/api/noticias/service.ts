import type { Kysely } from "kysely";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound, type ErrorDetails } from "../../http/errors.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { resolveImageList } from "../../media/store.ts";
import { REQUIRED } from "../common-schema.ts";
import {
  deleteNoticiaRow,
  insertNoticia,
  selectNoticiaById,
  selectNoticias,
  updateNoticiaRow,
  type NoticiaRecord,
} from "./repository.ts";
import { richTextLength } from "../common-schema.ts";
import { fitTo, parseStringList } from "../lists.ts";
import { LEAD_MAX, NOTICIA_MESSAGES, type NoticiaInput } from "./schema.ts";

/** The specification's "Notícias Relacionadas": the first 3 other items. */
export const RELATED_LIMIT = 3;

export type Noticia = {
  id: number;
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  fontes: string[];
  /** Comma-separated, as the specification has it. */
  tags: string | null;
  imagens: string[];
  legendas: string[];
  alts: string[];
  video: string | null;
  data_publicacao: string;
  autor: string | null;
};

/** Who is saving: the logged-in administrator. */
export type Editor = Pick<SessionAdmin, "nome">;

export function noticiaRowToNoticia(row: NoticiaRecord): Noticia {
  return {
    id: row.id,
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    lead: row.lead,
    conteudo: row.conteudo,
    conclusao: row.conclusao,
    fontes: parseStringList(row.fontes),
    tags: row.tags,
    imagens: parseStringList(row.imagens),
    legendas: parseStringList(row.legendas),
    alts: parseStringList(row.alts),
    video: row.video,
    data_publicacao: row.data_publicacao,
    autor: row.autor,
  };
}

/** Sanitises the rich-text fields and checks what only the sanitised text can tell. */
function sanitizeTexts(input: NoticiaInput) {
  const lead = sanitizeRichText(input.lead);
  const conteudo = sanitizeRichText(input.conteudo);
  const conclusao = input.conclusao === null ? "" : sanitizeRichText(input.conclusao);
  const details: ErrorDetails = {};
  // CASE: the schema saw text, but all of it sat in blocks the sanitiser removes.
  if (richTextLength(lead) === 0) details.lead = REQUIRED;
  else if (richTextLength(lead) > LEAD_MAX) details.lead = NOTICIA_MESSAGES.leadTooLong;
  if (richTextLength(conteudo) === 0) details.conteudo = REQUIRED;
  if (Object.keys(details).length > 0) throw badRequest(details);
  return { lead, conteudo, conclusao: richTextLength(conclusao) > 0 ? conclusao : null };
}

/**
 * Turns valid input into column values. Images are stored here, after every other check,
 * so a request that fails validation stores nothing; a bad image fails the request before
 * the item is written.
 */
async function toColumns(
  db: Kysely<Database>,
  input: NoticiaInput,
  autor: string | null,
  now: string,
  remote: RemoteImageOptions,
) {
  const texts = sanitizeTexts(input);
  const imagens = await resolveImageList(db, input.imagens, remote);
  return {
    titulo: input.titulo,
    subtitulo: input.subtitulo,
    ...texts,
    fontes: JSON.stringify(input.fontes),
    tags: input.tags,
    imagens: JSON.stringify(imagens),
    legendas: JSON.stringify(fitTo(input.legendas, imagens.length)),
    alts: JSON.stringify(fitTo(input.alts, imagens.length)),
    video: input.video,
    autor,
    updated_at: now,
  };
}

export async function listNoticias(
  db: Kysely<Database>,
  { limit }: { limit?: number } = {},
): Promise<Noticia[]> {
  const rows = await selectNoticias(db, { limit });
  return rows.map(noticiaRowToNoticia);
}

export async function findNoticiaById(
  db: Kysely<Database>,
  id: number,
): Promise<Noticia | undefined> {
  const row = await selectNoticiaById(db, id);
  return row ? noticiaRowToNoticia(row) : undefined;
}

/** The newest items other than this one. */
export async function listRelatedNoticias(
  db: Kysely<Database>,
  id: number,
  limit: number = RELATED_LIMIT,
): Promise<Noticia[]> {
  const rows = await selectNoticias(db, { exceptId: id, limit });
  return rows.map(noticiaRowToNoticia);
}

/** `autor` is the form's value or else the editor's name; `data_publicacao` is now. */
export async function createNoticia(
  db: Kysely<Database>,
  input: NoticiaInput,
  editor: Editor,
  remote: RemoteImageOptions = {},
): Promise<Noticia> {
  const now = new Date().toISOString();
  const columns = await toColumns(db, input, input.autor ?? editor.nome, now, remote);
  const row = await insertNoticia(db, { ...columns, data_publicacao: now, created_at: now });
  return noticiaRowToNoticia(row);
}

/**
 * Replaces the item's fields and keeps its publication date. Without an `autor` in the
 * form the item keeps its author, so fixing someone's typo does not take their byline.
 */
export async function updateNoticia(
  db: Kysely<Database>,
  id: number,
  input: NoticiaInput,
  editor: Editor,
  remote: RemoteImageOptions = {},
): Promise<Noticia> {
  const existing = await selectNoticiaById(db, id);
  if (!existing) throw notFound(NOTICIA_MESSAGES.notFound);
  const autor = input.autor ?? existing.autor ?? editor.nome;
  const row = await updateNoticiaRow(
    db,
    id,
    await toColumns(db, input, autor, new Date().toISOString(), remote),
  );
  if (!row) throw notFound(NOTICIA_MESSAGES.notFound);
  return noticiaRowToNoticia(row);
}

export async function deleteNoticia(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteNoticiaRow(db, id))) throw notFound(NOTICIA_MESSAGES.notFound);
}
