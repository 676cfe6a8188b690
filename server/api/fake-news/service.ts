import type { Kysely } from "kysely";
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
  type FakeNewsRecord,
} from "./repository.ts";
import {
  FAKE_NEWS_MESSAGES,
  type FakeNews,
  type FakeNewsInput,
  type FakeNewsStatus,
} from "./schema.ts";

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
    updated_at: now,
  };
}

/**
 * Newest verification first; `statuses` narrows the list (public pages show only settled
 * ones), and `uf` to one state's entries.
 */
export async function listFakeNews(
  db: Kysely<Database>,
  {
    statuses,
    limit,
    offset,
    uf,
  }: { statuses?: readonly FakeNewsStatus[]; limit?: number; offset?: number; uf?: string } = {},
): Promise<FakeNews[]> {
  const rows = await selectFakeNews(db, { statuses, limit, offset, uf });
  return rows.map(fakeNewsRowToFakeNews);
}

/** One page of the entries (of `statuses` only, when given) and how many there are in all. */
export async function listFakeNewsPage(
  db: Kysely<Database>,
  page: Page,
  { statuses }: { statuses?: readonly FakeNewsStatus[] } = {},
): Promise<Paged<FakeNews>> {
  const [items, total] = await Promise.all([
    listFakeNews(db, { statuses, limit: page.limit, offset: page.offset }),
    countFakeNews(db, { statuses }),
  ]);
  return { items, total };
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
