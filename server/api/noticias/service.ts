import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { articleColumns, articleRowToArticle, creditOf, type Editor } from "../articles/service.ts";
import { richTextLength } from "../../content/rich-text.ts";
import { collectionService } from "../collection-service.ts";
import type { Page, Paged } from "../collection-paging.ts";
import {
  countNoticias,
  noticiaRepository,
  selectNoticias,
  type NoticiaRecord,
} from "./repository.ts";
import { LEAD_MAX, NOTICIA_MESSAGES, type Noticia, type NoticiaInput } from "./schema.ts";

export type { Noticia } from "./schema.ts";

/** The specification's "Notícias Relacionadas": the first 3 other items. */
export const RELATED_LIMIT = 3;

export function noticiaRowToNoticia(row: NoticiaRecord): Noticia {
  return {
    ...articleRowToArticle(row),
    video: row.video,
    data_publicacao: row.data_publicacao,
    autor: row.autor,
  };
}

const noticias = collectionService(noticiaRepository, noticiaRowToNoticia);

/** The lead's limit is on the text a reader sees, so it is counted once sanitised. */
const checkLead = (lead: string) =>
  richTextLength(lead) > LEAD_MAX ? NOTICIA_MESSAGES.leadTooLong : undefined;

async function toColumns(
  db: Kysely<Database>,
  input: NoticiaInput,
  autor: string,
  now: string,
  remote: RemoteImageOptions,
) {
  return {
    ...(await articleColumns(db, input, { remote, checkLead })),
    video: input.video,
    autor,
    updated_at: now,
  };
}

/** Newest first; `limit` and `offset` read only the rows a page shows. */
export async function listNoticias(
  db: Kysely<Database>,
  { limit, offset, uf }: { limit?: number; offset?: number; uf?: string } = {},
): Promise<Noticia[]> {
  const rows = await selectNoticias(db, { limit, offset, uf });
  return rows.map(noticiaRowToNoticia);
}

/** One page of the news, newest first, and how many items there are in all. */
export async function listNoticiasPage(db: Kysely<Database>, page: Page): Promise<Paged<Noticia>> {
  const [items, total] = await Promise.all([listNoticias(db, page), countNoticias(db)]);
  return { items, total };
}

export const { findById: findNoticiaById } = noticias;

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
  return noticias.create(db, async (now) => ({
    ...(await toColumns(db, input, creditOf(input.autor, null, editor), now, remote)),
    data_publicacao: now,
  }));
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
  const noticia = await noticias.updateExisting(db, id, (existing, now) =>
    toColumns(db, input, creditOf(input.autor, existing.autor, editor), now, remote),
  );
  if (!noticia) throw notFound(NOTICIA_MESSAGES.notFound);
  return noticia;
}

export async function deleteNoticia(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await noticias.remove(db, id))) throw notFound(NOTICIA_MESSAGES.notFound);
}
