import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { createAnswerStore, type StoredAnswer } from "./answer-store.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.cleanup();
});

beforeEach(async () => {
  await database.db.deleteFrom("noticias").execute();
});

const answer = (text: string): StoredAnswer => ({
  json: Buffer.from(JSON.stringify(text)),
  etag: `"${text}"`,
  headers: [["X-Total-Count", "1"]],
  publicUntil: undefined,
});

async function insertNoticia(publicarEm: string | null = null) {
  const now = new Date().toISOString();
  await database.db
    .insertInto("noticias")
    .values({
      titulo: "Título",
      subtitulo: "Subtítulo",
      lead: "<p>Lead.</p>",
      conteudo: "<p>Texto.</p>",
      fontes: "[]",
      data_publicacao: now,
      autor: "Autora",
      created_at: now,
      updated_at: now,
      publicar_em: publicarEm,
    })
    .execute();
}

test("an answer is given back while nothing was written", async () => {
  // PostgreSQL's version is the server's snapshot, which another test file's write to its
  // own database moves too: the read is tried again until one ran with no such write.
  // A read that moved the version itself would fail every attempt.
  for (let attempt = 1; ; attempt += 1) {
    const store = createAnswerStore(database.db);
    const version = await store.version();
    await store.set("/api/noticias", version, answer("a"), 300);

    await database.db.selectFrom("noticias").selectAll().execute();

    const after = await store.version();
    if (after !== version && attempt < 20) continue;
    expect(after).toBe(version);
    expect(store.get("/api/noticias", version)).toEqual(answer("a"));
    expect(store.get("/api/fake-news", version)).toBeUndefined();
    return;
  }
});

test("a write through the same connection changes the version", async () => {
  const store = createAnswerStore(database.db);
  const version = await store.version();
  await store.set("/api/noticias", version, answer("a"), 300);

  await insertNoticia();

  const after = await store.version();
  expect(after).not.toBe(version);
  expect(store.get("/api/noticias", after)).toBeUndefined();
});

test("a write through another connection changes the version", async () => {
  const store = createAnswerStore(database.db);
  const version = await store.version();
  const other = openDatabase(database.target);
  try {
    await other.db.deleteFrom("noticias").execute();
    const now = new Date().toISOString();
    await other.db
      .insertInto("noticias")
      .values({
        titulo: "De outro processo",
        subtitulo: "Subtítulo",
        lead: "<p>Lead.</p>",
        conteudo: "<p>Texto.</p>",
        fontes: "[]",
        data_publicacao: now,
        autor: "Autora",
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await other.db.destroy();
  }

  expect(await store.version()).not.toBe(version);
});

test("an answer is not given back once its lifetime is over", async () => {
  const store = createAnswerStore(database.db);
  const version = await store.version();
  const now = new Date();
  await store.set("/api/noticias", version, answer("a"), 300, now);

  expect(store.get("/api/noticias", version, now.getTime() + 299_000)).toEqual(answer("a"));
  expect(store.get("/api/noticias", version, now.getTime() + 300_000)).toBeUndefined();
});

test("an answer is not given back once a scheduled item has come due", async () => {
  const now = new Date();
  const due = new Date(now.getTime() + 60_000);
  await insertNoticia(due.toISOString());
  const store = createAnswerStore(database.db);
  const version = await store.version();
  await store.set("/api/noticias", version, answer("a"), 300, now);

  expect(store.get("/api/noticias", version, due.getTime() - 1)).toEqual(answer("a"));
  expect(store.get("/api/noticias", version, due.getTime())).toBeUndefined();
});

test("the least recently used answers go first when the store is full", async () => {
  const one = answer("a");
  const size = "/1".length + one.json.length + "X-Total-Count".length + 1;
  const store = createAnswerStore(database.db, size * 2);
  const version = await store.version();
  await store.set("/1", version, one, 300);
  await store.set("/2", version, one, 300);
  store.get("/1", version);

  await store.set("/3", version, one, 300);

  expect(store.size.entries).toBe(2);
  expect(store.get("/2", version)).toBeUndefined();
  expect(store.get("/1", version)).toEqual(one);
  expect(store.get("/3", version)).toEqual(one);
});
