import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, test } from "vitest";
import {
  insertFakeNews,
  insertMembro,
  insertNoticia,
  insertUnderReview,
} from "#tests/helpers/content-rows.ts";
import { databasePerTest, TEST_ORIGIN } from "#tests/helpers/database-per-test.ts";
import {
  listSitemapEntries,
  sitemapDocument,
  sitemapPageDocument,
  type SitemapEntry,
} from "./sitemap.ts";

const database = databasePerTest();

type Located = { loc: string; lastmod?: string };

/** The document, checked to be well-formed XML, as a parser reads it. */
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (tagName) => tagName === "url" || tagName === "sitemap",
  }).parse(xml);
}

const STATIC_PAGES = [
  "/",
  "/sobre",
  "/subprojetos",
  "/repositorio",
  "/equipe",
  "/noticias",
  "/fake-news",
  "/newsletters",
  "/contato",
  "/sugerir",
  "/dados",
  "/languages",
  "/correcoes",
];

test("an empty site lists its fixed pages, without dates it does not know", async () => {
  const entries = await listSitemapEntries(database().db);

  expect(entries).toEqual(STATIC_PAGES.map((path) => ({ path, lastmod: null })));
});

test("the sitemap lists every news item, every settled check and each team group with its last change", async () => {
  const db = database().db;
  const noticia = await insertNoticia(db, {
    titulo: "Notícia",
    updated_at: "2026-04-02T10:00:00.000Z",
  });
  const debunked = await insertFakeNews(db, {
    titulo: "Desmentida",
    status: "desmentida",
    updated_at: "2026-04-03T10:00:00.000Z",
  });
  const verified = await insertFakeNews(db, {
    titulo: "Verificada",
    status: "verificada",
    data_verificacao: "2026-04-01",
    updated_at: "2026-04-01T10:00:00.000Z",
  });
  const underReview = await insertUnderReview(db, { updated_at: "2026-05-01T10:00:00.000Z" });
  for (const [nome, cargo, updated_at] of [
    ["Ana", "Comunidade Externa", "2026-02-01T00:00:00.000Z"],
    ["Bia", "Comunidade Externa", "2026-02-09T00:00:00.000Z"],
    ["Caio", "Acadêmico", "2026-01-05T00:00:00.000Z"],
  ] as const) {
    await insertMembro(db, { nome, cargo, updated_at });
  }

  const entries = await listSitemapEntries(db);
  const { urlset } = parse(sitemapDocument(entries, TEST_ORIGIN));

  const urls: Located[] = urlset.url;
  expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(urls).toEqual(
    expect.arrayContaining([
      { loc: `${TEST_ORIGIN}/`, lastmod: "2026-04-03T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/equipe`, lastmod: "2026-02-09T00:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/equipe/acad%C3%AAmico`, lastmod: "2026-01-05T00:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/equipe/comunidade-externa`, lastmod: "2026-02-09T00:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/noticias`, lastmod: "2026-04-02T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/fake-news`, lastmod: "2026-04-03T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/dados`, lastmod: "2026-04-03T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/noticia/${noticia}`, lastmod: "2026-04-02T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/fake-news/${debunked}`, lastmod: "2026-04-03T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/fake-news/${verified}`, lastmod: "2026-04-01T10:00:00.000Z" },
      { loc: `${TEST_ORIGIN}/sobre` },
    ]),
  );
  expect(urls.length).toBe(STATIC_PAGES.length + 2 + 1 + 2);
  expect(urls.map((url) => url.loc)).not.toContain(`${TEST_ORIGIN}/fake-news/${underReview}`);
  for (const url of urls) expect(url.loc.startsWith(`${TEST_ORIGIN}/`)).toBe(true);
});

test("the About, sub-projects, newsletters and contact pages are dated by their latest change", async () => {
  const db = database().db;
  await db
    .insertInto("subprojetos")
    .values([
      {
        nome: "A",
        autor: "X",
        resumo: "<p>r</p>",
        status: "em andamento",
        data_inicio: "2026-01-01",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-06-01T00:00:00.000Z",
      },
      {
        nome: "B",
        autor: "X",
        resumo: "<p>r</p>",
        status: "em andamento",
        data_inicio: "2026-01-01",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-06-07T00:00:00.000Z",
      },
    ])
    .execute();
  await db
    .insertInto("newsletters")
    .values({
      titulo: "N",
      mes: 1,
      ano: 2026,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-07-01T00:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("sobre_projeto")
    .values({
      id: 1,
      titulo: "Sobre",
      conteudo: "<p>c</p>",
      updated_at: "2026-08-01T00:00:00.000Z",
    })
    .execute();

  const entries = await listSitemapEntries(db);

  const dateOf = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
  expect(dateOf("/subprojetos")).toBe("2026-06-07T00:00:00.000Z");
  expect(dateOf("/newsletters")).toBe("2026-07-01T00:00:00.000Z");
  expect(dateOf("/sobre")).toBe("2026-08-01T00:00:00.000Z");
  expect(dateOf("/contato")).toBeNull();
});

test("past the limit of addresses per file the sitemap becomes an index of files that each hold at most that many", () => {
  const entries: SitemapEntry[] = [
    { path: "/", lastmod: null },
    { path: "/noticia/1", lastmod: "2026-01-02T00:00:00.000Z" },
    { path: "/noticia/2", lastmod: "2026-01-01T00:00:00.000Z" },
    { path: "/fake-news/1", lastmod: null },
    { path: "/fake-news/2", lastmod: null },
  ];

  const index = parse(sitemapDocument(entries, TEST_ORIGIN, 2)).sitemapindex;
  const first = parse(sitemapPageDocument(entries, TEST_ORIGIN, 1, 2) ?? "").urlset.url;
  const last = parse(sitemapPageDocument(entries, TEST_ORIGIN, 3, 2) ?? "").urlset.url;

  expect(index["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  expect(index.sitemap).toEqual([
    { loc: `${TEST_ORIGIN}/sitemap/1.xml`, lastmod: "2026-01-02T00:00:00.000Z" },
    { loc: `${TEST_ORIGIN}/sitemap/2.xml`, lastmod: "2026-01-01T00:00:00.000Z" },
    { loc: `${TEST_ORIGIN}/sitemap/3.xml` },
  ]);
  expect(first).toEqual([
    { loc: `${TEST_ORIGIN}/` },
    { loc: `${TEST_ORIGIN}/noticia/1`, lastmod: "2026-01-02T00:00:00.000Z" },
  ]);
  expect(last).toEqual([{ loc: `${TEST_ORIGIN}/fake-news/2` }]);
  expect(sitemapPageDocument(entries, TEST_ORIGIN, 4, 2)).toBeUndefined();
  expect(sitemapPageDocument(entries, TEST_ORIGIN, 1, 5)).toBeUndefined();
});

test("addresses with markup characters are escaped in the sitemap", () => {
  const xml = sitemapDocument([{ path: "/busca?q=a&b=<c>", lastmod: null }], TEST_ORIGIN);

  expect(xml).toContain("/busca?q=a&amp;b=&lt;c&gt;");
  expect(parse(xml).urlset.url).toEqual([{ loc: `${TEST_ORIGIN}/busca?q=a&b=<c>` }]);
});

test("each topic the news are tagged with gets one page, dated by its latest tagged item", async () => {
  const db = database().db;
  await insertNoticia(db, {
    titulo: "A",
    tags: "Saúde, Vacinas",
    updated_at: "2026-05-01T00:00:00.000Z",
  });
  await insertNoticia(db, {
    titulo: "B",
    tags: "saude, !!!",
    updated_at: "2026-05-09T00:00:00.000Z",
  });
  await insertNoticia(db, { titulo: "C", tags: null, updated_at: "2026-06-01T00:00:00.000Z" });

  const entries = await listSitemapEntries(db);

  expect(entries.filter((entry) => entry.path.startsWith("/tema/"))).toEqual([
    { path: "/tema/saude", lastmod: "2026-05-09T00:00:00.000Z" },
    { path: "/tema/vacinas", lastmod: "2026-05-01T00:00:00.000Z" },
  ]);
});

test("topics and states of public fact-checks get their pages too, but not those of entries under review", async () => {
  const db = database().db;
  await insertNoticia(db, {
    titulo: "A",
    tags: "Saúde",
    uf: "PA",
    updated_at: "2026-05-01T00:00:00.000Z",
  });
  await insertFakeNews(db, {
    titulo: "B",
    tags: "saude, Dengue",
    uf: "AM",
    status: "desmentida",
    updated_at: "2026-05-09T00:00:00.000Z",
  });
  await insertUnderReview(db, {
    tags: "Segredo",
    uf: "AC",
    updated_at: "2026-06-01T00:00:00.000Z",
  });

  const entries = await listSitemapEntries(db);

  expect(entries.filter((entry) => entry.path.startsWith("/tema/"))).toEqual([
    { path: "/tema/dengue", lastmod: "2026-05-09T00:00:00.000Z" },
    { path: "/tema/saude", lastmod: "2026-05-09T00:00:00.000Z" },
  ]);
  expect(entries.filter((entry) => entry.path.startsWith("/local/"))).toEqual([
    { path: "/local/am", lastmod: "2026-05-09T00:00:00.000Z" },
    { path: "/local/pa", lastmod: "2026-05-01T00:00:00.000Z" },
  ]);
});

test("the sitemap lists each publication, and the repository dated by the latest one", async () => {
  const db = database().db;
  const row = (titulo: string, updated_at: string) => ({
    titulo,
    autores: JSON.stringify([{ nome: "Ana Souza", endereco: null }]),
    ano: 2025,
    tipo: "artigo",
    palavras_chave: "[]",
    created_at: updated_at,
    updated_at,
  });
  const older = await db
    .insertInto("publicacoes")
    .values(row("Antiga", "2026-03-01T00:00:00.000Z"))
    .returning("id")
    .executeTakeFirstOrThrow();
  const newer = await db
    .insertInto("publicacoes")
    .values(row("Nova", "2026-03-05T00:00:00.000Z"))
    .returning("id")
    .executeTakeFirstOrThrow();

  const entries = await listSitemapEntries(db);

  expect(entries).toEqual(
    expect.arrayContaining([
      { path: "/repositorio", lastmod: "2026-03-05T00:00:00.000Z" },
      { path: `/publicacao/${older.id}`, lastmod: "2026-03-01T00:00:00.000Z" },
      { path: `/publicacao/${newer.id}`, lastmod: "2026-03-05T00:00:00.000Z" },
    ]),
  );
});
