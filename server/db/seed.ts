import type { Kysely } from "kysely";
import { findContatoInstitucionalRow } from "../api/contato-institucional/repository.ts";
import { ContatoInstitucionalInputSchema } from "../api/contato-institucional/schema.ts";
import { saveContatoInstitucional } from "../api/contato-institucional/service.ts";
import { MembroInputSchema } from "../api/equipe/schema.ts";
import { createMembro, listMembros } from "../api/equipe/service.ts";
import { FakeNewsInputSchema, today } from "../api/fake-news/schema.ts";
import { createFakeNews, listFakeNews } from "../api/fake-news/service.ts";
import { NewsletterInputSchema } from "../api/newsletters/schema.ts";
import { createNewsletter, listNewsletters } from "../api/newsletters/service.ts";
import { updateNoticiaRow } from "../api/noticias/repository.ts";
import { NoticiaInputSchema } from "../api/noticias/schema.ts";
import { createNoticia, listNoticias } from "../api/noticias/service.ts";
import { PAGINA_SLUGS, PaginaInputSchema } from "../api/paginas/schema.ts";
import { findPagina, savePagina } from "../api/paginas/service.ts";
import { SobreProjetoInputSchema } from "../api/sobre-projeto/schema.ts";
import { findSobreProjeto, saveSobreProjeto } from "../api/sobre-projeto/service.ts";
import { SubprojetoInputSchema } from "../api/subprojetos/schema.ts";
import { createSubprojeto, listSubprojetos } from "../api/subprojetos/service.ts";
import { PublicacaoInputSchema } from "../api/publicacoes/schema.ts";
import { createPublicacao, listPublicacoes } from "../api/publicacoes/service.ts";
import { DEMO_PUBLICACOES } from "./demo-publicacoes.ts";
import { insertSugestao } from "../api/sugestoes/repository.ts";
import { hashCodigo, newCodigo } from "../api/sugestoes/service.ts";
import { grupoOf } from "../api/sugestoes/grouping.ts";
import { insertTipIndexEntries, tipIndexEntry } from "../matching/repository.ts";
import { DEMO_SUGESTOES } from "./demo-sugestoes.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { parseInput } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { storePdf } from "../media/store.ts";
import type { DatabaseHandle } from "./database.ts";
import {
  DEMO_CONTATO_INSTITUCIONAL,
  DEMO_CORRECAO,
  DEMO_FAKE_NEWS,
  DEMO_MEMBROS,
  DEMO_NEWSLETTERS,
  DEMO_NOTICIAS,
  DEMO_SOBRE_PROJETO,
  DEMO_SUBPROJETOS,
  type DemoImage,
} from "./demo-content.ts";
import { DEMO_PAGINAS } from "./demo-paginas.ts";
import { CorrecaoInputSchema } from "../api/correcoes/schema.ts";
import { createCorrecao, findCorrecoesOfItem } from "../api/correcoes/service.ts";
import { selectRodapeInstituicoes } from "../api/rodape/repository.ts";
import { RODAPE_PADRAO, RodapeInputSchema } from "../api/rodape/schema.ts";
import { saveRodape } from "../api/rodape/service.ts";
import { drawIllustration, drawPortrait, pngDataUrl } from "./demo-images.ts";
import { buildPdf } from "./demo-pdf.ts";
import type { Database } from "./schema.ts";

/** The tables an editor fills; any row in one of them means the site is in use. */
const CONTENT_TABLES = [
  "noticias",
  "fake_news",
  "subprojetos",
  "membros",
  "newsletters",
  "sobre_projeto",
  "contato_institucional",
] as const satisfies readonly (keyof Database)[];

/** Who the services record as the editor when an item names no author or verifier. */
const DEMO_EDITOR = { nome: "Equipe do Observatório" };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type DemoCounts = {
  noticias: number;
  fakeNews: number;
  subprojetos: number;
  membros: number;
  newsletters: number;
  publicacoes: number;
  sobreProjeto: number;
  contatoInstitucional: number;
  paginas: number;
  correcoes: number;
  rodape: number;
  sugestoes: number;
};

/** What this run created, and the demo items it found already there and left alone. */
export type SeedDemoResult = { created: DemoCounts; existing: DemoCounts };

export type StartupSeedOutcome = "seeded" | "disabled" | "not-requested" | "not-empty";

function emptyCounts(): DemoCounts {
  return {
    noticias: 0,
    fakeNews: 0,
    subprojetos: 0,
    membros: 0,
    newsletters: 0,
    publicacoes: 0,
    sobreProjeto: 0,
    contatoInstitucional: 0,
    paginas: 0,
    correcoes: 0,
    rodape: 0,
    sugestoes: 0,
  };
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** The calendar month `months` before `now`, as the newsletter form takes it. */
function monthBefore(now: Date, months: number): { mes: number; ano: number } {
  const date = new Date(now.getFullYear(), now.getMonth() - months, 1);
  return { mes: date.getMonth() + 1, ano: date.getFullYear() };
}

/** What a demo item is matched by: its title, or the name of the areas without titles. */
type Named = { titulo: string } | { nome: string };

function nameOf(item: Named): string {
  return "titulo" in item ? item.titulo : item.nome;
}

/** Names the demo item a bad input came from: a validation error alone would not. */
async function describeFailure<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const details =
      error instanceof HttpError && error.details ? ` ${JSON.stringify(error.details)}` : "";
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Demo content "${label}" was refused: ${reason}${details}`, { cause: error });
  }
}

/** Draws each illustration once per run: several items share one. */
function illustrationCache() {
  const drawn = new Map<string, Promise<string>>();
  return (image: DemoImage): Promise<string> => {
    const key = `${image.motif}:${image.background ?? 0}`;
    let dataUrl = drawn.get(key);
    if (!dataUrl) {
      dataUrl = drawIllustration(image).then(pngDataUrl);
      drawn.set(key, dataUrl);
    }
    return dataUrl;
  };
}

async function perImageFields(images: DemoImage[], draw: (image: DemoImage) => Promise<string>) {
  const imagens: string[] = [];
  for (const image of images) imagens.push(await draw(image));
  return {
    imagens,
    legendas: images.map((image) => image.legenda),
    alts: images.map((image) => image.alt),
  };
}

/**
 * Loads the demo content through each area's schema and service, exactly as the admin
 * forms would: images travel as data URLs and are checked, re-encoded and stored like
 * uploads. Items already present (matched by title or name) are left alone, and so are
 * an existing About page and contact data, so running it again never duplicates anything.
 */
export async function seedDemo(
  db: Kysely<Database>,
  { now = new Date() }: { now?: Date } = {},
): Promise<SeedDemoResult> {
  const created = emptyCounts();
  const existing = emptyCounts();
  const draw = illustrationCache();

  const all = { audience: { filters: {} } };
  /** Adds the demos whose title (or name) no stored item has yet, and counts both kinds. */
  async function seedMissing<Demo extends { input: Named }>(
    area: keyof DemoCounts,
    demos: readonly Demo[],
    stored: readonly Named[],
    add: (demo: Demo) => Promise<unknown>,
  ) {
    const present = new Set(stored.map(nameOf));
    for (const demo of demos) {
      const name = nameOf(demo.input);
      if (present.has(name)) {
        existing[area] += 1;
        continue;
      }
      await describeFailure(name, () => add(demo));
      created[area] += 1;
    }
  }

  await seedMissing("noticias", DEMO_NOTICIAS, await listNoticias(db, all), async (demo) => {
    const input = parseInput(NoticiaInputSchema, {
      ...demo.input,
      ...(await perImageFields(demo.imagens, draw)),
    });
    const noticia = await createNoticia(db, input, DEMO_EDITOR);
    // The service dates an item when it is created; a demo published all in the same
    // minute would not look like a news site, so each item is moved back in time.
    await updateNoticiaRow(db, noticia.id, {
      data_publicacao: new Date(now.getTime() - demo.horasAtras * HOUR_MS).toISOString(),
    });
  });
  await seedMissing("fakeNews", DEMO_FAKE_NEWS, await listFakeNews(db, all), async (demo) => {
    const input = parseInput(FakeNewsInputSchema, {
      ...demo.input,
      ...(await perImageFields(demo.imagens, draw)),
      data_verificacao: today(new Date(now.getTime() - demo.diasAtras * DAY_MS)),
    });
    await createFakeNews(db, input, DEMO_EDITOR);
  });
  await seedMissing("subprojetos", DEMO_SUBPROJETOS, await listSubprojetos(db), async (demo) => {
    const { mes, ano } = monthBefore(now, demo.mesesAtras);
    const input = parseInput(SubprojetoInputSchema, {
      ...demo.input,
      dataInicio: `${ano}-${String(mes).padStart(2, "0")}-01`,
    });
    await createSubprojeto(db, input);
  });
  await seedMissing("membros", DEMO_MEMBROS, await listMembros(db), async (demo) => {
    const foto = demo.retrato ? pngDataUrl(await drawPortrait(demo.retrato)) : null;
    await createMembro(db, parseInput(MembroInputSchema, { ...demo.input, foto }));
  });
  await seedMissing("newsletters", DEMO_NEWSLETTERS, await listNewsletters(db), async (demo) => {
    // Stored the way the admin form's upload stores a PDF, then referenced by its URL.
    const pdfUrl = demo.pdf ? await storePdf(db, buildPdf(demo.pdf)) : null;
    const input = parseInput(NewsletterInputSchema, {
      ...demo.input,
      ...monthBefore(now, demo.mesesAtras),
      pdfUrl,
    });
    await createNewsletter(db, input);
  });
  const subprojetoIds = new Map((await listSubprojetos(db)).map((item) => [item.nome, item.id]));
  await seedMissing("publicacoes", DEMO_PUBLICACOES, await listPublicacoes(db), async (demo) => {
    const pdfUrl = demo.pdf ? await storePdf(db, buildPdf(demo.pdf)) : null;
    const input = parseInput(PublicacaoInputSchema, {
      ...demo.input,
      ano: now.getFullYear() - demo.anosAtras,
      pdfUrl,
      subprojetoId: (demo.subprojeto && subprojetoIds.get(demo.subprojeto)) ?? null,
    });
    await createPublicacao(db, input);
  });

  if (await findSobreProjeto(db)) {
    existing.sobreProjeto += 1;
  } else {
    await describeFailure("sobre-projeto", () =>
      saveSobreProjeto(db, parseInput(SobreProjetoInputSchema, DEMO_SOBRE_PROJETO), now),
    );
    created.sobreProjeto += 1;
  }

  // The service answers placeholders when nothing is stored, so the row itself is checked.
  if (await findContatoInstitucionalRow(db)) {
    existing.contatoInstitucional += 1;
  } else {
    await describeFailure("contato-institucional", () =>
      saveContatoInstitucional(
        db,
        parseInput(ContatoInstitucionalInputSchema, DEMO_CONTATO_INSTITUCIONAL),
        now,
      ),
    );
    created.contatoInstitucional += 1;
  }

  for (const slug of PAGINA_SLUGS) {
    if (await findPagina(db, slug)) {
      existing.paginas += 1;
      continue;
    }
    await describeFailure(slug, () =>
      savePagina(db, slug, parseInput(PaginaInputSchema, DEMO_PAGINAS[slug]), now),
    );
    created.paginas += 1;
  }

  const corrigida = (await listFakeNews(db)).find(
    (item) => item.titulo === DEMO_CORRECAO.fakeNewsTitulo,
  );
  if (corrigida) {
    if ((await findCorrecoesOfItem(db, "fake-news", corrigida.id)).length > 0) {
      existing.correcoes += 1;
    } else {
      await describeFailure("correção", async () => {
        const data = new Date(
          new Date(`${corrigida.data_verificacao}T00:00:00Z`).getTime() +
            DEMO_CORRECAO.horasDepois * HOUR_MS,
        );
        const input = parseInput(CorrecaoInputSchema, {
          data: data.toISOString(),
          erro: DEMO_CORRECAO.erro,
          mudanca: DEMO_CORRECAO.mudanca,
        });
        await createCorrecao(db, "fake-news", corrigida.id, input);
      });
      created.correcoes += 1;
    }
  }

  // The footer shows the built-in institutions while none are stored; the demo stores
  // them, so an editor starts from the same list.
  if ((await selectRodapeInstituicoes(db)).length > 0) {
    existing.rodape += 1;
  } else {
    await describeFailure("rodapé", () =>
      saveRodape(db, parseInput(RodapeInputSchema, RODAPE_PADRAO)),
    );
    created.rodape += 1;
  }

  // Readers' tips arrive through the public form or a tipline, never an editor's form:
  // they are stored as the form stores them, then dated back and answered as the desk would.
  const storedTips = new Set(
    (await db.selectFrom("sugestoes").select("texto").execute()).map((row) => row.texto),
  );
  const [checagem] = await listFakeNews(db);
  for (const demo of DEMO_SUGESTOES) {
    if (storedTips.has(demo.texto)) {
      existing.sugestoes += 1;
      continue;
    }
    const createdAt = new Date(now.getTime() - demo.diasAtras * DAY_MS);
    const resposta = demo.resposta;
    await db.transaction().execute(async (trx) => {
      const id = await insertSugestao(trx, {
        codigo_hash: hashCodigo(newCodigo()),
        texto: demo.texto,
        link: null,
        anexo_hash: null,
        plataforma: demo.plataforma,
        uf: demo.uf,
        municipio: demo.municipio,
        email: null,
        grupo: grupoOf({ texto: demo.texto, link: null, anexoHash: null }),
        estado: resposta?.estado ?? "recebida",
        motivo: resposta?.motivo ?? null,
        motivo_texto: null,
        fake_news_id: resposta?.estado === "verificada" ? (checagem?.id ?? null) : null,
        resposta_automatica: 0,
        created_at: createdAt.toISOString(),
        updated_at: new Date(
          createdAt.getTime() + (resposta?.horasDepois ?? 0) * HOUR_MS,
        ).toISOString(),
      });
      await insertTipIndexEntries(trx, [
        tipIndexEntry({ id, texto: demo.texto, link: null, anexo_hash: null }),
      ]);
    });
    created.sugestoes += 1;
  }

  return { created, existing };
}

/**
 * At start-up: loads the demo content into an empty database unless SEED_DEMO=false.
 * An embedded database gets it by default; PostgreSQL only with SEED_DEMO=true, since a
 * server database is usually production's.
 */
export async function maybeSeedDemo(
  database: DatabaseHandle,
  config: Pick<Config, "seedDemo">,
  logger: Pick<Logger, "info">,
): Promise<StartupSeedOutcome> {
  if (config.seedDemo === false) return "disabled";
  if (database.dialect === "postgres" && config.seedDemo !== true) return "not-requested";
  if (!(await isDatabaseEmpty(database.db))) return "not-empty";
  const { created } = await seedDemo(database.db);
  logger.info(
    { created },
    "loaded demo content into the empty database (set SEED_DEMO=false to start empty)",
  );
  return "seeded";
}
