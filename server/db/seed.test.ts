import { afterAll, beforeAll, expect, test } from "vitest";
import { testConfig } from "#tests/helpers/test-config.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { getContatoInstitucional } from "../api/contato-institucional/service.ts";
import { CARGOS } from "../api/equipe/schema.ts";
import { listMembros } from "../api/equipe/service.ts";
import { FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import { listFakeNews } from "../api/fake-news/service.ts";
import { listNewsletters } from "../api/newsletters/service.ts";
import { deleteNoticia, listNoticias } from "../api/noticias/service.ts";
import { PAGINA_SLUGS } from "../api/paginas/schema.ts";
import { findPagina } from "../api/paginas/service.ts";
import { findSobreProjeto, saveSobreProjeto } from "../api/sobre-projeto/service.ts";
import { listSubprojetos } from "../api/subprojetos/service.ts";
import { DEMO_NOTICIAS } from "./demo-content.ts";
import { isDatabaseEmpty, maybeSeedDemo, seedDemo, type StartupSeedOutcome } from "./seed.ts";

let seeded: TestDatabase;
let empty: TestDatabase;
const logged: unknown[][] = [];
const logger = { info: (...args: unknown[]) => void logged.push(args) };
const startup: { withoutSeedDemo?: StartupSeedOutcome; withSeedDemoTrue?: StartupSeedOutcome } = {};
let startedAt: Date;

// Seeding is the slow part, so it happens once, through the start-up path the server
// takes: by default on SQLite, and on PostgreSQL only after SEED_DEMO=true is set.
beforeAll(async () => {
  [seeded, empty] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  startedAt = new Date();
  startup.withoutSeedDemo = await maybeSeedDemo(
    seeded,
    testConfig({ seedDemo: undefined }),
    logger,
  );
  if (startup.withoutSeedDemo !== "seeded") {
    startup.withSeedDemoTrue = await maybeSeedDemo(seeded, testConfig({ seedDemo: true }), logger);
  }
});

afterAll(async () => {
  await Promise.all([seeded?.cleanup(), empty?.cleanup()]);
});

/** How many items of each kind the demo holds. */
const DEMO_COUNTS = {
  noticias: 8,
  fakeNews: 8,
  subprojetos: 6,
  membros: 10,
  newsletters: 4,
  publicacoes: 7,
  sobreProjeto: 1,
  contatoInstitucional: 1,
  paginas: 3,
  correcoes: 1,
  rodape: 1,
  sugestoes: 16,
};
/** None of each kind. */
const NONE = Object.fromEntries(Object.keys(DEMO_COUNTS).map((kind) => [kind, 0]));

async function storedMediaKeys(db: TestDatabase["db"], urls: string[]): Promise<string[]> {
  const keys = urls.map((url) => url.replace(/^\/media\//, ""));
  if (keys.length === 0) return [];
  const rows = await db.selectFrom("media").select("chave").where("chave", "in", keys).execute();
  return rows.map((row) => row.chave);
}

test("at start-up an empty database gets the demo: SQLite by default, PostgreSQL only with SEED_DEMO=true", () => {
  expect(startup).toEqual(
    seeded.dialect === "sqlite"
      ? { withoutSeedDemo: "seeded" }
      : { withoutSeedDemo: "not-requested", withSeedDemoTrue: "seeded" },
  );
  expect(logged).toEqual([
    [
      {
        created: DEMO_COUNTS,
      },
      "loaded demo content into the empty database (set SEED_DEMO=false to start empty)",
    ],
  ]);
});

test("SEED_DEMO=false leaves an empty database empty", async () => {
  const outcome = await maybeSeedDemo(empty, testConfig({ seedDemo: false }), logger);

  expect(outcome).toBe("disabled");
  expect(await isDatabaseEmpty(empty.db)).toBe(true);
});

test("without SEED_DEMO=true an empty PostgreSQL database stays empty", async () => {
  const outcome = await maybeSeedDemo(
    { db: empty.db, dialect: "postgres" },
    testConfig({ seedDemo: undefined }),
    logger,
  );

  expect(outcome).toBe("not-requested");
  expect(await isDatabaseEmpty(empty.db)).toBe(true);
});

test("a database that already has content is never seeded at start-up", async () => {
  const before = (await listNoticias(seeded.db)).length;

  const outcome = await maybeSeedDemo(seeded, testConfig({ seedDemo: true }), logger);

  expect(outcome).toBe("not-empty");
  expect(await isDatabaseEmpty(seeded.db)).toBe(false);
  expect(await listNoticias(seeded.db)).toHaveLength(before);
});

test("news items are illustrated with stored images, cite sources and are dated in the recent past", async () => {
  const noticias = await listNoticias(seeded.db);

  expect(noticias.length).toBeGreaterThanOrEqual(8);
  expect(noticias[0]?.titulo).toBe(DEMO_NOTICIAS[0]?.input.titulo);
  for (const noticia of noticias) {
    expect(noticia.imagens.length).toBeGreaterThanOrEqual(1);
    expect(noticia.imagens.every((url) => url.startsWith("/media/"))).toBe(true);
    expect(await storedMediaKeys(seeded.db, noticia.imagens)).toHaveLength(
      new Set(noticia.imagens).size,
    );
    expect(noticia.legendas).toHaveLength(noticia.imagens.length);
    expect(noticia.alts.every((alt) => alt.length > 0)).toBe(true);
    expect(noticia.fontes.length).toBeGreaterThanOrEqual(1);
    expect(noticia.tags).not.toBeNull();
    expect(Date.parse(noticia.data_publicacao)).toBeLessThan(startedAt.getTime());
  }
  expect(new Set(noticias.map((noticia) => noticia.data_publicacao)).size).toBe(noticias.length);
  expect(noticias.filter((noticia) => noticia.conclusao !== null).length).toBeGreaterThan(0);
  expect(
    noticias.filter((noticia) => noticia.video?.startsWith("https://www.youtube.com/")),
  ).toHaveLength(1);
});

test("fake-news entries cover every status, with truths, sources and a verifier", async () => {
  const entries = await listFakeNews(seeded.db);

  expect(entries.length).toBeGreaterThanOrEqual(6);
  expect(new Set(entries.map((entry) => entry.status))).toEqual(new Set(FAKE_NEWS_STATUS));
  for (const entry of entries) {
    expect(entry.verdades.length).toBeGreaterThanOrEqual(1);
    expect(entry.fontes.length).toBeGreaterThanOrEqual(1);
    expect(entry.verificador).not.toBeNull();
    expect(await storedMediaKeys(seeded.db, entry.imagens)).toHaveLength(entry.imagens.length);
  }
  expect(new Set(entries.map((entry) => entry.data_verificacao.slice(0, 7))).size).toBeGreaterThan(
    2,
  );
});

test("sub-projects span several statuses and the team covers every cargo", async () => {
  const subprojetos = await listSubprojetos(seeded.db);
  const membros = await listMembros(seeded.db);

  expect(subprojetos.length).toBeGreaterThanOrEqual(4);
  expect(new Set(subprojetos.map((item) => item.status)).size).toBeGreaterThanOrEqual(4);
  expect(subprojetos.every((item) => /<(ul|ol)>/.test(item.resumo))).toBe(true);
  expect(membros.length).toBeGreaterThanOrEqual(8);
  expect(new Set(membros.map((membro) => membro.cargo))).toEqual(new Set(CARGOS));
  const fotos = membros.flatMap((membro) => (membro.foto ? [membro.foto] : []));
  expect(fotos.length).toBeGreaterThan(0);
  expect(fotos.length).toBeLessThan(membros.length);
  expect(await storedMediaKeys(seeded.db, fotos)).toHaveLength(fotos.length);
  for (const membro of membros) {
    if (membro.lattes) expect(membro.lattes).toMatch(/^https:\/\/lattes\.cnpq\.br\/\d{16}$/);
  }
});

test("newsletters include an external link, a stored PDF and an edition without a link", async () => {
  const newsletters = await listNewsletters(seeded.db);

  expect(newsletters).toHaveLength(4);
  expect(
    newsletters.filter((item) => item.pdfLink?.startsWith("https://example.org/")).length,
  ).toBeGreaterThan(0);
  expect(newsletters.filter((item) => !item.pdfLink && !item.pdfUrl)).toHaveLength(1);
  const pdfs = newsletters.flatMap((item) => (item.pdfUrl ? [item.pdfUrl] : []));
  expect(pdfs).toHaveLength(1);
  const stored = await seeded.db
    .selectFrom("media")
    .select(["content_type", "dados"])
    .where("chave", "=", pdfs[0]?.replace(/^\/media\//, "") ?? "")
    .executeTakeFirstOrThrow();
  expect(stored.content_type).toBe("application/pdf");
  expect(Buffer.from(stored.dados).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("the About page and the institutional contact data are filled in", async () => {
  const sobre = await findSobreProjeto(seeded.db);
  const contato = await getContatoInstitucional(seeded.db);

  expect(sobre?.descricao).toContain("Observatório");
  expect(sobre?.objetivos).toContain("<li>");
  expect(sobre?.metodologia).toContain("<ol>");
  expect(contato.email).toBe("contato@observatorio.example.org");
  expect(contato.redes.map((rede) => rede.tipo)).toEqual([
    "Instagram",
    "Facebook",
    "YouTube",
    "Twitter",
    "TikTok",
  ]);
});

test("the methodology, corrections policy and transparency pages are written", async () => {
  const paginas = await Promise.all(PAGINA_SLUGS.map((slug) => findPagina(seeded.db, slug)));

  expect(paginas.map((pagina) => pagina?.titulo)).toEqual([
    "Como checamos",
    "Política de correções",
    "Transparência",
  ]);
  expect(paginas.every((pagina) => pagina?.conteudo.includes("<h2>"))).toBe(true);
});

test("running the seed again duplicates nothing", async () => {
  const result = await seedDemo(seeded.db);

  expect(result).toEqual({ created: NONE, existing: DEMO_COUNTS });
  expect(await listNoticias(seeded.db)).toHaveLength(8);
  expect(await listMembros(seeded.db)).toHaveLength(10);
});

test("running the seed again restores a deleted demo item and keeps an edited About page", async () => {
  const [newest] = await listNoticias(seeded.db);
  await deleteNoticia(seeded.db, newest?.id ?? 0);
  const about = {
    titulo: "Quem somos",
    conteudo: "<p>Texto escrito pela equipe.</p>",
    descricao: null,
    objetivos: null,
    metodologia: null,
  };
  await saveSobreProjeto(seeded.db, about);

  const result = await seedDemo(seeded.db);

  expect(result.created).toEqual({ ...NONE, noticias: 1 });
  const noticias = await listNoticias(seeded.db);
  expect(noticias).toHaveLength(8);
  expect(noticias.map((noticia) => noticia.titulo)).toContain(newest?.titulo);
  expect(await findSobreProjeto(seeded.db)).toEqual({ id: 1, ...about });
});
