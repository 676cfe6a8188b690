import type { Kysely } from "kysely";
import { PUBLIC_FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import { listFakeNews } from "../api/fake-news/service.ts";
import { richTextToText } from "../content/rich-text.ts";
import { splitTags } from "../content/topics.ts";
import type { Database } from "../db/schema.ts";
import { toCsv } from "./csv.ts";

/**
 * One published fact-check as the open data gives it: the API's names for what the API
 * also has, its page's address, and the lead as plain text. The title states the claim,
 * as the page's ClaimReview does (`claimReviewed`).
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
] as const satisfies readonly (keyof Checagem)[];

/** Every verified or debunked entry, newest verification first; entries under review are not published. */
export async function listChecagens(db: Kysely<Database>, origin: string): Promise<Checagem[]> {
  const items = await listFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS });
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
    })),
  );
}
