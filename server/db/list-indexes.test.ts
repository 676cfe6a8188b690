import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { countFakeNews, selectFakeNews, selectFakeNewsTags } from "../api/fake-news/repository.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import { countNoticias, selectNoticias } from "../api/noticias/repository.ts";
import { listPublicArticlesPage, listTemas } from "../api/temas/service.ts";
import { migrateToLatest } from "./migrate.ts";
import type { Database } from "./schema.ts";

/*
 * The public lists read a page of rows in order from an index instead of sorting every
 * published row (migration add_public_list_indexes). Checked on SQLite's query plans of
 * the queries the repositories really send; PostgreSQL gets the same indexes.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "list-indexes-"));
const raw = new SQLite(path.join(dir, "plans.sqlite"));
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: raw }),
  log: (event) => {
    if (event.level === "query") sent.push(event.query);
  },
});

beforeAll(async () => {
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The plan of every query `read` sends, one line a step. */
async function plansOf(read: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await read();
  expect(sent.length).toBeGreaterThan(0);
  return sent.map(({ sql, parameters }) =>
    raw
      .prepare(`explain query plan ${sql}`)
      .all(...(parameters as unknown[]))
      .map((row) => (row as { detail: string }).detail)
      .join("\n"),
  );
}

test.each([
  {
    list: "news, a page",
    read: () => selectNoticias(db, { limit: 12, offset: 24 }),
    index: "noticias_public_list_idx",
  },
  {
    list: "news, related",
    read: () => selectNoticias(db, { limit: 3, exceptId: 1 }),
    index: "noticias_public_list_idx",
  },
  {
    list: "fact checks, a page",
    read: () => selectFakeNews(db, { limit: 12, statuses: PUBLIC_FAKE_NEWS_STATUS }),
    index: "fake_news_public_list_idx",
  },
  {
    list: "fact checks, one verdict",
    read: () =>
      selectFakeNews(db, { limit: 12, statuses: PUBLIC_FAKE_NEWS_STATUS, status: "desmentida" }),
    index: "fake_news_public_status_idx",
  },
])("$list is read in order from $index", async ({ read, index }) => {
  const [plan] = await plansOf(read);
  expect(plan).toContain(index);
  expect(plan).not.toContain("TEMP B-TREE");
});

test.each([
  { list: "news", count: () => countNoticias(db) },
  { list: "fact checks", count: () => countFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS }) },
])("the public count of $list reads an index only", async ({ count }) => {
  const [plan] = await plansOf(count);
  expect(plan).toMatch(/USING COVERING INDEX/);
});

test.each([
  {
    read: "a topic's page (its keys and counts)",
    plans: () => listPublicArticlesPage(db, { tema: "saude" }, { offset: 24, limit: 12 }),
  },
  {
    read: "the fact checks of a topic, counted",
    plans: () => countFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS, tema: "saude" }),
  },
  {
    read: "the fact checks' topics",
    plans: () => selectFakeNewsTags(db, { statuses: PUBLIC_FAKE_NEWS_STATUS }),
  },
  { read: "every public article's tags", plans: () => listTemas(db) },
])("$read reads an index only", async ({ plans }) => {
  for (const plan of await plansOf(plans)) expect(plan).toMatch(/USING COVERING INDEX/);
});
