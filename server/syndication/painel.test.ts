import { parse } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { expect, test } from "vitest";
import { temaSlug } from "#server/content/topics.ts";
import type { Database } from "#server/db/schema.ts";
import { insertFakeNews, insertUnderReview } from "#tests/helpers/content-rows.ts";
import { databasePerTest, TEST_ORIGIN } from "#tests/helpers/database-per-test.ts";
import { updateSugestao } from "#server/api/sugestoes/service.ts";
import { listChecagens, type Checagem } from "./open-data.ts";
import { loadPainel, painelCsv, weekOf, type Painel, type PainelFilter } from "./painel.ts";

const database = databasePerTest();

async function insertTip(
  db: Kysely<Database>,
  values: {
    plataforma: string;
    created_at: string;
    updated_at?: string;
    respondida_em?: string;
    estado?: string;
    uf?: string;
  },
) {
  await db
    .insertInto("sugestoes")
    .values({
      codigo_hash: `${values.created_at}-${Math.random()}`,
      texto: "Mensagem recebida",
      grupo: `texto:${Math.random()}`,
      estado: "recebida",
      updated_at: values.created_at,
      ...values,
    })
    .execute();
}

/** Checks of several months, states, verdicts, ratings and topics, and one not public. */
async function seedChecks(db: Kysely<Database>) {
  const rows = [
    {
      data_verificacao: "2026-08-03",
      status: "desmentida",
      rotulo: "falso",
      uf: "PA",
      tags: "saúde, vacinas",
    },
    { data_verificacao: "2026-08-20", status: "desmentida", rotulo: null, uf: "PA", tags: "Saúde" },
    { data_verificacao: "2026-09-02", status: "verificada", rotulo: null, uf: "AM", tags: "clima" },
    {
      data_verificacao: "2026-09-15",
      status: "desmentida",
      rotulo: "enganoso",
      uf: null,
      tags: "clima, queimadas",
    },
    {
      data_verificacao: "2026-10-01",
      status: "desmentida",
      rotulo: "falso",
      uf: "SP",
      tags: "eleições",
    },
    {
      data_verificacao: "2026-10-31",
      status: "desmentida",
      rotulo: "montagem",
      uf: "PA",
      tags: null,
    },
    {
      data_verificacao: "2026-10-31",
      status: "verificada",
      rotulo: "verdadeiro",
      uf: "AM",
      tags: "saude",
    },
  ];
  for (const [index, row] of rows.entries()) {
    await insertFakeNews(db, { titulo: `Checagem ${index}`, ...row });
  }
  await insertUnderReview(db, { uf: "PA", data_verificacao: "2026-10-10", tags: "saúde" });
  // Scheduled for later: published but not yet due, so neither the files nor the panel count it.
  await insertFakeNews(db, {
    titulo: "Agendada",
    estado: "publicado",
    publicar_em: "2999-01-01T00:00:00.000Z",
    data_verificacao: "2026-10-05",
    uf: "PA",
  });
}

/** What the panel should show, counted from the open data's rows one by one. */
function countedFromOpenData(checagens: Checagem[]) {
  const meses: Record<string, Record<string, number>> = {};
  const estados: Record<string, number> = {};
  const temas: Record<string, number> = {};
  for (const checagem of checagens) {
    const mes = checagem.data_verificacao.slice(0, 7);
    meses[mes] ??= {};
    meses[mes][checagem.rotulo_nome] = (meses[mes][checagem.rotulo_nome] ?? 0) + 1;
    const uf = checagem.uf ?? "";
    estados[uf] = (estados[uf] ?? 0) + 1;
    for (const slug of new Set(checagem.tags.map(temaSlug))) temas[slug] = (temas[slug] ?? 0) + 1;
  }
  return { total: checagens.length, meses, estados, temas };
}

function readCsv(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true, record_delimiter: "\r\n" });
}

/** The panel's figures, read back from its CSV files, in the same shape. */
function countedFromPanel(painel: Painel) {
  const meses: Record<string, Record<string, number>> = {};
  for (const row of readCsv(painelCsv(painel, "checagens-por-mes"))) {
    meses[row.mes!] ??= {};
    meses[row.mes!]![row.rotulo_nome!] = Number(row.checagens);
  }
  const estados = Object.fromEntries(
    readCsv(painelCsv(painel, "checagens-por-estado")).map((row) => [
      row.uf,
      Number(row.checagens),
    ]),
  );
  const temas = Object.fromEntries(
    readCsv(painelCsv(painel, "temas")).map((row) => [row.tema, Number(row.checagens)]),
  );
  return { total: painel.total, meses, estados, temas };
}

test.each<[string, PainelFilter]>([
  ["no filter", {}],
  ["a period", { de: "2026-08-15", ate: "2026-10-01" }],
  ["a state", { uf: "PA" }],
])("with %s, the panel counts what the open data lists for the same filter", async (_, filter) => {
  const db = database().db;
  await seedChecks(db);

  const [painel, checagens] = await Promise.all([
    loadPainel(db, filter),
    listChecagens(db, TEST_ORIGIN, filter),
  ]);

  expect(checagens.length).toBeGreaterThan(0);
  expect(countedFromPanel(painel)).toEqual(countedFromOpenData(checagens));
});

test("the panel names each verdict by its rating, in the scale's order, and the status where none is set", async () => {
  const db = database().db;
  await seedChecks(db);

  const painel = await loadPainel(db, {});

  expect(painel.vereditos).toEqual([
    { chave: "verdadeiro", status: "verificada", rotulo: "Verdadeiro" },
    { chave: "falso", status: "desmentida", rotulo: "Falso" },
    { chave: "enganoso", status: "desmentida", rotulo: "Enganoso" },
    { chave: "montagem", status: "desmentida", rotulo: "Montagem" },
    { chave: "verificada", status: "verificada", rotulo: null },
    { chave: "desmentida", status: "desmentida", rotulo: null },
  ]);
  expect(painel.meses).toEqual([
    { mes: "2026-08", totais: { falso: 1, desmentida: 1 }, total: 2 },
    { mes: "2026-09", totais: { verificada: 1, enganoso: 1 }, total: 2 },
    { mes: "2026-10", totais: { falso: 1, montagem: 1, verdadeiro: 1 }, total: 3 },
  ]);
  expect(painel.estados).toEqual([
    { uf: "PA", total: 3 },
    { uf: "AM", total: 2 },
    { uf: "SP", total: 1 },
  ]);
  expect(painel.semEstado).toBe(1);
  expect(painel.temas.slice(0, 2)).toEqual([
    { slug: "saude", nome: "Saúde", total: 3 },
    { slug: "clima", nome: "clima", total: 2 },
  ]);
});

test("tips are counted per week and platform, and the median time to an answer counts answered tips only", async () => {
  const db = database().db;
  await insertTip(db, {
    plataforma: "whatsapp",
    created_at: "2026-10-05T09:00:00.000Z",
    respondida_em: "2026-10-05T11:00:00.000Z",
    estado: "verificada",
    uf: "PA",
  });
  await insertTip(db, {
    plataforma: "whatsapp",
    created_at: "2026-10-11T23:00:00.000Z",
    respondida_em: "2026-10-12T03:00:00.000Z",
    estado: "descartada",
    uf: "AM",
  });
  await insertTip(db, {
    plataforma: "instagram",
    created_at: "2026-10-26T10:00:00.000Z",
    respondida_em: "2026-10-27T10:00:00.000Z",
    estado: "verificada",
    uf: "PA",
  });
  // Open: counted as received, not as answered, whatever its last change.
  await insertTip(db, {
    plataforma: "telegram",
    created_at: "2026-10-27T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    estado: "em_analise",
    uf: "PA",
  });

  const all = await loadPainel(db, {});
  const para = await loadPainel(db, { uf: "PA", ate: "2026-10-26" });

  expect(all.sugestoes).toEqual({
    total: 4,
    plataformas: ["whatsapp", "instagram", "telegram"],
    semanas: [
      { semana: "2026-10-05", totais: { whatsapp: 2 }, total: 2 },
      { semana: "2026-10-12", totais: {}, total: 0 },
      { semana: "2026-10-19", totais: {}, total: 0 },
      { semana: "2026-10-26", totais: { instagram: 1, telegram: 1 }, total: 2 },
    ],
    respondidas: 3,
    medianaHoras: 4,
  });
  expect(para.sugestoes).toMatchObject({ total: 2, respondidas: 2, medianaHoras: 13 });
  expect(readCsv(painelCsv(para, "sugestoes-por-semana"))).toContainEqual({
    semana: "2026-10-26",
    plataforma: "instagram",
    sugestoes: "1",
  });
});

test("the time to an answer is the answer's: a later edit of the tip changes nothing, reopening it does", async () => {
  const db = database().db;
  const received = "2026-10-05T09:00:00.000Z";
  await insertTip(db, { plataforma: "whatsapp", created_at: received, uf: "PA" });
  await insertTip(db, { plataforma: "telegram", created_at: received, uf: "PA" });
  const [id, other] = (
    await db.selectFrom("sugestoes").select("id").orderBy("plataforma", "desc").execute()
  ).map((row) => row.id);
  const hoursLater = (hours: number) => new Date(Date.parse(received) + hours * 3_600_000);
  const answer = {
    estado: "descartada",
    motivo: "opiniao",
    motivo_texto: null,
    fake_news_id: null,
  } as const;
  // The editors' answers come 3 and 5 hours after the tips.
  await updateSugestao(db, id!, answer, hoursLater(3));
  await updateSugestao(db, other!, answer, hoursLater(5));
  const answered = await loadPainel(db, {});

  // A week later an editor changes the reason: the time of the answer stays.
  await updateSugestao(db, id!, { ...answer, motivo: "nao_verificavel" }, hoursLater(24 * 7));
  const edited = await loadPainel(db, {});
  // Reopened, the tip is no longer answered; answered again, it counts from the new answer.
  await updateSugestao(
    db,
    id!,
    { ...answer, estado: "em_analise", motivo: null },
    hoursLater(24 * 7 + 2),
  );
  const reopened = await loadPainel(db, {});
  await updateSugestao(db, id!, answer, hoursLater(24 * 7 + 5));
  const reanswered = await loadPainel(db, {});

  expect(answered.sugestoes).toMatchObject({ respondidas: 2, medianaHoras: 4 });
  expect(edited.sugestoes).toMatchObject({ respondidas: 2, medianaHoras: 4 });
  expect(reopened.sugestoes).toMatchObject({ respondidas: 1, medianaHoras: 5 });
  expect(reanswered.sugestoes).toMatchObject({ respondidas: 2, medianaHoras: 89 });
});

test("a week starts on Monday, in UTC", () => {
  expect(weekOf("2026-10-05")).toBe("2026-10-05");
  expect(weekOf("2026-10-11")).toBe("2026-10-05");
  expect(weekOf("2026-11-01")).toBe("2026-10-26");
});

test("the panel stays a few grouped queries at ten thousand checks", async () => {
  const db = database().db;
  const ufs = ["PA", "AM", "AC", "SP", "RJ", null];
  const values = Array.from({ length: 10_000 }, (_, index) => ({
    titulo: `Checagem ${index}`,
    lead: "<p>Resumo.</p>",
    conteudo: "<p>Texto.</p>",
    fontes: "[]",
    status: index % 3 === 0 ? "verificada" : "desmentida",
    data_verificacao: `2026-${String((index % 12) + 1).padStart(2, "0")}-10`,
    uf: ufs[index % ufs.length]!,
    tags: `tema ${index % 40}, outro ${index % 7}`,
    tema_slugs: `|tema-${index % 40}|outro-${index % 7}|`,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  }));
  for (let start = 0; start < values.length; start += 500) {
    await db
      .insertInto("fake_news")
      .values(values.slice(start, start + 500))
      .execute();
  }

  const started = performance.now();
  const painel = await loadPainel(db, {});
  const elapsed = performance.now() - started;

  expect(painel.total).toBe(10_000);
  expect(painel.meses).toHaveLength(12);
  expect(painel.temas).toHaveLength(10);
  expect(elapsed).toBeLessThan(2000);
});
