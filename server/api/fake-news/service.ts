import type { Kysely } from "kysely";
import { splitTags, temaSlug } from "../../content/topics.ts";
import type { Database, FakeNewsRow } from "../../db/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { findRotulo } from "../rotulos/service.ts";
import {
  isPendingSave,
  papelOf,
  MOTIVO_PUBLICACAO_DIRETA,
  semSegundaRevisaoNote,
  visibleNow,
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
import {
  applyPendingRevisao,
  findPendingChange,
  findPendingChanges,
  latestRevisaoNumber,
  pendingChangeAuthors,
  requireLatestRevisao,
  type PendingChange,
} from "../revisoes/service.ts";
import { REVISAO_MESSAGES } from "../revisoes/schema.ts";
import {
  countFakeNews,
  fakeNewsEntries,
  fakeNewsRepository,
  selectCycleAuthors,
  selectFakeNews,
  selectFakeNewsFor,
  selectFakeNewsTags,
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
export type ReviewRules = {
  secondReview: boolean;
  note?: (text: string) => void;
  /** Why an administrador publishes without a second review, as written. */
  motivo?: string;
};

/**
 * The columns and audit note of a publication without a second review: its reason, as
 * written, or the direct publication's of the specification's calls.
 */
function withoutReview(rules: ReviewRules) {
  const motivo = rules.motivo || MOTIVO_PUBLICACAO_DIRETA;
  rules.note?.(semSegundaRevisaoNote(motivo));
  return { sem_segunda_revisao: 1, motivo_sem_revisao: motivo };
}

const NO_RULES: ReviewRules = { secondReview: true };

/**
 * The review columns of a content save that leaves the entry `estado`: every save clears
 * the approval, so a save that publishes it (or changes a published verdict) is a
 * publication without a second review, which only an administrador (or anyone, when
 * the rule is off) may make. An editor's change of a published verdict never gets here
 * under the rule: it is stored as a pending change (decision 061).
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
      ...(estado === "publicado"
        ? {
            sem_segunda_revisao: existing?.sem_segunda_revisao ?? 0,
            motivo_sem_revisao: existing?.motivo_sem_revisao ?? null,
          }
        : { sem_segunda_revisao: 0, motivo_sem_revisao: null }),
    };
  }
  if (rules.secondReview && papelOf(caller) === "editor") {
    throw forbidden(WORKFLOW_MESSAGES.precisaAprovacao);
  }
  return { ...cleared, ...withoutReview(rules) };
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
    ...(await articleColumns(db, input, { ...FAKE_NEWS_STORING, remote, now, by: editor })),
    rotulo,
    verificador: creditOf(input.verificador, null, editor),
    ...workflow,
    ...review,
  }));
}

/**
 * The fields an `editor` may not change on a published entry without a second review
 * (decision 061): the verdict, its rating, the claim, the title and the conclusion.
 */
export const REVIEWED_FAKE_NEWS_FIELDS = [
  "status",
  "rotulo",
  "alegacao",
  "titulo",
  "conclusao",
] as const;

/** The columns of a content save of `existing` (images stored, texts sanitised). */
async function contentColumns(
  db: Kysely<Database>,
  input: FakeNewsInput,
  existing: StoredFakeNews,
  editor: Editor & Caller,
  remote: RemoteImageOptions,
  now: string,
) {
  // The rating is checked first: images are stored only once everything else passed.
  const rotulo = await rotuloOfSave(db, input, existing);
  return {
    ...(await articleColumns(db, input, { ...FAKE_NEWS_STORING, remote, now, by: editor })),
    rotulo,
    verificador: creditOf(input.verificador, existing.verificador, editor),
  };
}

type ContentColumns = Awaited<ReturnType<typeof contentColumns>>;

/** Whether the save changes a field the second review must see first on a published entry. */
function changesReviewedField(existing: StoredFakeNews, columns: ContentColumns): boolean {
  return REVIEWED_FAKE_NEWS_FIELDS.some((field) => {
    const value = columns[field];
    return value !== undefined && value !== existing[field];
  });
}

/**
 * Replaces the entry's fields; without a `verificador` in the form the entry keeps its own.
 * A save of a published entry that asks for a review, or an editor's change of a
 * reviewed field under the second review, is a pending change (decision 061): the row
 * keeps the published version (its approval cleared), and the answer is the entry as it
 * will be, marked `pendente`, which the revision keeps.
 */
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
  const now = new Date().toISOString();
  const workflow = workflowColumns(editor, existing, input);
  // CASE: only an entry not yet published can be refused by the second review (a
  // published one's reviewed change waits instead), and that refusal comes before any
  // image is stored.
  const early =
    existing.estado === "publicado"
      ? undefined
      : reviewOfSave(editor, rules, existing, workflow.estado, input.status);
  // Images are stored before the transaction: it holds only the quick writes.
  const content = await contentColumns(db, input, existing, editor, remote, now);
  const reviewed =
    rules.secondReview && papelOf(editor) === "editor" && changesReviewedField(existing, content);
  if (isPendingSave(existing, input, reviewed)) {
    const cleared = await fakeNewsEntries.update(db, id, { aprovado_por: null, aprovado_em: null });
    if (!cleared) throw notFound(FAKE_NEWS_MESSAGES.notFound);
    // A field the save leaves out (undefined) keeps the stored value, as a save would.
    const given = Object.fromEntries(
      Object.entries(content).filter(([, value]) => value !== undefined),
    ) as Partial<FakeNewsRecord>;
    const proposed = fakeNewsRowToFakeNews({
      ...cleared,
      ...given,
      publicar_em: workflow.publicar_em,
      atualizado_por: workflow.atualizado_por,
      sem_segunda_revisao: 0,
      motivo_sem_revisao: null,
    });
    return { ...proposed, pendente: true };
  }
  const review = early ?? reviewOfSave(editor, rules, existing, workflow.estado, input.status);
  // A save that takes the entry out of publication starts the second review's cycle:
  // whoever saves it from now on is an author of what is approved next.
  const cycle =
    existing.estado === "publicado" && workflow.estado !== "publicado"
      ? { revisao_publicada: await latestRevisaoNumber(db, FAKE_NEWS_TAG, id) }
      : {};
  const columns = { ...content, ...workflow, ...review, ...cycle };
  const item = await inTransaction(db, async (trx) => {
    // Readers saw the old verdict only if the entry was public (decision 039).
    if (existing.estado === "publicado")
      await recordVerdictChange(trx, id, { status: input.status, rotulo: content.rotulo }, now);
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
  // A published entry's pending change waits for a review: its authors are the change's.
  const pending = await findPendingChanges(
    db,
    FAKE_NEWS_TAG,
    items.filter((item) => item.estado === "publicado").map((item) => item.id),
  );
  const pendingAuthors = new Map<number, number[]>();
  for (const id of pending.keys())
    pendingAuthors.set(id, await pendingChangeAuthors(db, FAKE_NEWS_TAG, id));
  return items.map((item) => {
    if (item.estado === "publicado")
      return { ...item, autores_ciclo: pendingAuthors.get(item.id) ?? [] };
    const autores = new Set(
      rows.filter((row) => row.item_id === item.id).map((row) => row.administrador_id),
    );
    if (item.atualizado_por !== null) autores.add(item.atualizado_por);
    return { ...item, autores_ciclo: [...autores].sort((a, b) => a - b) };
  });
}

/** The entry, locked for the rest of the transaction (see `selectLockedById`). */
async function lockedEntry(db: Kysely<Database>, id: number): Promise<StoredFakeNews> {
  const existing = await fakeNewsRepository.selectLockedById(db, id);
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
  let review = {
    sem_segunda_revisao: existing.sem_segunda_revisao,
    motivo_sem_revisao: existing.motivo_sem_revisao,
  };
  if (existing.estado !== "publicado") {
    if (!approved && rules.secondReview && papelOf(caller) === "editor")
      throw forbidden(WORKFLOW_MESSAGES.precisaAprovacao);
    review = approved ? { sem_segunda_revisao: 0, motivo_sem_revisao: null } : withoutReview(rules);
  }
  return {
    estado: "publicado" as const,
    publicar_em: input.publicar_em === undefined ? existing.publicar_em : input.publicar_em,
    ...review,
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
    const pending = await pendingChangeOf(trx, existing);
    if (existing.estado === "publicado" && !pending) throw conflict(WORKFLOW_MESSAGES.jaPublicada);
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
    if (pending && input.publicar)
      return applyPendingChange(trx, existing, pending, caller, approval);
    return writeReview(
      trx,
      id,
      input.publicar
        ? { ...approval, ...publication(existing, {}, caller, rules, true) }
        : approval,
    );
  });
}

/** The entry's pending change (decision 061), which only a published entry has. */
async function pendingChangeOf(
  db: Kysely<Database>,
  existing: StoredFakeNews,
): Promise<PendingChange | undefined> {
  if (existing.estado !== "publicado") return undefined;
  return findPendingChange(db, FAKE_NEWS_TAG, existing.id);
}

/**
 * Publishes an entry's pending change (decision 061), in the caller's transaction on the
 * locked entry: its record is saved as the entry's content, a changed verdict or rating
 * is recorded as a correction (decision 039), and the revision is marked applied, so the
 * history keeps its author as the one who wrote it. `publicar_em` as the publish call's.
 */
async function applyPendingChange(
  trx: Kysely<Database>,
  existing: StoredFakeNews,
  pending: PendingChange,
  caller: Caller,
  review: { aprovado_por: number | null; aprovado_em: string | null },
  input: { publicar_em?: string | null } = {},
  rules: ReviewRules = NO_RULES,
): Promise<FakeNews> {
  const parsed = FakeNewsInputSchema.safeParse(pending.registro);
  if (!parsed.success) throw badRequest(undefined, REVISAO_MESSAGES.unrestorable);
  const now = new Date().toISOString();
  const content = await contentColumns(trx, parsed.data, existing, caller, {}, now);
  await recordVerdictChange(
    trx,
    existing.id,
    { status: parsed.data.status, rotulo: content.rotulo },
    now,
  );
  const { publicar_em } = input;
  const item = await writeReview(trx, existing.id, {
    ...content,
    estado: "publicado",
    publicar_em: publicar_em === undefined ? existing.publicar_em : publicar_em,
    atualizado_por: pending.administrador_id,
    aprovado_por: review.aprovado_por,
    aprovado_em: review.aprovado_em,
    ...(review.aprovado_por === null
      ? withoutReview(rules)
      : { sem_segunda_revisao: 0, motivo_sem_revisao: null }),
  });
  await applyPendingRevisao(trx, FAKE_NEWS_TAG, existing.id, pending.numero, item);
  return item;
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
    const pending = await pendingChangeOf(trx, existing);
    if (pending) {
      // The change is published as an entry in review would be (decision 061).
      if (!approved && rules.secondReview && papelOf(caller) === "editor")
        throw forbidden(WORKFLOW_MESSAGES.precisaAprovacao);
      return applyPendingChange(trx, existing, pending, caller, existing, input, rules);
    }
    return writeReview(trx, id, publication(existing, input, caller, rules, approved));
  });
}

/**
 * How many fact-checks readers see that were published without a second review: the
 * count the transparency page states (decision 037).
 */
export async function countPublishedWithoutReview(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("fake_news")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("sem_segunda_revisao", "=", 1)
    .where(visibleNow())
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
