import type { Kysely } from "kysely";
import { splitTags, temaSlugsOf, topicSlug } from "../../content/topics.ts";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { articleColumns, articleRowToArticle, creditOf, type Editor } from "../articles/service.ts";
import { parseStringList } from "../lists.ts";
import { collectionService } from "../collection-service.ts";
import { recordVerdictChange } from "../correcoes/service.ts";
import type { Page, Paged } from "../collection-paging.ts";
import {
  countFakeNews,
  fakeNewsRepository,
  selectFakeNews,
  selectFakeNewsTags,
  type FakeNewsRecord,
} from "./repository.ts";
import type { FakeNewsFilter } from "./filter.ts";
import { FAKE_NEWS_MESSAGES, type FakeNews, type FakeNewsInput } from "./schema.ts";

export type { FakeNews } from "./schema.ts";

export function fakeNewsRowToFakeNews(row: FakeNewsRecord): FakeNews {
  return {
    ...articleRowToArticle(row),
    verdades: parseStringList(row.verdades),
    status: row.status,
    data_verificacao: row.data_verificacao,
    verificador: row.verificador,
  };
}

const fakeNews = collectionService(fakeNewsRepository, fakeNewsRowToFakeNews);

async function toColumns(
  db: Kysely<Database>,
  input: FakeNewsInput,
  verificador: string,
  now: string,
  remote: RemoteImageOptions,
) {
  return {
    ...(await articleColumns(db, input, { remote })),
    verdades: JSON.stringify(input.verdades),
    status: input.status,
    data_verificacao: input.data_verificacao,
    verificador,
    tema_slugs: temaSlugsOf(input.tags),
    updated_at: now,
  };
}

/**
 * Newest verification first, narrowed by the filter (decision 041): `statuses` to what
 * the caller may see (public pages show only settled entries), the rest to what a reader
 * asked for.
 */
export async function listFakeNews(
  db: Kysely<Database>,
  options: FakeNewsFilter & { limit?: number; offset?: number } = {},
): Promise<FakeNews[]> {
  const rows = await selectFakeNews(db, options);
  return rows.map(fakeNewsRowToFakeNews);
}

/** One page of the entries the filter lets through and how many there are in all. */
export async function listFakeNewsPage(
  db: Kysely<Database>,
  page: Page,
  filter: FakeNewsFilter = {},
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
      const slug = topicSlug(tag);
      if (slug !== "" && !temas.has(slug)) temas.set(slug, tag);
    }
  }
  return [...temas]
    .map(([slug, nome]) => ({ nome, slug }))
    .sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR"));
}

export const { findById: findFakeNewsById } = fakeNews;

/** `verificador` is the form's value or else the editor's name. */
export async function createFakeNews(
  db: Kysely<Database>,
  input: FakeNewsInput,
  editor: Editor,
  remote: RemoteImageOptions = {},
): Promise<FakeNews> {
  return fakeNews.create(db, (now) =>
    toColumns(db, input, creditOf(input.verificador, null, editor), now, remote),
  );
}

/** Replaces the entry's fields; without a `verificador` in the form the entry keeps its own. */
export async function updateFakeNews(
  db: Kysely<Database>,
  id: number,
  input: FakeNewsInput,
  editor: Editor,
  remote: RemoteImageOptions = {},
): Promise<FakeNews> {
  const existing = await fakeNewsRepository.selectById(db, id);
  if (!existing) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  const now = new Date().toISOString();
  // Images are stored before the transaction: it holds only the two quick writes.
  const columns = await toColumns(
    db,
    input,
    creditOf(input.verificador, existing.verificador, editor),
    now,
    remote,
  );
  const item = await db.transaction().execute(async (trx) => {
    await recordVerdictChange(trx, id, input.status, now);
    return fakeNews.update(trx, id, () => columns);
  });
  if (!item) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  return item;
}

export async function deleteFakeNews(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await fakeNews.remove(db, id))) throw notFound(FAKE_NEWS_MESSAGES.notFound);
}
