import type { z } from "zod";
import { IdParamsSchema } from "../../http/schema.ts";
import { fakeNewsListQuery, filterOfQuery } from "../fake-news/filter.ts";
import { PagingQuerySchema } from "../collection-paging.ts";
import type { CollectionCall, CollectionService } from "../collection-options.ts";
import {
  FAKE_NEWS_MESSAGES,
  FAKE_NEWS_TAG,
  FakeNewsEditorSchema,
  type FakeNews,
  type FakeNewsInput,
} from "../fake-news/schema.ts";
import {
  approveFakeNews,
  createFakeNews,
  deleteFakeNews,
  findFakeNewsById,
  findPublicFakeNewsById,
  listFakeNewsPage,
  publishFakeNews,
  updateFakeNews,
  withAutoresCiclo,
  type ReviewRules,
} from "../fake-news/service.ts";
import {
  NOTICIA_MESSAGES,
  NoticiaEditorSchema,
  type Noticia,
  type NoticiaInput,
} from "../noticias/schema.ts";
import {
  createNoticia,
  deleteNoticia,
  findNoticiaById,
  findPublicNoticiaById,
  listNoticiasPage,
  publishNoticia,
  updateNoticia,
} from "../noticias/service.ts";
import { findPendingChanges, pendingChangeAuthors, withRevisao } from "../revisoes/service.ts";
import { defineRoute, requireCaller, type ApiRoute } from "../route-table.ts";
import { noticeOfSave, sendNotice, type NoticeFamily, type NoticeItem } from "./notices.ts";
import { nextPublicationAt, type Audience } from "./visibility.ts";
import { parseInput } from "../../http/validate.ts";
import {
  ApproveInputSchema,
  PublishInputSchema,
  UnpublishReasonSchema,
  workflowListQuery,
  type PendingChangeSchema,
  type WorkflowListFilters,
} from "./workflow.ts";

/*
 * The route-table pieces of the publication workflow (decision 037): the services of the
 * news and fake-news collections, which show readers only what is published and due and
 * signed-in accounts everything (with the admin list's filters), and the calls that
 * publish and approve.
 */

/** The news and fake-news list: the page, and for signed-in callers the state and author. */
export const ArticleListQuerySchema = PagingQuerySchema.extend(workflowListQuery);

function audienceOf(call: CollectionCall): Audience {
  if (!call.admin) return "public";
  const { estado, autor } = (call.query ?? {}) as WorkflowListFilters;
  return { filters: { estado, autor } };
}

/** The audit note of this call (the audit log reads it after the answer). */
function noteOf(call: { req?: CollectionCall["req"] }) {
  return (text: string) => {
    if (call.req?.res) call.req.res.locals.auditNote = text;
  };
}

/**
 * Anonymous answers are cached (the specification's 300 s) no longer than until the next
 * scheduled item of the family comes due, so a client never keeps a list that misses it.
 */
async function capPublicCaching(call: CollectionCall, table: "noticias" | "fake_news") {
  if (call.admin || !call.req?.res) return;
  const due = await nextPublicationAt(call.db, table);
  const { locals } = call.req.res;
  if (due !== undefined) locals.publicUntil = Math.min(locals.publicUntil ?? due, due);
}

async function capped<T>(
  call: CollectionCall,
  table: "noticias" | "fake_news",
  answer: Promise<T>,
) {
  const [result] = await Promise.all([answer, capPublicCaching(call, table)]);
  return result;
}

/** The same for an answer that mixes both families (search, topics). */
export async function untilNextPublication<T>(call: CollectionCall, answer: Promise<T>) {
  return capped(call, "fake_news", capped(call, "noticias", answer));
}

/** What a save did to an item's publication, in the audit row's note (decision 036). */
const STATE_CHANGE_NOTES = {
  publicado: "Publicou.",
  em_revisao: "Enviou para revisão.",
  rascunho: "Voltou para rascunho.",
} as const;

/**
 * A save that moves an item between states says so in its audit row, so the log tells a
 * publication or a withdrawal from an ordinary edit.
 */
async function noteStateChange<T extends NoticeItem & { estado: string; pendente?: true }>(
  call: CollectionCall,
  family: NoticeFamily,
  before: { estado: string } | undefined,
  save: Promise<T>,
): Promise<T> {
  // Read first: a reason that is no text refuses the save before anything is stored.
  const { motivo } = call.req ? parseInput(UnpublishReasonSchema, call.req.body ?? {}) : {};
  const after = await save;
  const notice = noticeOfSave(before?.estado, after);
  if (notice) await sendNotice(call, notice, family, after);
  const locals = call.req?.res?.locals;
  if (!locals || !before) return after;
  let words: string;
  if (after.pendente) words = PENDING_NOTE;
  else if (before.estado === after.estado) return after;
  else if (before.estado === "publicado") {
    const reason = motivo ? ` Motivo: ${motivo}` : "";
    words = `Tirou de publicação. ${STATE_CHANGE_NOTES[after.estado as keyof typeof STATE_CHANGE_NOTES]}${reason}`;
  } else words = STATE_CHANGE_NOTES[after.estado as keyof typeof STATE_CHANGE_NOTES];
  locals.auditNote = locals.auditNote ? `${words} ${locals.auditNote}` : words;
  return after;
}

/** An item created straight into review is one the editors hear of (decision 073). */
async function noteCreated<T extends NoticeItem & { estado: string }>(
  call: CollectionCall,
  family: NoticeFamily,
  created: T,
): Promise<T> {
  if (created.estado === "em_revisao") await sendNotice(call, "revisao", family, created);
  return created;
}

/** The audit note of a save stored as a pending change (decision 061). */
const PENDING_NOTE = "Alteração enviada para revisão; a versão publicada continua no ar.";

/**
 * Signed-in reads show each published item's pending change (decision 061), so an editor
 * sees both the version readers get and the one waiting.
 */
async function withPendingChanges<T extends { id: number; estado: string }>(
  call: CollectionCall,
  tipo: string,
  items: T[],
): Promise<(T & { alteracao_pendente: z.output<typeof PendingChangeSchema> | null })[]> {
  const published = items.filter((item) => item.estado === "publicado").map((item) => item.id);
  const pending = await findPendingChanges(call.db, tipo, published);
  return items.map((item) => ({
    ...item,
    alteracao_pendente: (pending.get(item.id) as z.output<typeof PendingChangeSchema>) ?? null,
  }));
}

function reviewRules(call: CollectionCall): ReviewRules {
  const { motivo } = call.req ? parseInput(UnpublishReasonSchema, call.req.body ?? {}) : {};
  return { secondReview: call.config.secondReview, note: noteOf(call), motivo };
}

export const noticiaCollection: CollectionService<NoticiaInput, Noticia> = {
  list: async (call, page) => {
    const found = await capped(call, "noticias", listNoticiasPage(call.db, page, audienceOf(call)));
    return call.admin
      ? { ...found, items: await withPendingChanges(call, "noticias", found.items) }
      : found;
  },
  find: async (call, id) => {
    if (!call.admin) return capped(call, "noticias", findPublicNoticiaById(call.db, id));
    const item = await findNoticiaById(call.db, id);
    return item && (await withPendingChanges(call, "noticias", [item]))[0];
  },
  create: async (call, input, admin) =>
    noteCreated(
      call,
      "noticias",
      await createNoticia(call.db, input, admin, call.config.imageImport),
    ),
  update: async (call, id, input, admin) =>
    noteStateChange(
      call,
      "noticias",
      await findNoticiaById(call.db, id),
      updateNoticia(call.db, id, input, admin, call.config.imageImport),
    ),
  remove: (call, id) => deleteNoticia(call.db, id, requireCaller(call.admin)),
};

/** The fake-news list: the page, its filters (decision 041), and the admin list's. */
export const FakeNewsListQuerySchema = fakeNewsListQuery(workflowListQuery);

/** Fact-checks as signed-in callers get them: with the second review's authors and pending change. */
async function allForEditors(call: CollectionCall, items: FakeNews[]): Promise<FakeNews[]> {
  return withPendingChanges(call, FAKE_NEWS_TAG, await withAutoresCiclo(call.db, items));
}

/**
 * A saved fact-check as its save answers it. A save stored as a pending change answers
 * the change, whose authors now include its own (its revision is written after this
 * answer is built). Any other save leaves no change waiting (decision 061), so its answer,
 * which its revision keeps, names none.
 */
async function savedForEditors(call: CollectionCall, item: FakeNews): Promise<FakeNews> {
  if (!item.pendente) {
    const [answered] = await withAutoresCiclo(call.db, [item]);
    return answered ?? item;
  }
  const authors = await pendingChangeAuthors(call.db, FAKE_NEWS_TAG, item.id);
  if (item.atualizado_por !== null) authors.push(item.atualizado_por);
  return { ...item, autores_ciclo: [...new Set(authors)].sort((a, b) => a - b) };
}

async function forEditors(call: CollectionCall, item: FakeNews): Promise<FakeNews> {
  const [answered] = await allForEditors(call, [item]);
  return answered ?? item;
}

/** The same after a call of the workflow, which also answers the latest revision. */
async function reviewed(call: CollectionCall, item: Promise<FakeNews>) {
  return withRevisao(call.db, FAKE_NEWS_TAG, await forEditors(call, await item));
}

export const fakeNewsCollection: CollectionService<
  FakeNewsInput,
  FakeNews,
  z.output<typeof FakeNewsListQuerySchema>
> = {
  list: async (call, page, query) => {
    const found = await capped(
      call,
      "fake_news",
      listFakeNewsPage(call.db, page, { ...filterOfQuery(query), audience: audienceOf(call) }),
    );
    return call.admin ? { ...found, items: await allForEditors(call, found.items) } : found;
  },
  find: async (call, id) => {
    if (!call.admin) return capped(call, "fake_news", findPublicFakeNewsById(call.db, id));
    const item = await findFakeNewsById(call.db, id);
    return item && forEditors(call, item);
  },
  create: async (call, input, admin) =>
    savedForEditors(
      call,
      await noteCreated(
        call,
        "fake-news",
        await createFakeNews(call.db, input, admin, call.config.imageImport, reviewRules(call)),
      ),
    ),
  update: async (call, id, input, admin) =>
    savedForEditors(
      call,
      await noteStateChange(
        call,
        "fake-news",
        await findFakeNewsById(call.db, id),
        updateFakeNews(call.db, id, input, admin, call.config.imageImport, reviewRules(call)),
      ),
    ),
  remove: (call, id) => deleteFakeNews(call.db, id, requireCaller(call.admin)),
};

const publishBody = {
  kind: "json" as const,
  schema: PublishInputSchema,
  limit: "16kb" as const,
  missing: {},
  description: "Optional: `publicar_em` schedules the item.",
};

const publishNote =
  "Not a content save: the item keeps its last author and, for a fact-check, its approval. `publicar_em` (ISO 8601) schedules it; null publishes it at once; absent keeps the stored time.";

export const noticiaWorkflowRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/noticias/:id/publicar",
    tag: "noticias",
    operationId: "publishNoticia",
    summary: "Publish or schedule a news item",
    description: `An editor or administrador publishes the item. ${publishNote}`,
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: NOTICIA_MESSAGES.notFound,
    body: publishBody,
    success: 200,
    output: NoticiaEditorSchema,
    caching: "none",
    handle: async (call) => {
      const item = await publishNoticia(
        call.db,
        call.params.id,
        call.body,
        requireCaller(call.admin),
      );
      await sendNotice(call, "publicada", "noticias", item);
      return (await withPendingChanges(call, "noticias", [item]))[0] ?? item;
    },
  }),
];

export const fakeNewsWorkflowRoutes: ApiRoute[] = [
  defineRoute({
    method: "post",
    path: "/fake-news/:id/aprovar",
    tag: FAKE_NEWS_TAG,
    operationId: "approveFakeNews",
    summary: "Approve a fact-check (second review), and publish it if asked",
    description:
      "An editor or administrador approves the revision it read: `revisao` names it (400 without it), and 409 answers when it is no longer the latest, approving nothing. Nobody approves what they wrote: an account that saved the entry since it was last published (or since it was created) is one of its authors (`autores_ciclo`) and gets 403. 409 when the entry is already published. Records `aprovado_por` and `aprovado_em`; the next content save clears them. With `publicar: true` the entry is also published in the same step, under the rules of `POST /fake-news/{id}/publicar` (a stored `publicar_em` schedules it).",
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: FAKE_NEWS_MESSAGES.notFound,
    body: {
      kind: "json",
      schema: ApproveInputSchema,
      limit: "16kb",
      missing: {},
      description: "`revisao`, the revision approved; `publicar: true` also publishes it.",
    },
    success: 200,
    output: FakeNewsEditorSchema,
    errors: [409],
    caching: "none",
    handle: async (call) => {
      if (call.body.publicar) noteOf(call)(STATE_CHANGE_NOTES.publicado);
      const approved = await approveFakeNews(
        call.db,
        call.params.id,
        call.body,
        requireCaller(call.admin),
        reviewRules(call),
      );
      await sendNotice(call, call.body.publicar ? "publicada" : "aprovada", "fake-news", approved);
      return reviewed(call, Promise.resolve(approved));
    },
  }),
  defineRoute({
    method: "post",
    path: "/fake-news/:id/publicar",
    tag: FAKE_NEWS_TAG,
    operationId: "publishFakeNews",
    summary: "Publish or schedule a fact-check",
    description: `With the second review on (\`SECOND_REVIEW\`, the default), an \`editor\` publishes only an approved entry (403 otherwise); an administrador may publish without approval, which is recorded in \`sem_segunda_revisao\` and in the audit note. ${publishNote}`,
    guard: "editor",
    params: IdParamsSchema,
    paramsNotFound: FAKE_NEWS_MESSAGES.notFound,
    body: publishBody,
    success: 200,
    output: FakeNewsEditorSchema,
    caching: "none",
    handle: async (call) => {
      const published = await publishFakeNews(
        call.db,
        call.params.id,
        call.body,
        requireCaller(call.admin),
        reviewRules(call),
      );
      await sendNotice(call, "publicada", "fake-news", published);
      return reviewed(call, Promise.resolve(published));
    },
  }),
];

/** Shown in the OpenAPI document: the answer of an update kept as a pending change. */
export const PENDING_CHANGE_NOTE =
  "Kept as a pending change of the published item (decision 061): a save of a published item with `estado: em_revisao`, or, with `SECOND_REVIEW` on, an `editor`'s change of a published fact-check's `status`, `rotulo`, `alegacao`, `titulo` or `conclusao`. The answer is the item as it will be, with `pendente: true` and the pending `revisao`; readers keep the published version until `POST …/{id}/publicar` (or `aprovar` with `publicar`) publishes it.";

/** Shown in the OpenAPI document: how states and the second review work. */
export const WORKFLOW_WRITE_NOTE =
  "`estado` (`rascunho`, `em_revisao`, `publicado`) and `publicar_em` set the publication state (decision 037): without `estado` a create by an editor or administrador is published at once and an autor's is a `rascunho`; an update without it keeps the state. An `autor` edits only its own unpublished items and never publishes (403).";
