import type { Kysely } from "kysely";
import type { FakeNewsFilter } from "../api/fake-news/filter.ts";
import {
  FAKE_NEWS_STATUS_LABELS,
  PUBLIC_FAKE_NEWS_STATUS,
  type FakeNewsStatus,
} from "../api/fake-news/schema.ts";
import { listFakeNews } from "../api/fake-news/service.ts";
import { listRotulos } from "../api/rotulos/service.ts";
import { richTextToText } from "../content/rich-text.ts";
import { splitTags } from "../content/topics.ts";
import type { Database } from "../db/schema.ts";
import { toCsv } from "./csv.ts";

/**
 * One published fact-check as the open data gives it: the API's names for what the API
 * also has, its page's address, and the lead as plain text. `alegacao` is the claim as it
 * circulated, or the title for a check that records none (as the page's ClaimReview has
 * it in `claimReviewed`); `rotulo_nome` is its rating's name, or its status's label.
 */
export type Checagem = {
  id: number;
  url: string;
  titulo: string;
  resumo: string;
  status: string;
  data_verificacao: string;
  verificador: string | null;
  verdades: string[];
  fontes: string[];
  tags: string[];
  uf: string | null;
  municipio: string | null;
  alegacao: string;
  rotulo: string | null;
  rotulo_nome: string;
  circulou_em: string[];
  primeira_aparicao: string | null;
};

/** The CSV's columns, in order: the fields of `Checagem`. */
export const CHECAGEM_COLUMNS = [
  "id",
  "url",
  "titulo",
  "resumo",
  "status",
  "data_verificacao",
  "verificador",
  "verdades",
  "fontes",
  "tags",
  "uf",
  "municipio",
  // Added later, so they come last: readers of the first columns by position keep working.
  "alegacao",
  "rotulo",
  "rotulo_nome",
  "circulou_em",
  "primeira_aparicao",
] as const satisfies readonly (keyof Checagem)[];

/** A check's rating's name, or its status's label when it has no rating. */
export function rotuloNome(status: string, rotulo: string | null | undefined): string {
  return rotulo || FAKE_NEWS_STATUS_LABELS[status as FakeNewsStatus] || status;
}

/**
 * Every verified or debunked entry, newest verification first; entries under review are
 * not published. `filter` narrows them as the fake-news list's address does (decision 041).
 */
export async function listChecagens(
  db: Kysely<Database>,
  origin: string,
  filter: Omit<FakeNewsFilter, "statuses"> = {},
): Promise<Checagem[]> {
  const [items, scale] = await Promise.all([
    listFakeNews(db, { ...filter, statuses: PUBLIC_FAKE_NEWS_STATUS }),
    listRotulos(db),
  ]);
  const names = new Map(scale.map((rotulo) => [rotulo.slug, rotulo.nome]));
  return items.map((item) => ({
    id: item.id,
    url: `${origin}/fake-news/${item.id}`,
    titulo: item.titulo,
    resumo: richTextToText(item.lead),
    status: item.status,
    data_verificacao: item.data_verificacao,
    verificador: item.verificador,
    verdades: item.verdades,
    fontes: item.fontes,
    tags: splitTags(item.tags),
    uf: item.uf,
    municipio: item.municipio,
    alegacao: item.alegacao ?? item.titulo,
    rotulo: item.rotulo,
    rotulo_nome: rotuloNome(item.status, item.rotulo && names.get(item.rotulo)),
    circulou_em: item.circulou_em,
    primeira_aparicao: item.primeira_aparicao,
  }));
}

/**
 * The checks as CSV (RFC 4180): a missing verifier or place is an empty field, and a list has one
 * item per line inside its quoted field.
 */
export function checagensCsv(checagens: readonly Checagem[]): string {
  return toCsv(
    CHECAGEM_COLUMNS,
    checagens.map((checagem) => ({
      ...checagem,
      id: String(checagem.id),
      verificador: checagem.verificador ?? "",
      verdades: checagem.verdades.join("\n"),
      fontes: checagem.fontes.join("\n"),
      tags: checagem.tags.join("\n"),
      uf: checagem.uf ?? "",
      municipio: checagem.municipio ?? "",
      rotulo: checagem.rotulo ?? "",
      circulou_em: checagem.circulou_em.join("\n"),
      primeira_aparicao: checagem.primeira_aparicao ?? "",
    })),
  );
}
