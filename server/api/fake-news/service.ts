import type { Kysely } from "kysely";
import { splitTags, temaSlug } from "../../content/topics.ts";
import type { Database, FakeNewsRow } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { findRotulo } from "../rotulos/service.ts";
import {
  papelOf,
  SEM_SEGUNDA_REVISAO_NOTE,
  WORKFLOW_MESSAGES,
  workflowColumns,
  type Caller,
  type EstadoPublicacao,
} from "../articles/workflow.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import {
  articleColumns,
  articleRemover,
  creditOf,
  inputAsGiven,
  publicArticleFinder,
  type Editor,
} from "../articles/service.ts";
import { collectionService, rowToOutput } from "../collection-service.ts";
import { recordVerdictChange } from "../correcoes/service.ts";
import type { Page, Paged } from "../collection-paging.ts";
import { latestRevisaoNumber, requireLatestRevisao } from "../revisoes/service.ts";
import {
  countFakeNews,
  fakeNewsEntries,
  fakeNewsRepository,
  selectCycleAuthors,
  selectFakeNews,
  selectFakeNewsFor,
  selectFakeNewsTags,
  selectLockedFakeNews,
  type FakeNewsRecord,
  type FakeNewsSelection,
  type StoredFakeNews,
} from "./repository.ts";
import type { FakeNewsFilter } from "./filter.ts";
import {
  FAKE_NEWS_MESSAGES,
  FAKE_NEWS_REVISAO_WORDS,
  FAKE_NEWS_TAG,
  FakeNewsEditorSchema,
  FakeNewsInputSchema,
  type FakeNews,
  type FakeNewsInput,
} from "./schema.ts";

export type { FakeNews } from "./schema.ts";

export const fakeNewsRowToFakeNews: (row: FakeNewsRecord) => FakeNews = rowToOutput(
  FakeNewsEditorSchema.shape,
);

const fakeNews = collectionService(fakeNewsEntries, fakeNewsRowToFakeNews);

/** How fact-checks are stored (see `articleColumns`). */
export const FAKE_NEWS_STORING = {
  asGiven: inputAsGiven(FakeNewsInputSchema.shape, "verificador") satisfies (keyof FakeNewsRow)[],
};

/**
 * Newest verification first, narrowed by the filter (decision 041): `statuses` to what
 * the caller may see (public pages show only settled entries), the rest to what a reader
 * asked for.
 */
export async function listFakeNews(
  db: Kysely<Database>,
  options: FakeNewsSelection & { limit?: number; offset?: number } = {},
): Promise<FakeNews[]> {
  const rows = await selectFakeNews(db, options);
  return rows.map(fakeNewsRowToFakeNews);
}

/** One page of the entries the filter lets through and how many there are in all. */
export async function listFakeNewsPage(
  db: Kysely<Database>,
  page: Page,
  filter: FakeNewsSelection = {},
): Promise<Paged<FakeNews>> {
  const [items, total] = await Promise.all([
    listFakeNews(db, { ...filter, limit: page.limit, offset: page.offset }),
    countFakeNews(db, filter),
  ]);
  return { items, total };
}

/**
 * The topics of the entries the filter lets through, by name, each once (spelt as the
 * first tags text that carries it, in alphabetical order).
 */
export async function listFakeNewsTemas(
  db: Kysely<Database>,
  filter: FakeNewsFilter = {},
): Promise<{ nome: string; slug: string }[]> {
  const temas = new Map<string, string>();
  for (const tags of await selectFakeNewsTags(db, filter)) {
    for (const tag of splitTags(tags)) {
      const slug = temaSlug(tag);
      if (slug !== "" && !temas.has(slug)) temas.set(slug, tag);
    }
  }
  return [...temas]
    .map(([slug, nome]) => ({ nome, slug }))
    .sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR"));
}

/** Any entry, whatever its state: for signed-in accounts and the services' own checks. */
export const { findById: findFakeNewsById } = fakeNews;

/** An entry readers may see (published and due), else undefined. */
export const findPublicFakeNewsById = publicArticleFinder(selectFakeNewsFor, fakeNewsRowToFakeNews);

/**
 * The second review (decision 037): whether an `editor` needs another person's approval,
 * and `note`, told when an entry is published without one (the audit row's note).
 */
export type ReviewRules = { secondReview: boolean; note?: (text: string) => void };

const NO_RULES: ReviewRules = { secondReview: true };

/**
 * The review columns of a content save that leaves the entry `estado`: every save clears
 * the approval, so a save that publishes it (or changes a published verdict) is a
 * publication without a second review, which only an administrador (or anyone, when
 * the rule is off) may make.
 */
function reviewOfSave(
  caller: Caller,
  rules: ReviewRules,
  existing: StoredFakeNews | undefined,
  estado: EstadoPublicacao,
  status: string,
) {
  const wasPublished = existing?.estado === "publicado";
  const verdictChanged = wasPublished && existing.status !== status;
  const publishing = estado === "publicado" && (!wasPublished || verdictChanged);
  const cleared = { aprovado_por: null, aprovado_em: null };
  if (!publishing) {
    return {
      ...cleared,
      sem_segunda_revisao: estado === "publicado" ? (existing?.sem_segunda_revisao ?? 0) : 0,
    };
  }
  if (rules.secondReview && papelOf(caller) === "editor") {
    throw forbidden(
      verdictChanged ? WORKFLOW_MESSAGES.vereditoPublicado : WORKFLOW_MESSAGES.precisaAprovacao,
    );
  }
  rules.note?.(SEM_SEGUNDA_REVISAO_NOTE);
  return { ...cleared, sem_segunda_revisao: 1 };
}

/**
 * The rating a save stores (decision 052), checked before anything is stored. CASE: a
 * rating named must be one of the scale's and belong to the entry's status. CASE: an
 * update that leaves the rating out keeps the stored one, unless the status changed
 * away from it: then the rating no longer applies and is dropped.
 */
async function rotuloOfSave(
  db: Kysely<Database>,
  input: FakeNewsInput,
  existing?: StoredFakeNews,
): Promise<string | null | undefined> {
  if (input.rotulo === undefined) {
    if (!existing?.rotulo || existing.status === input.status) return undefined;
    const stored = await findRotulo(db, existing.rotulo);
    return stored?.status === input.status ? undefined : null;
  }
  if (input.rotulo === null) return null;
  const rotulo = await findRotulo(db, input.rotulo);
  if (!rotulo) throw badRequest({ rotulo: FAKE_NEWS_MESSAGES.rotulo });
  if (rotulo.status !== input.status) {
    throw badRequest({
      rotulo: FAKE_NEWS_MESSAGES.rotuloDeOutroStatus(rotulo.nome, rotulo.status),
    });
  }
  return rotulo.slug;
}

/**
 * `verificador` is the form's value or else the editor's name. Without `estado` an
 * editor's entry is published at once and an autor's is a draft.
 */
export async function createFakeNews(
  db: Kysely<Database>,
  input: FakeNewsInput,
  editor: Editor & Caller,
  remote: RemoteImageOptions = {},
  rules: ReviewRules = NO_RULES,
): Promise<FakeNews> {
  const rotulo = await rotuloOfSave(db, input);
  const workflow = workflowColumns(editor, undefined, input);
  const review = reviewOfSave(editor, rules, undefined, workflow.estado, input.status);
  return fakeNews.create(db, async (now) => ({
    ...(await articleColumns(db, input, { ...FAKE_NEWS_STORING, remote, now })),
    rotulo,
    verificador: creditOf(input.verificador, null, editor),
    ...workflow,
    ...review,
  }));
}

/** Replaces the entry's fields; without a `verificador` in the form the entry keeps its own. */
export async function updateFakeNews(
  db: Kysely<Database>,
  id: number,
  input: FakeNewsInput,
  editor: Editor & Caller,
  remote: RemoteImageOptions = {},
  rules: ReviewRules = NO_RULES,
): Promise<FakeNews> {
  const existing = await fakeNewsRepository.selectById(db, id);
  if (!existing) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  const rotulo = await rotuloOfSave(db, input, existing);
  const now = new Date().toISOString();
  const workflow = workflowColumns(editor, existing, input);
  const review = reviewOfSave(editor, rules, existing, workflow.estado, input.status);
  // A save that takes the entry out of publication starts the second review's cycle:
  // whoever saves it from now on is an author of what is approved next.
  const cycle =
    existing.estado === "publicado" && workflow.estado !== "publicado"
      ? { revisao_publicada: await latestRevisaoNumber(db, FAKE_NEWS_TAG, id) }
      : {};
  // Images are stored before the transaction: it holds only the two quick writes.
  const columns = {
    ...(await articleColumns(db, input, { ...FAKE_NEWS_STORING, remote, now })),
    rotulo,
    verificador: creditOf(input.verificador, existing.verificador, editor),
    ...workflow,
    ...review,
    ...cycle,
  };
  const item = await inTransaction(db, async (trx) => {
    // Readers saw the old verdict only if the entry was public (decision 039).
    if (existing.estado === "publicado") await recordVerdictChange(trx, id, input.status, now);
    return fakeNews.update(trx, id, () => columns);
  });
  if (!item) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  return item;
}

/** An autor deletes only its own entries that are not published (decision 037). */
export const deleteFakeNews = articleRemover(fakeNewsRepository, FAKE_NEWS_MESSAGES.notFound);

/**
 * The second review's authors of each entry (decision 037): every account that saved it
 * since it last left publication, or since it was created, and the one that saved it last
 * (an entry saved before revisions were kept has no other trace of its authors). None of
 * them may approve it. A published entry has none: nothing of it waits for a review.
 */
export async function withAutoresCiclo<
  T extends { id: number; estado: string; atualizado_por: number | null },
>(db: Kysely<Database>, items: T[]): Promise<(T & { autores_ciclo: number[] })[]> {
  const waiting = items.filter((item) => item.estado !== "publicado");
  const rows = await selectCycleAuthors(
    db,
    waiting.map((item) => item.id),
  );
  return items.map((item) => {
    if (item.estado === "publicado") return { ...item, autores_ciclo: [] };
    const autores = new Set(
      rows.filter((row) => row.item_id === item.id).map((row) => row.administrador_id),
    );
    if (item.atualizado_por !== null) autores.add(item.atualizado_por);
    return { ...item, autores_ciclo: [...autores].sort((a, b) => a - b) };
  });
}

/** The entry, locked for the rest of the transaction (see `selectLockedFakeNews`). */
async function lockedEntry(db: Kysely<Database>, id: number): Promise<StoredFakeNews> {
  const existing = await selectLockedFakeNews(db, id);
  if (!existing) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  return existing;
}

async function writeReview(
  db: Kysely<Database>,
  id: number,
  values: Parameters<typeof fakeNewsRepository.update>[2],
): Promise<FakeNews> {
  const row = await fakeNewsEntries.update(db, id, values);
  if (!row) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  return fakeNewsRowToFakeNews(row);
}

/**
 * The columns that publish an entry, keeping its content: `publicar_em` schedules it,
 * null publishes it at once, absent keeps the stored time. Under the second review an
 * `editor` needs the entry approved; an administrador may publish without, which is
 * recorded (`sem_segunda_revisao`, and the audit note).
 */
function publication(
  existing: StoredFakeNews,
  input: { publicar_em?: string | null },
  caller: Caller,
  rules: ReviewRules,
  approved: boolean,
) {
  let semSegundaRevisao = existing.sem_segunda_revisao;
  if (existing.estado !== "publicado") {
    if (!approved && rules.secondReview && papelOf(caller) === "editor")
      throw forbidden(WORKFLOW_MESSAGES.precisaAprovacao);
    semSegundaRevisao = approved ? 0 : 1;
    if (!approved) rules.note?.(SEM_SEGUNDA_REVISAO_NOTE);
  }
  return {
    estado: "publicado" as const,
    publicar_em: input.publicar_em === undefined ? existing.publicar_em : input.publicar_em,
    sem_segunda_revisao: semSegundaRevisao,
  };
}

/**
 * The second review: an editor or administrador approves the revision it read (`revisao`,
 * 409 when the entry changed since), unless it is one of the entry's authors since it was
 * last published (403, see `withAutoresCiclo`); with `publicar`, it publishes the entry
 * in the same step. Not a content save, so it keeps the last author; the next save clears
 * the approval. Runs in one transaction on the locked entry, so a save that comes in
 * meanwhile either lands before (and the approval is refused as stale) or after (and
 * clears it).
 */
export async function approveFakeNews(
  db: Kysely<Database>,
  id: number,
  input: { revisao: number; publicar?: boolean },
  caller: Caller & { id: number },
  rules: ReviewRules = NO_RULES,
): Promise<FakeNews> {
  return inTransaction(db, async (trx) => {
    const existing = await lockedEntry(trx, id);
    if (existing.estado === "publicado") throw conflict(WORKFLOW_MESSAGES.jaPublicada);
    const [checked] = await withAutoresCiclo(trx, [existing]);
    if (checked?.autores_ciclo.includes(caller.id))
      throw forbidden(WORKFLOW_MESSAGES.autoAprovacao);
    await requireLatestRevisao(trx, {
      tipo: FAKE_NEWS_TAG,
      itemId: id,
      base: input.revisao,
      words: { ...FAKE_NEWS_REVISAO_WORDS, refused: WORKFLOW_MESSAGES.aprovacaoDesatualizada },
    });
    const approval = { aprovado_por: caller.id, aprovado_em: new Date().toISOString() };
    return writeReview(
      trx,
      id,
      input.publicar
        ? { ...approval, ...publication(existing, {}, caller, rules, true) }
        : approval,
    );
  });
}

/**
 * Publishes an entry (an editor's call), keeping its content and its approval (see
 * `publication`), on the locked entry: a save that clears the approval meanwhile cannot
 * slip its text in under that approval.
 */
export async function publishFakeNews(
  db: Kysely<Database>,
  id: number,
  input: { publicar_em?: string | null },
  caller: Caller,
  rules: ReviewRules = NO_RULES,
): Promise<FakeNews> {
  return inTransaction(db, async (trx) => {
    const existing = await lockedEntry(trx, id);
    const approved = existing.aprovado_por !== null;
    return writeReview(trx, id, publication(existing, input, caller, rules, approved));
  });
}
