import type { Kysely } from "kysely";
import type { SessionAdmin } from "../../auth/sessions.ts";
import { sanitizeRichText } from "../../content/sanitize.ts";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound, type ErrorDetails } from "../../http/errors.ts";
import type { RemoteImageOptions } from "../../media/fetch-image.ts";
import { resolveImageList } from "../../media/store.ts";
import { REQUIRED } from "../common-schema.ts";
import {
  deleteFakeNewsRow,
  insertFakeNews,
  selectFakeNews,
  selectFakeNewsById,
  updateFakeNewsRow,
  type FakeNewsRecord,
} from "./repository.ts";
import { hasVisibleText } from "../common-schema.ts";
import { fitTo, parseStringList } from "../lists.ts";
import { FAKE_NEWS_MESSAGES, type FakeNewsInput, type FakeNewsStatus } from "./schema.ts";

export type FakeNews = {
  id: number;
  titulo: string;
  subtitulo: string | null;
  lead: string;
  conteudo: string;
  conclusao: string | null;
  fontes: string[];
  verdades: string[];
  imagens: string[];
  legendas: string[];
  alts: string[];
  /** One of the specification's statuses; the database refuses anything else. */
  status: string;
  data_verificacao: string;
  verificador: string | null;
};

/** Who is saving: the logged-in administrator. */
export type Editor = Pick<SessionAdmin, "nome">;

export function fakeNewsRowToFakeNews(row: FakeNewsRecord): FakeNews {
  return {
    id: row.id,
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    lead: row.lead,
    conteudo: row.conteudo,
    conclusao: row.conclusao,
    fontes: parseStringList(row.fontes),
    verdades: parseStringList(row.verdades),
    imagens: parseStringList(row.imagens),
    legendas: parseStringList(row.legendas),
    alts: parseStringList(row.alts),
    status: row.status,
    data_verificacao: row.data_verificacao,
    verificador: row.verificador,
  };
}

/** Sanitises the rich-text fields and checks what only the sanitised text can tell. */
function sanitizeTexts(input: FakeNewsInput) {
  const lead = sanitizeRichText(input.lead);
  const conteudo = sanitizeRichText(input.conteudo);
  const conclusao = input.conclusao === null ? "" : sanitizeRichText(input.conclusao);
  const details: ErrorDetails = {};
  // CASE: the schema saw text, but all of it sat in blocks the sanitiser removes.
  if (!hasVisibleText(lead)) details.lead = REQUIRED;
  if (!hasVisibleText(conteudo)) details.conteudo = REQUIRED;
  if (Object.keys(details).length > 0) throw badRequest(details);
  return { lead, conteudo, conclusao: hasVisibleText(conclusao) ? conclusao : null };
}

/**
 * Turns valid input into column values. Images are stored here, after every other check,
 * so a request that fails validation stores nothing; a bad image fails the request before
 * the entry is written.
 */
async function toColumns(
  db: Kysely<Database>,
  input: FakeNewsInput,
  verificador: string | null,
  now: string,
  remote: RemoteImageOptions,
) {
  const texts = sanitizeTexts(input);
  const imagens = await resolveImageList(db, input.imagens, remote);
  return {
    titulo: input.titulo,
    subtitulo: input.subtitulo,
    ...texts,
    fontes: JSON.stringify(input.fontes),
    verdades: JSON.stringify(input.verdades),
    imagens: JSON.stringify(imagens),
    legendas: JSON.stringify(fitTo(input.legendas, imagens.length)),
    alts: JSON.stringify(fitTo(input.alts, imagens.length)),
    status: input.status,
    data_verificacao: input.data_verificacao,
    verificador,
    updated_at: now,
  };
}

/** Newest verification first; `statuses` narrows the list (public pages show only settled ones). */
export async function listFakeNews(
  db: Kysely<Database>,
  { statuses, limit }: { statuses?: readonly FakeNewsStatus[]; limit?: number } = {},
): Promise<FakeNews[]> {
  const rows = await selectFakeNews(db, { statuses, limit });
  return rows.map(fakeNewsRowToFakeNews);
}

export async function findFakeNewsById(
  db: Kysely<Database>,
  id: number,
): Promise<FakeNews | undefined> {
  const row = await selectFakeNewsById(db, id);
  return row ? fakeNewsRowToFakeNews(row) : undefined;
}

/** `verificador` is the form's value or else the editor's name. */
export async function createFakeNews(
  db: Kysely<Database>,
  input: FakeNewsInput,
  editor: Editor,
  remote: RemoteImageOptions = {},
): Promise<FakeNews> {
  const now = new Date().toISOString();
  const columns = await toColumns(db, input, input.verificador ?? editor.nome, now, remote);
  const row = await insertFakeNews(db, { ...columns, created_at: now });
  return fakeNewsRowToFakeNews(row);
}

/** Replaces the entry's fields; without a `verificador` in the form the entry keeps its own. */
export async function updateFakeNews(
  db: Kysely<Database>,
  id: number,
  input: FakeNewsInput,
  editor: Editor,
  remote: RemoteImageOptions = {},
): Promise<FakeNews> {
  const existing = await selectFakeNewsById(db, id);
  if (!existing) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  const verificador = input.verificador ?? existing.verificador ?? editor.nome;
  const row = await updateFakeNewsRow(
    db,
    id,
    await toColumns(db, input, verificador, new Date().toISOString(), remote),
  );
  if (!row) throw notFound(FAKE_NEWS_MESSAGES.notFound);
  return fakeNewsRowToFakeNews(row);
}

export async function deleteFakeNews(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deleteFakeNewsRow(db, id))) throw notFound(FAKE_NEWS_MESSAGES.notFound);
}
