import type { Autor, FakeNews, Noticia } from "../../components/admin/api-schemas.ts";
import { SITE_TIME_ZONE } from "../../utils/dates.ts";

/*
 * The admin home's work lists: the texts in review that wait for someone other than the
 * account signed in, and the account's own drafts. The lists are read from the news and
 * fact-check APIs with their `estado` and `autor` filters; this module turns their items
 * into the panel's rows.
 */

export const QUEUE_TEXTS = {
  review: "Para revisar",
  reviewCount: (count: number) => `Para revisar (${count})`,
  reviewIntro: "Textos em revisão que esperam a leitura de outra pessoa que não você.",
  reviewEmpty: "Nenhum texto espera a sua revisão agora.",
  drafts: "Meus rascunhos",
  draftsCount: (count: number) => `Meus rascunhos (${count})`,
  draftsIntro: "Textos seus que ainda não foram enviados para revisão.",
  draftsEmpty: "Você não tem rascunhos.",
  loadError: "Não foi possível carregar a lista.",
  tipo: { "fake-news": "Fake News", noticia: "Notícia" },
  by: (autor: string) => `por ${autor}`,
  // Items created before accounts were recorded (the demo content, imports).
  noAutor: "autor não registrado",
  conta: (id: number) => `conta nº ${id}`,
} as const;

export type QueueTipo = keyof typeof QUEUE_TEXTS.tipo;

/** A row of the panel's lists. */
export type QueueRow = {
  key: string;
  tipo: QueueTipo;
  titulo: string;
  autor: string;
  /** The item's day (a news item's creation, a fact-check's verification date), YYYY-MM-DD. */
  dia: string;
  /** The item's admin preview. */
  href: string;
};

/** The calendar day of `date` in Brasília, where the newsroom works, as YYYY-MM-DD. */
export function siteDay(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long ago `dia` (YYYY-MM-DD) was, counted in Brasília calendar days, so the server and
 * every browser say the same: "hoje", "ontem", "há 3 dias".
 */
export function ageText(dia: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.round((Date.parse(siteDay(now)) - Date.parse(dia)) / DAY_MS));
  return new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" }).format(-days, "day");
}

/**
 * Whether a text in review waits for someone other than `adminId`: a fact-check, for
 * whoever did not save it since its last publication (`autores_ciclo`, the accounts that
 * may not approve it); a news item, which carries no such list, for whoever did not save
 * it last (`atualizado_por`).
 */
export function waitsForOthers(
  item: Pick<FakeNews, "atualizado_por" | "autores_ciclo">,
  adminId: number,
): boolean {
  return item.autores_ciclo
    ? !item.autores_ciclo.includes(adminId)
    : item.atualizado_por !== adminId;
}

function autorName(criadoPor: number | null, autores: readonly Autor[]): string {
  if (criadoPor === null) return QUEUE_TEXTS.noAutor;
  return autores.find((autor) => autor.id === criadoPor)?.nome ?? QUEUE_TEXTS.conta(criadoPor);
}

/** The panel's rows of both kinds, oldest first: what waits longest comes first. */
export function queueRows(
  fakeNews: readonly FakeNews[],
  noticias: readonly Noticia[],
  autores: readonly Autor[],
): QueueRow[] {
  const rows: QueueRow[] = [
    ...fakeNews.map((item) => ({
      key: `fake-news-${item.id}`,
      tipo: "fake-news" as const,
      titulo: item.titulo,
      autor: autorName(item.criado_por, autores),
      dia: item.data_verificacao,
      href: `/admin/previa/fake-news/${item.id}`,
    })),
    ...noticias.map((item) => ({
      key: `noticia-${item.id}`,
      tipo: "noticia" as const,
      titulo: item.titulo,
      autor: autorName(item.criado_por, autores),
      dia: siteDay(new Date(item.data_publicacao)),
      href: `/admin/previa/noticia/${item.id}`,
    })),
  ];
  return rows.sort((a, b) => a.dia.localeCompare(b.dia) || a.key.localeCompare(b.key));
}
