import { sql, type Kysely } from "kysely";
import { forAudience } from "../api/articles/visibility.ts";
import { isPostgres } from "../api/busca/repository.ts";
import { fakeNewsFilterWhere } from "../api/fake-news/repository.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import type { FakeNewsFilter } from "../api/fake-news/filter.ts";
import { listRotulos } from "../api/rotulos/service.ts";
import { ESTADOS_SUGESTAO } from "../api/sugestoes/schema.ts";
import { splitTags, temaSlug } from "../content/topics.ts";
import type { Database } from "../db/schema.ts";
import { toCsv } from "./csv.ts";
import { rotuloNome } from "./open-data.ts";

/*
 * The data panel of /dados: what the published checks and the readers' tips add up to,
 * for a period and a state. Every figure is a grouped query, so the panel costs the same
 * whatever the number of checks; the checks counted are exactly the open data's
 * (`listChecagens` with the same filter), which the tests compare.
 */

/** What the panel is narrowed to: the open data's filters of place and period. */
export type PainelFilter = Pick<FakeNewsFilter, "uf" | "de" | "ate">;

/** One verdict of the monthly chart: a rating of the scale, or a status without one. */
export type Veredito = {
  /** The rating's slug, or the status's code for checks without a rating. */
  chave: string;
  status: string;
  /** The rating's name; null for a status without a rating (named by the page). */
  rotulo: string | null;
};

export type PainelMes = { mes: string; totais: Record<string, number>; total: number };
export type PainelEstado = { uf: string; total: number };
export type PainelTema = { slug: string; nome: string; total: number };
export type PainelSemana = { semana: string; totais: Record<string, number>; total: number };

export type Painel = {
  /** Every check counted. */
  total: number;
  vereditos: Veredito[];
  /** The months with checks, oldest first (`YYYY-MM`). */
  meses: PainelMes[];
  /** The states with checks, most first; checks without a state are `semEstado`. */
  estados: PainelEstado[];
  semEstado: number;
  /** The ten topics with most checks, most first. */
  temas: PainelTema[];
  sugestoes: {
    total: number;
    /** The platforms with tips, most first. */
    plataformas: string[];
    /** Every week from the first with a tip to the last (Monday, `YYYY-MM-DD`). */
    semanas: PainelSemana[];
    /** Answered tips (checked or discarded) and the median hours from tip to answer. */
    respondidas: number;
    medianaHoras: number | null;
  };
};

const TOP_TEMAS = 10;
/** A tip is answered once the desk checked or discarded it, at its `respondida_em`. */
const RESPONDIDA = ESTADOS_SUGESTAO.filter(
  (estado) => estado === "verificada" || estado === "descartada",
);

function checks(db: Kysely<Database>, filter: PainelFilter) {
  return forAudience(
    db
      .selectFrom("fake_news")
      .where(fakeNewsFilterWhere({ ...filter, statuses: PUBLIC_FAKE_NEWS_STATUS })),
    "public",
  );
}

const count = (value: number | string | bigint) => Number(value);

/** The day after `YYYY-MM-DD`: tips are stamped with a time, a period ends with its last day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week of `YYYY-MM-DD` (ISO weeks, in UTC like the stored times). */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function tips(db: Kysely<Database>, filter: PainelFilter) {
  let query = db.selectFrom("sugestoes");
  if (filter.uf !== undefined) query = query.where("uf", "=", filter.uf);
  if (filter.de !== undefined) query = query.where("created_at", ">=", filter.de);
  if (filter.ate !== undefined) query = query.where("created_at", "<", nextDay(filter.ate));
  return query;
}

async function countByVerdict(db: Kysely<Database>, filter: PainelFilter) {
  const mes = sql<string>`substr(data_verificacao, 1, 7)`;
  const [rows, scale] = await Promise.all([
    checks(db, filter)
      .select((eb) => [
        mes.as("mes"),
        "status",
        "rotulo",
        eb.fn.countAll<number | string | bigint>().as("total"),
      ])
      .groupBy([mes, "status", "rotulo"])
      .execute(),
    listRotulos(db),
  ]);
  const names = new Map(scale.map((rotulo) => [rotulo.slug, rotulo.nome]));
  const vereditos = new Map<string, Veredito>();
  const meses = new Map<string, PainelMes>();
  for (const row of rows) {
    const nome = row.rotulo === null ? undefined : names.get(row.rotulo);
    const chave = nome === undefined ? row.status : row.rotulo!;
    vereditos.set(chave, { chave, status: row.status, rotulo: nome ?? null });
    const month = meses.get(row.mes) ?? { mes: row.mes, totais: {}, total: 0 };
    month.totais[chave] = (month.totais[chave] ?? 0) + count(row.total);
    month.total += count(row.total);
    meses.set(row.mes, month);
  }
  // The scale's order, then the statuses without a rating, so a verdict keeps its place.
  const order = [...scale.map((rotulo) => rotulo.slug), ...PUBLIC_FAKE_NEWS_STATUS];
  return {
    vereditos: [...vereditos.values()].sort(
      (a, b) => order.indexOf(a.chave) - order.indexOf(b.chave),
    ),
    meses: [...meses.values()].sort((a, b) => a.mes.localeCompare(b.mes)),
  };
}

async function countByState(db: Kysely<Database>, filter: PainelFilter) {
  const rows = await checks(db, filter)
    .select((eb) => ["uf", eb.fn.countAll<number | string | bigint>().as("total")])
    .groupBy("uf")
    .execute();
  const estados = rows
    .filter((row) => row.uf !== null)
    .map((row) => ({ uf: row.uf!, total: count(row.total) }))
    .sort((a, b) => b.total - a.total || a.uf.localeCompare(b.uf));
  const semEstado = rows.find((row) => row.uf === null);
  return { estados, semEstado: semEstado ? count(semEstado.total) : 0 };
}

async function countByTopic(db: Kysely<Database>, filter: PainelFilter): Promise<PainelTema[]> {
  // Grouped by the tags text: as many rows as distinct tag sets, whatever the checks.
  const rows = await checks(db, filter)
    .select((eb) => ["tags", eb.fn.countAll<number | string | bigint>().as("total")])
    .where("tags", "is not", null)
    .groupBy("tags")
    .orderBy("tags")
    .execute();
  const temas = new Map<string, PainelTema>();
  for (const row of rows) {
    for (const tag of splitTags(row.tags)) {
      const slug = temaSlug(tag);
      if (slug === "") continue;
      const tema = temas.get(slug) ?? { slug, nome: tag, total: 0 };
      tema.total += count(row.total);
      temas.set(slug, tema);
    }
  }
  return [...temas.values()]
    .sort((a, b) => b.total - a.total || a.nome.localeCompare(b.nome, "pt-BR"))
    .slice(0, TOP_TEMAS);
}

async function countTips(db: Kysely<Database>, filter: PainelFilter) {
  const dia = sql<string>`substr(created_at, 1, 10)`;
  const rows = await tips(db, filter)
    .select((eb) => [
      dia.as("dia"),
      "plataforma",
      eb.fn.countAll<number | string | bigint>().as("total"),
    ])
    .groupBy([dia, "plataforma"])
    .execute();
  const porPlataforma = new Map<string, number>();
  const porSemana = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const total = count(row.total);
    porPlataforma.set(row.plataforma, (porPlataforma.get(row.plataforma) ?? 0) + total);
    const semana = weekOf(row.dia);
    const totais = porSemana.get(semana) ?? {};
    totais[row.plataforma] = (totais[row.plataforma] ?? 0) + total;
    porSemana.set(semana, totais);
  }
  const plataformas = [...porPlataforma]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([plataforma]) => plataforma);
  const semanas: PainelSemana[] = [];
  const weeks = [...porSemana.keys()].sort();
  if (weeks.length > 0) {
    // Weeks without tips are drawn too, at zero, so the chart's time runs evenly.
    for (let week = weeks[0]!; week <= weeks.at(-1)!; week = weekOf(addDays(week, 7))) {
      const totais = porSemana.get(week) ?? {};
      const total = Object.values(totais).reduce((sum, value) => sum + value, 0);
      semanas.push({ semana: week, totais, total });
    }
  }
  return {
    total: [...porPlataforma.values()].reduce((sum, value) => sum + value, 0),
    plataformas,
    semanas,
  };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The median hours from a tip to its answer: the middle one or two of the answered tips
 * ordered by that time, read by offset rather than by loading them all.
 */
async function medianAnswerHours(db: Kysely<Database>, filter: PainelFilter) {
  const hours = isPostgres(db)
    ? sql<number>`extract(epoch from (respondida_em::timestamptz - created_at::timestamptz)) / 3600`
    : sql<number>`(julianday(respondida_em) - julianday(created_at)) * 24`;
  const answered = () =>
    tips(db, filter).where("estado", "in", RESPONDIDA).where("respondida_em", "is not", null);
  const { total } = await answered()
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirstOrThrow();
  const respondidas = count(total);
  if (respondidas === 0) return { respondidas, medianaHoras: null };
  const middle = await answered()
    .select(hours.as("horas"))
    .orderBy(hours)
    .offset(Math.floor((respondidas - 1) / 2))
    .limit(respondidas % 2 === 0 ? 2 : 1)
    .execute();
  const median = middle.reduce((sum, row) => sum + Number(row.horas), 0) / middle.length;
  return { respondidas, medianaHoras: Math.round(median * 10) / 10 };
}

export async function loadPainel(db: Kysely<Database>, filter: PainelFilter): Promise<Painel> {
  const [porVeredito, porEstado, temas, sugestoes, resposta] = await Promise.all([
    countByVerdict(db, filter),
    countByState(db, filter),
    countByTopic(db, filter),
    countTips(db, filter),
    medianAnswerHours(db, filter),
  ]);
  return {
    total: porEstado.estados.reduce((sum, estado) => sum + estado.total, porEstado.semEstado),
    ...porVeredito,
    ...porEstado,
    temas,
    sugestoes: { ...sugestoes, ...resposta },
  };
}

/** The panel's charts, as their CSV files are named (`/dados/{grafico}.csv`). */
export const PAINEL_GRAFICOS = [
  "checagens-por-mes",
  "checagens-por-estado",
  "temas",
  "sugestoes-por-semana",
] as const;
export type PainelGrafico = (typeof PAINEL_GRAFICOS)[number];

/**
 * One chart's numbers as CSV (RFC 4180), one row per bar segment, in Portuguese like the
 * open data: verdicts named as its `rotulo_nome`, states by code, topics by slug and name.
 */
export function painelCsv(painel: Painel, grafico: PainelGrafico): string {
  switch (grafico) {
    case "checagens-por-mes":
      return toCsv(
        ["mes", "status", "rotulo", "rotulo_nome", "checagens"],
        painel.meses.flatMap((mes) =>
          painel.vereditos
            .filter((veredito) => mes.totais[veredito.chave] !== undefined)
            .map((veredito) => ({
              mes: mes.mes,
              status: veredito.status,
              rotulo: veredito.rotulo === null ? "" : veredito.chave,
              rotulo_nome: rotuloNome(veredito.status, veredito.rotulo),
              checagens: String(mes.totais[veredito.chave]),
            })),
        ),
      );
    case "checagens-por-estado":
      return toCsv(
        ["uf", "checagens"],
        [
          ...painel.estados.map((estado) => ({ uf: estado.uf, checagens: String(estado.total) })),
          ...(painel.semEstado > 0 ? [{ uf: "", checagens: String(painel.semEstado) }] : []),
        ],
      );
    case "temas":
      return toCsv(
        ["tema", "nome", "checagens"],
        painel.temas.map((tema) => ({
          tema: tema.slug,
          nome: tema.nome,
          checagens: String(tema.total),
        })),
      );
    case "sugestoes-por-semana":
      return toCsv(
        ["semana", "plataforma", "sugestoes"],
        painel.sugestoes.semanas.flatMap((semana) =>
          painel.sugestoes.plataformas.map((plataforma) => ({
            semana: semana.semana,
            plataforma,
            sugestoes: String(semana.totais[plataforma] ?? 0),
          })),
        ),
      );
  }
}
