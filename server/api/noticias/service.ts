import type { Kysely } from "kysely";
import type { Database, NoticiaRow } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { Audience } from "../articles/visibility.ts";
import { isPendingSave, workflowColumns, type Caller } from "../articles/workflow.ts";
import { REVISAO_MESSAGES } from "../revisoes/schema.ts";
import { applyPendingRevisao, findPendingChange } from "../revisoes/service.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import {
  articleColumns,
  articleRemover,
  creditOf,
  inputAsGiven,
  publicArticleFinder,
  type Editor,
} from "../articles/service.ts";
import { richTextLength } from "../../content/rich-text.ts";
import { collectionService, rowToOutput } from "../collection-service.ts";
import type { Page, Paged } from "../collection-paging.ts";
import {
  countNoticias,
  noticiaRepository,
  selectNoticiaFor,
  selectNoticias,
  type NoticiaRecord,
} from "./repository.ts";
import {
  LEAD_MAX,
  NOTICIA_MESSAGES,
  NoticiaEditorSchema,
  NoticiaInputSchema,
  type Noticia,
  type NoticiaInput,
} from "./schema.ts";

export type { Noticia } from "./schema.ts";

/** The specification's "Notícias Relacionadas": the first 3 other items. */
export const RELATED_LIMIT = 3;

export const noticiaRowToNoticia: (row: NoticiaRecord) => Noticia = rowToOutput(
  NoticiaEditorSchema.shape,
);

const noticias = collectionService(noticiaRepository, noticiaRowToNoticia);

/** How news items are stored (see `articleColumns`). */
export const NOTICIA_STORING = {
  asGiven: inputAsGiven(NoticiaInputSchema.shape, "autor") satisfies (keyof NoticiaRow)[],
  // The lead's limit is on the text a reader sees, so it is counted once sanitised.
  checkLead: (lead: string) =>
    richTextLength(lead) > LEAD_MAX ? NOTICIA_MESSAGES.leadTooLong : undefined,
};

/**
 * Newest first; `limit` and `offset` read only the rows a page shows. By default only
 * what readers may see (published and due, decision 037).
 */
export async function listNoticias(
  db: Kysely<Database>,
  {
    limit,
    offset,
    uf,
    audience,
  }: { limit?: number; offset?: number; uf?: string; audience?: Audience } = {},
): Promise<Noticia[]> {
  const rows = await selectNoticias(db, { limit, offset, uf, audience });
  return rows.map(noticiaRowToNoticia);
}

/** One page of the news, newest first, and how many items `audience` may see in all. */
export async function listNoticiasPage(
  db: Kysely<Database>,
  page: Page,
  audience: Audience = "public",
): Promise<Paged<Noticia>> {
  const [items, total] = await Promise.all([
    listNoticias(db, { ...page, audience }),
    countNoticias(db, audience),
  ]);
  return { items, total };
}

/** Any item, whatever its state: for signed-in accounts and the services' own checks. */
export const { findById: findNoticiaById } = noticias;

/** An item readers may see (published and due), else undefined. */
export const findPublicNoticiaById = publicArticleFinder(selectNoticiaFor, noticiaRowToNoticia);

/** The newest items other than this one. */
export async function listRelatedNoticias(
  db: Kysely<Database>,
  id: number,
  limit: number = RELATED_LIMIT,
): Promise<Noticia[]> {
  const rows = await selectNoticias(db, { exceptId: id, limit });
  return rows.map(noticiaRowToNoticia);
}

/**
 * `autor` is the form's value or else the editor's name; `data_publicacao` is now. Without
 * `estado` an editor's item is published at once and an autor's is a draft.
 */
export async function createNoticia(
  db: Kysely<Database>,
  input: NoticiaInput,
  editor: Editor & Caller,
  remote: RemoteImageOptions = {},
): Promise<Noticia> {
  const workflow = workflowColumns(editor, undefined, input);
  return noticias.create(db, async (now) => ({
    ...(await articleColumns(db, input, { ...NOTICIA_STORING, remote, now, by: editor })),
    autor: creditOf(input.autor, null, editor),
    ...workflow,
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
  editor: Editor & Caller,
  remote: RemoteImageOptions = {},
): Promise<Noticia> {
  const existing = await noticiaRepository.selectById(db, id);
  if (!existing) throw notFound(NOTICIA_MESSAGES.notFound);
  const workflow = workflowColumns(editor, existing, input);
  const content = await noticiaColumns(db, input, existing, editor, remote);
  // A published item sent for review keeps its row: the change waits (decision 061).
  if (isPendingSave(existing, input)) {
    const given = Object.fromEntries(
      Object.entries(content).filter(([, value]) => value !== undefined),
    ) as Partial<NoticiaRecord>;
    const proposed = noticiaRowToNoticia({
      ...existing,
      ...given,
      publicar_em: workflow.publicar_em,
      atualizado_por: workflow.atualizado_por,
    });
    return { ...proposed, pendente: true };
  }
  const noticia = await noticias.update(db, id, () => ({ ...content, ...workflow }));
  if (!noticia) throw notFound(NOTICIA_MESSAGES.notFound);
  return noticia;
}

/** The content columns of a save of `existing` (images stored, texts sanitised). */
async function noticiaColumns(
  db: Kysely<Database>,
  input: NoticiaInput,
  existing: NoticiaRecord,
  editor: Editor & Caller,
  remote: RemoteImageOptions,
) {
  const now = new Date().toISOString();
  return {
    ...(await articleColumns(db, input, { ...NOTICIA_STORING, remote, now, by: editor })),
    autor: creditOf(input.autor, existing.autor, editor),
  };
}

/** An autor deletes only its own items that are not published (decision 037). */
export const deleteNoticia = articleRemover(noticiaRepository, NOTICIA_MESSAGES.notFound);

/**
 * Publishes an item (an editor's call): `publicar_em` schedules it, null publishes it at
 * once, absent keeps the stored time. Not a content save: the last author stays.
 */
export async function publishNoticia(
  db: Kysely<Database>,
  id: number,
  input: { publicar_em?: string | null },
  editor: Editor = { nome: "" },
): Promise<Noticia> {
  return inTransaction(db, async (trx) => {
    const existing = await noticiaRepository.selectLockedById(trx, id);
    if (!existing) throw notFound(NOTICIA_MESSAGES.notFound);
    const publication = {
      estado: "publicado",
      publicar_em: input.publicar_em === undefined ? existing.publicar_em : input.publicar_em,
    };
    const pending =
      existing.estado === "publicado" ? await findPendingChange(trx, "noticias", id) : undefined;
    if (!pending) {
      const row = await noticiaRepository.update(trx, id, publication);
      if (!row) throw notFound(NOTICIA_MESSAGES.notFound);
      return noticiaRowToNoticia(row);
    }
    // Publishing a pending change saves its record as the item (decision 061).
    const parsed = NoticiaInputSchema.safeParse(pending.registro);
    if (!parsed.success) throw badRequest(undefined, REVISAO_MESSAGES.unrestorable);
    const content = await noticiaColumns(trx, parsed.data, existing, editor, {});
    const row = await noticiaRepository.update(trx, id, {
      ...content,
      ...publication,
      atualizado_por: pending.administrador_id,
    });
    if (!row) throw notFound(NOTICIA_MESSAGES.notFound);
    const item = noticiaRowToNoticia(row);
    await applyPendingRevisao(trx, "noticias", id, pending.numero, item);
    return item;
  });
}
