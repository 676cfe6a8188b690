import type { Kysely } from "kysely";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound, type ErrorDetails } from "../../http/errors.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { storesPrivately } from "../../media/access.ts";
import { resolveImageList } from "../../media/store.ts";
import { REQUIRED } from "../common-schema.ts";
import { hasVisibleText } from "../../content/rich-text.ts";
import { temaSlugsOf } from "../../content/topics.ts";
import { fitTo } from "../lists.ts";
import { ARTICLE_MESSAGES, type ArticleInput } from "./schema.ts";
import { storedAsGiven } from "../collection-service.ts";
import { columnsOf } from "../table-repository.ts";
import {
  checkMayDelete,
  papelOf,
  WORKFLOW_INPUT,
  type Caller,
  type WorkflowRecord,
} from "./workflow.ts";

/** Who is saving: the logged-in administrator. */
export type Editor = Pick<SessionAdmin, "nome">;

/**
 * Sanitises the rich-text fields and checks what only the sanitised text can tell;
 * `checkLead` adds an area's own rule on the sanitised lead.
 */
function sanitizeTexts(input: ArticleInput, checkLead?: (lead: string) => string | undefined) {
  const lead = sanitizeRichText(input.lead);
  const conteudo = sanitizeRichText(input.conteudo);
  const conclusao = input.conclusao === null ? "" : sanitizeRichText(input.conclusao);
  const details: ErrorDetails = {};
  // CASE: the schema saw text, but all of it sat in blocks the sanitiser removes.
  if (!hasVisibleText(lead)) details.lead = REQUIRED;
  else {
    const leadProblem = checkLead?.(lead);
    if (leadProblem) details.lead = leadProblem;
  }
  if (!hasVisibleText(conteudo)) details.conteudo = REQUIRED;
  // CASE: a municipality names a place only within its state.
  if (input.municipio !== null && input.uf === null) details.municipio = ARTICLE_MESSAGES.municipio;
  if (Object.keys(details).length > 0) throw badRequest(details);
  return { lead, conteudo, conclusao: hasVisibleText(conclusao) ? conclusao : null };
}

/**
 * The input fields `articleColumns` stores through a rule of their own; it stores an
 * area's other fields as given (`storedAsGiven`).
 */
export const RULED_ARTICLE_INPUT = [
  "lead",
  "conteudo",
  "conclusao",
  "fontes",
  "imagens",
  "legendas",
  "alts",
] as const;

type RuledInput = (typeof RULED_ARTICLE_INPUT)[number] | (typeof WORKFLOW_INPUT)[number];

/**
 * The input fields an area stores as given: those of its input schema (`shape`) but the
 * ruled ones, the workflow's and its byline, which the area credits (`creditOf`).
 */
export function inputAsGiven<S extends Record<RuledInput, unknown>, B extends keyof S & string>(
  shape: S,
  byline: B,
) {
  return columnsOf(shape, [...RULED_ARTICLE_INPUT, ...WORKFLOW_INPUT, byline]);
}

/** How an area stores its articles: the fields kept as given, and its own rule on the lead. */
type ArticleStoring<K extends string> = {
  asGiven: readonly K[];
  checkLead?: (lead: string) => string | undefined;
};

/**
 * Turns valid input into the columns of a save at `now`: the fields kept as given, and
 * the ruled ones. Images are stored here, after every other check, so a request that
 * fails validation stores nothing; a bad image fails the request before the article is
 * written.
 */
export async function articleColumns<I extends ArticleInput, K extends keyof I & string>(
  db: Kysely<Database>,
  input: I,
  {
    asGiven,
    checkLead,
    remote,
    now,
    by,
  }: ArticleStoring<K> & { remote: RemoteImageOptions; now: string; by: Caller },
) {
  const texts = sanitizeTexts(input, checkLead);
  const privado = storesPrivately(papelOf(by));
  const imagens = await resolveImageList(db, input.imagens, { remote, privado });
  const ruled = {
    ...texts,
    fontes: JSON.stringify(input.fontes),
    imagens: JSON.stringify(imagens),
    legendas: JSON.stringify(fitTo(input.legendas, imagens.length)),
    alts: JSON.stringify(fitTo(input.alts, imagens.length)),
  } satisfies Record<(typeof RULED_ARTICLE_INPUT)[number], string | null>;
  return {
    ...storedAsGiven(input, asGiven),
    ...ruled,
    // Written with the tags: the topic pages and filters match on it (decision 041).
    tema_slugs: temaSlugsOf(input.tags),
    updated_at: now,
  };
}

/**
 * Who an article is credited to (news `autor`, fake-news `verificador`): the form's
 * name, else the name already stored (fixing someone's typo does not take their
 * byline), else the editor saving it.
 */
export function creditOf(given: string | null, stored: string | null, editor: Editor): string {
  return given ?? stored ?? editor.nome;
}

/** An area's read of one article readers may see (published and due), else undefined. */
export function publicArticleFinder<Row, Item>(
  select: (db: Kysely<Database>, id: number, audience: "public") => Promise<Row | undefined>,
  toItem: (row: Row) => Item,
) {
  return async (db: Kysely<Database>, id: number): Promise<Item | undefined> => {
    const row = await select(db, id, "public");
    return row ? toItem(row) : undefined;
  };
}

/**
 * The delete of an area's articles (404 with `notFoundMessage`): an autor deletes only its
 * own items that are not published (decision 037).
 */
export function articleRemover(
  rows: {
    selectById(db: Kysely<Database>, id: number): Promise<WorkflowRecord | undefined>;
    remove(db: Kysely<Database>, id: number): Promise<boolean>;
  },
  notFoundMessage: string,
) {
  return async (db: Kysely<Database>, id: number, caller: Caller = { nome: "" }) => {
    const existing = await rows.selectById(db, id);
    if (!existing) throw notFound(notFoundMessage);
    checkMayDelete(caller, existing);
    if (!(await rows.remove(db, id))) throw notFound(notFoundMessage);
  };
}
