import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import {
  createSiteDatabase,
  dumpTables,
  projectEngine,
  serveSite,
  type SiteDatabase,
} from "#tests/helpers/site-database.ts";
import { openDatabase } from "./database.ts";
import { MIGRATION_NAMES, migrateToLatest, migrationStatus } from "./migrate.ts";

/*
 * Safe upgrades: a database made by each earlier schema (tests/fixtures/upgrade/) goes
 * through today's migrations and keeps every row, and the site serves it.
 */

const FIXTURES = path.resolve(import.meta.dirname, "..", "..", "tests", "fixtures", "upgrade");
const ADMIN = { email: "editora@example.org", password: "senha do fixture de upgrade" };
/** `table.column` pairs a later migration rewrites on purpose; empty so far. */
const CHANGED_ON_PURPOSE: string[] = [];

const engine = projectEngine();
const fixtures = fs
  .readdirSync(FIXTURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const opened: SiteDatabase[] = [];
// Each PostgreSQL drop waits for a checkpoint of the whole server; with the other test files
// writing meanwhile, the four took longer than the default 30 s once.
afterAll(async () => {
  for (const database of opened) await database.cleanup();
}, 120_000);

/** A throw-away database holding the fixture exactly as the old version left it. */
async function loadFixture(name: string): Promise<SiteDatabase> {
  const empty = await createSiteDatabase(engine, { migrate: false });
  opened.push(empty);
  await empty.db.destroy();
  if ("sqliteFile" in empty.target) {
    fs.copyFileSync(path.join(FIXTURES, name, "observatorio.sqlite"), empty.target.sqliteFile);
  } else {
    const client = new pg.Client({ connectionString: empty.target.postgresUrl });
    await client.connect();
    await client.query(fs.readFileSync(path.join(FIXTURES, name, "postgres.sql"), "utf8"));
    await client.end();
  }
  const handle = openDatabase(empty.target);
  const reopened = {
    ...empty,
    ...handle,
    cleanup: async () => {
      await handle.db.destroy();
      await empty.cleanup();
    },
  };
  opened.splice(opened.indexOf(empty), 1, reopened);
  return reopened;
}

test("there are upgrade fixtures to check", () => {
  expect(fixtures.length).toBeGreaterThan(0);
  for (const name of fixtures)
    expect(MIGRATION_NAMES, "a fixture's schema is known").toContain(name);
});

test.each(fixtures)(
  `a database made by schema %s upgrades and keeps every row (${engine})`,
  async (name) => {
    const database = await loadFixture(name);
    const before = await dumpTables(database);

    await migrateToLatest(database.db);

    expect((await migrationStatus(database.db)).filter((state) => !state.appliedAt)).toEqual([]);
    const after = await dumpTables(database);
    for (const [table, rows] of Object.entries(before)) {
      expect(rows.length, `${table} had rows in the fixture`).toBeGreaterThan(0);
      expect(after[table], `${table} still exists`).toBeDefined();
      for (const row of rows) {
        const kept = Object.fromEntries(
          Object.entries(row).filter(
            ([column]) => !CHANGED_ON_PURPOSE.includes(`${table}.${column}`),
          ),
        );
        expect(after[table]).toContainEqual(expect.objectContaining(kept));
      }
      expect(after[table]!.length).toBe(rows.length);
    }
  },
);

test.each(fixtures)(
  `the site serves an upgraded database of schema %s (${engine})`,
  async (name) => {
    const database = await loadFixture(name);
    await migrateToLatest(database.db);
    const site = await serveSite(database);

    try {
      for (const area of ["noticias", "fake-news", "subprojetos", "equipe", "newsletters"]) {
        const response = await fetch(`${site.url}/api/${area}`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as unknown[]).length, area).toBeGreaterThan(0);
      }
      const noticias = (await (await fetch(`${site.url}/api/noticias`)).json()) as {
        id: number;
        imagens: string[];
      }[];
      const item = await fetch(`${site.url}/api/noticias/${noticias.at(-1)!.id}`);
      expect(item.status).toBe(200);
      const media = await database.db.selectFrom("media").select(["chave", "dados"]).execute();
      for (const file of media) {
        const response = await fetch(`${site.url}/media/${file.chave}`);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(file.dados)).toBe(true);
      }
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
    } finally {
      await site.close();
    }
  },
);
