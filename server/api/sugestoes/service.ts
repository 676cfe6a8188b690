import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound, tooManyRequests } from "../../http/errors.ts";
import { issuesToDetails } from "../../http/validate.ts";
import { pageOf, type Paged } from "../collection-paging.ts";
import { isHoneypotFilled } from "../contato/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS, type FakeNewsStatus } from "../fake-news/schema.ts";
import { checkAnexo } from "./anexo.ts";
import { grupoOf } from "./grouping.ts";
import {
  clearSugestoesSentBefore,
  deleteAnexosUnnamedSince,
  fakeNewsExists,
  findAnexoOfSugestao,
  findSugestaoByCodigoHash,
  findSugestaoById,
  insertAnexo,
  insertSugestao,
  listGrupos,
  listSugestoesOfGrupos,
  sumAnexoBytesSince,
  updateSugestaoRow,
  type SugestaoRecord,
} from "./repository.ts";
import {
  CODIGO_ALFABETO,
  CODIGO_LENGTH,
  formatCodigo,
  normalizeCodigo,
  HONEYPOT_FIELD,
  SUGESTAO_MESSAGES,
  SugestaoInputSchema,
  type EstadoSugestao,
  type MotivoDescarte,
  type Plataforma,
  type Sugestao,
  type SugestaoGrupo,
  type SugestaoInput,
  type SugestaoPublica,
  type SugestaoRecebida,
  type SugestaoUpdate,
  type SugestoesQuery,
} from "./schema.ts";

/**
 * The tip form's budget per visitor address, shared by the API and the /sugerir page's
 * own form action (same name, same counters), counted like the contact form's: before
 * the body is read, bots caught by the honeypot included.
 */
export const SUGESTAO_RATE_LIMIT = {
  name: "sugestoes",
  limit: 5,
  windowMs: 10 * 60 * 1000,
} as const;

/**
 * The budget of lookups by tracking code per visitor address, shared by
 * `GET /api/sugestoes/codigo/{codigo}` and the page `/sugestao/{codigo}`: far more than a
 * reader following a few tips needs, and with codes of ≈ 64 bits (≈ 40 for the old ones)
 * nothing a guesser can use.
 */
export const SUGESTAO_CODIGO_RATE_LIMIT = {
  name: "sugestoes-codigo",
  limit: 30,
  windowMs: 10 * 60 * 1000,
} as const;

/** What the configuration allows the tips: the megabytes of files stored per hour in all. */
export type SugestaoLimits = { anexosMbPerHour: number };

const HOUR_MS = 60 * 60 * 1000;

/**
 * A code of CODIGO_LENGTH characters drawn uniformly from CODIGO_ALFABETO (≈ 64 bits),
 * in its groups.
 */
export function newCodigo(): string {
  let codigo = "";
  for (let index = 0; index < CODIGO_LENGTH; index += 1)
    codigo += CODIGO_ALFABETO[crypto.randomInt(CODIGO_ALFABETO.length)];
  return formatCodigo(codigo);
}

/**
 * Only the code's hash is stored and looked up through a unique index: the lookup takes
 * the same path for any code, and a copy of the database does not give the codes away.
 * The code is hashed as its characters alone, however it was typed.
 */
export const hashCodigo = (codigo: string) =>
  crypto.createHash("sha256").update(normalizeCodigo(codigo)).digest("hex");

export const sugestaoPath = (codigo: string) => `/sugestao/${codigo}`;

/**
 * Reads a tip's fields; `hasFile` says whether a file came beside them. Field messages
 * and "nothing given" are answered together, as one 400.
 */
export function parseSugestaoInput(raw: unknown, hasFile: boolean): SugestaoInput {
  const result = SugestaoInputSchema.safeParse(raw);
  const details = result.success ? {} : issuesToDetails(result.error);
  if (result.success && !result.data.texto && !result.data.link && !hasFile)
    details.texto = SUGESTAO_MESSAGES.nothingGiven;
  if (!result.success || Object.keys(details).length > 0) throw badRequest(details);
  return result.data;
}

/**
 * 429 when a file of `bytes` would take the files stored by all tips in the last hour over
 * the configured megabytes: counted from the stored sizes, so every instance sharing the
 * database sees one total. Retry-After says when the oldest file counted leaves the hour.
 */
async function requireAnexoRoom(
  db: Kysely<Database>,
  bytes: number,
  { anexosMbPerHour }: SugestaoLimits,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const stored = await sumAnexoBytesSince(db, since.toISOString());
  if (stored.bytes + bytes <= anexosMbPerHour * 1024 * 1024) return;
  const freedAt = stored.oldest ? Date.parse(stored.oldest) + HOUR_MS : now.getTime() + HOUR_MS;
  throw tooManyRequests((freedAt - now.getTime()) / 1000, SUGESTAO_MESSAGES.anexosPerHour);
}

/**
 * Stores a reader's tip and answers its tracking code. The file is checked (415, 413, and
 * 429 over the hourly total of files) before anything is written. When the hidden field is
 * filled, nothing is stored and the answer looks the same, so a bot cannot tell that it
 * was caught. `within` runs in the tip's transaction with its id: a messaging channel
 * records there who sent it and queues the reply (decision 076).
 */
export async function submitSugestao(
  db: Kysely<Database>,
  input: SugestaoInput,
  file: Buffer | undefined,
  limits: SugestaoLimits,
  now = new Date(),
  within?: (trx: Kysely<Database>, id: number, answer: SugestaoRecebida) => Promise<void>,
): Promise<SugestaoRecebida> {
  const anexo = file && file.length > 0 ? await checkAnexo(file) : undefined;
  if (anexo) await requireAnexoRoom(db, anexo.bytes.length, limits, now);
  let codigo = newCodigo();
  // CASE: a code already given (one chance in billions per tip); the unique index is the
  // last guard against two requests drawing the same new one at once.
  while (await findSugestaoByCodigoHash(db, hashCodigo(codigo))) codigo = newCodigo();
  const answer = { codigo, url: sugestaoPath(codigo) };
  if (isHoneypotFilled(input[HONEYPOT_FIELD])) return answer;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (anexo) {
      await insertAnexo(trx, {
        hash: anexo.hash,
        content_type: anexo.contentType,
        tamanho: anexo.bytes.length,
        dados: anexo.bytes,
        created_at: at,
      });
    }
    const id = await insertSugestao(trx, {
      codigo_hash: hashCodigo(codigo),
      texto: input.texto,
      link: input.link,
      anexo_hash: anexo?.hash ?? null,
      plataforma: input.plataforma,
      uf: input.uf,
      municipio: input.municipio,
      email: input.email,
      grupo: grupoOf({ link: input.link, texto: input.texto, anexoHash: anexo?.hash ?? null }),
      estado: "recebida",
      motivo: null,
      motivo_texto: null,
      fake_news_id: null,
      created_at: at,
      updated_at: at,
    });
    await within?.(trx, id, answer);
  });
  return answer;
}

const isPublicFakeNews = (status: string | null) =>
  status !== null && PUBLIC_FAKE_NEWS_STATUS.includes(status as FakeNewsStatus);

/** Whether a tip in this state is answered by a fact-check. */
const answeredByFakeNews = (estado: string, motivo: string | null) =>
  estado === "verificada" || (estado === "descartada" && motivo === "ja_verificada");

/**
 * The sender's view: the state only; a fact-check only when it is the answer (verified,
 * or discarded as already checked) and once it is published.
 */
export function toSugestaoPublica(record: SugestaoRecord): SugestaoPublica {
  return {
    estado: record.estado as EstadoSugestao,
    motivo: record.estado === "descartada" ? (record.motivo as MotivoDescarte | null) : null,
    motivo_texto: record.estado === "descartada" ? record.motivo_texto : null,
    fake_news:
      answeredByFakeNews(record.estado, record.motivo) &&
      record.fake_news_id !== null &&
      record.fake_news_titulo !== null &&
      isPublicFakeNews(record.fake_news_status) &&
      Boolean(record.fake_news_visivel)
        ? { id: record.fake_news_id, titulo: record.fake_news_titulo }
        : null,
    created_at: record.created_at,
  };
}

export function toSugestao(record: SugestaoRecord): Sugestao {
  return {
    id: record.id,
    texto: record.texto,
    link: record.link,
    anexo:
      record.anexo_hash !== null && record.anexo_content_type !== null
        ? {
            content_type: record.anexo_content_type,
            tamanho: record.anexo_tamanho ?? 0,
            url: `/api/sugestoes/${record.id}/anexo`,
          }
        : null,
    plataforma: record.plataforma as Plataforma,
    uf: record.uf,
    municipio: record.municipio,
    email: record.email,
    estado: record.estado as EstadoSugestao,
    motivo: record.motivo as MotivoDescarte | null,
    motivo_texto: record.motivo_texto,
    fake_news:
      record.fake_news_id !== null && record.fake_news_titulo !== null
        ? { id: record.fake_news_id, titulo: record.fake_news_titulo }
        : null,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** The public state of the tip with this code; any unknown code is the same 404. */
export async function findSugestaoPublica(
  db: Kysely<Database>,
  codigo: string,
): Promise<SugestaoPublica | undefined> {
  const record = await findSugestaoByCodigoHash(db, hashCodigo(codigo));
  return record && toSugestaoPublica(record);
}

export async function requireSugestaoPublica(db: Kysely<Database>, codigo: string) {
  const sugestao = await findSugestaoPublica(db, codigo);
  if (!sugestao) throw notFound(SUGESTAO_MESSAGES.notFound);
  return sugestao;
}

/** One page of groups, with the tips of each that match the filters. */
export async function listSugestaoGrupos(
  db: Kysely<Database>,
  query: SugestoesQuery,
): Promise<Paged<SugestaoGrupo>> {
  const page = pageOf(query, 20);
  const filter = { estado: query.estado, plataforma: query.plataforma };
  const { grupos, total } = await listGrupos(db, filter, page);
  const records = await listSugestoesOfGrupos(
    db,
    grupos.map((grupo) => grupo.grupo),
    filter,
  );
  return {
    items: grupos.map((grupo) => ({
      ...grupo,
      sugestoes: records.filter((record) => record.grupo === grupo.grupo).map(toSugestao),
    })),
    total,
  };
}

/** An editor's answer: the state, the reason for discarding, the fact-check. */
export async function updateSugestao(
  db: Kysely<Database>,
  id: number,
  input: SugestaoUpdate,
  now = new Date(),
): Promise<Sugestao> {
  if (input.fake_news_id !== null && !(await fakeNewsExists(db, input.fake_news_id)))
    throw badRequest({ fake_news_id: SUGESTAO_MESSAGES.fakeNewsNotFound });
  const descartada = input.estado === "descartada";
  const updated = await updateSugestaoRow(db, id, {
    estado: input.estado,
    motivo: descartada ? input.motivo : null,
    motivo_texto: descartada && input.motivo === "outro" ? input.motivo_texto : null,
    // Kept while the tip is under analysis (the editor may link the draft being written);
    // dropped when the answer is not a fact-check.
    fake_news_id:
      input.estado === "em_analise" || answeredByFakeNews(input.estado, input.motivo)
        ? input.fake_news_id
        : null,
    updated_at: now.toISOString(),
  });
  const record = updated ? await findSugestaoById(db, id) : undefined;
  if (!record) throw notFound(SUGESTAO_MESSAGES.notFound);
  return toSugestao(record);
}

/** The file of a tip, for editors: as sent, with the type sniffed when it was stored. */
export async function requireAnexo(db: Kysely<Database>, id: number) {
  const anexo = await findAnexoOfSugestao(db, id);
  if (!anexo) throw notFound("Esta sugestão não tem arquivo.");
  return anexo;
}

/**
 * The end of the tips' retention (decision 067): the tips sent before `cutoff` lose their
 * text, link, file, town and e-mail, and the files no tip names any more are deleted. The
 * row stays, with its date, platform, state, group, reason and fact-check, so the counts
 * and the sender's tracking page still answer. Safe to run on several instances at once.
 */
export async function clearOldSugestoes(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<{ sugestoes: number; anexos: number }> {
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => ({
    sugestoes: await clearSugestoesSentBefore(trx, before),
    anexos: await deleteAnexosUnnamedSince(trx, before),
  }));
}
