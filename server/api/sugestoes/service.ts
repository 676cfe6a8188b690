import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { badRequest, notFound, tooManyRequests } from "../../http/errors.ts";
import { issuesToDetails } from "../../http/validate.ts";
import { pageOf, type Paged } from "../collection-paging.ts";
import { isHoneypotFilled } from "../contato/service.ts";
import { PUBLIC_FAKE_NEWS_STATUS, type FakeNewsStatus } from "../fake-news/schema.ts";
import { perceptualHashes } from "../../matching/phash.ts";
import {
  catchUpMatchingIndex,
  deleteTipIndexSentBefore,
  findPhashesOfTips,
  insertAnexoPhash,
  insertTipIndexEntries,
  tipIndexEntry,
} from "../../matching/repository.ts";
import {
  findSimilarTips,
  rankSimilarChecks,
  receivedImageHashes,
  type MatchingThresholds,
} from "../../matching/service.ts";
import { checkAnexo } from "./anexo.ts";
import { grupoOf } from "./grouping.ts";
import {
  answerOpenTipsOfGrupo,
  clearSugestoesSentBefore,
  deleteAnexosUnnamedSince,
  fakeNewsExists,
  findAnexoOfSugestao,
  findSugestaoByCodigoHash,
  findSugestaoById,
  grupoExists,
  insertAnexo,
  insertSugestao,
  listGrupos,
  listSugestoesOfGrupos,
  markAnsweredAutomatically,
  reopenAutomaticAnswer,
  sumAnexoBytesSince,
  updateSugestaoRow,
  type SugestaoRecord,
} from "./repository.ts";
import {
  ESTADOS_ABERTOS,
  CODIGO_ALFABETO,
  CODIGO_LENGTH,
  formatCodigo,
  normalizeCodigo,
  HONEYPOT_FIELD,
  SUGESTAO_MESSAGES,
  SugestaoInputSchema,
  type EstadoSugestao,
  type GrupoChecagem,
  type GrupoChecagemInput,
  type MotivoDescarte,
  type CanalSugestao,
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

/**
 * What the configuration sets for the tips: the megabytes of files stored per hour in
 * all, and the thresholds of a strong match that puts a new tip in an earlier one's group.
 */
export type SugestaoLimits = { anexosMbPerHour: number; matching: MatchingThresholds };

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
 * was caught. A tip from a messaging channel names it (decision 081), and `within` runs
 * in the tip's transaction with its id: the channel records there who sent it and queues
 * the reply (decision 076).
 */
export async function submitSugestao(
  db: Kysely<Database>,
  input: SugestaoInput,
  file: Buffer | undefined,
  limits: SugestaoLimits,
  now = new Date(),
  channel?: {
    canal: Exclude<CanalSugestao, "web">;
    within: (trx: Kysely<Database>, id: number, answer: SugestaoRecebida) => Promise<void>;
  },
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
  const imagem = anexo?.contentType.startsWith("image/")
    ? await imageHashesOf(anexo.bytes)
    : undefined;
  const grupo = await grupoOfNewTip(db, limits.matching, {
    texto: input.texto,
    link: input.link,
    anexoHash: anexo?.hash ?? null,
    imagemHashes: imagem?.received,
  });
  await db.transaction().execute(async (trx) => {
    if (anexo) {
      await insertAnexo(trx, {
        hash: anexo.hash,
        content_type: anexo.contentType,
        tamanho: anexo.bytes.length,
        dados: anexo.bytes,
        created_at: at,
      });
      if (imagem) await insertAnexoPhash(trx, anexo.hash, imagem.stored);
    }
    const id = await insertSugestao(trx, {
      codigo_hash: hashCodigo(codigo),
      texto: input.texto,
      link: input.link,
      anexo_hash: anexo?.hash ?? null,
      plataforma: input.plataforma,
      canal: channel?.canal ?? "web",
      uf: input.uf,
      municipio: input.municipio,
      email: input.email,
      grupo,
      estado: "recebida",
      motivo: null,
      motivo_texto: null,
      fake_news_id: null,
      created_at: at,
      updated_at: at,
    });
    await insertTipIndexEntries(trx, [
      tipIndexEntry({ id, texto: input.texto, link: input.link, anexo_hash: anexo?.hash ?? null }),
    ]);
    await channel?.within(trx, id, answer);
  });
  return answer;
}

/**
 * An image's hashes as the matching keeps them (the whole picture, as the catch-up hashes
 * tips' images) and as it compares a received one; none for a flat or unreadable image.
 */
async function imageHashesOf(
  bytes: Buffer,
): Promise<{ stored: string | null; received: string[] }> {
  try {
    const [stored = null] = await perceptualHashes(bytes);
    return { stored, received: stored ? await receivedImageHashes(bytes) : [] };
  } catch {
    return { stored: null, received: [] };
  }
}

/**
 * The group a new tip joins (decision 074, docs/glossary.md "grupo"): the group of the
 * most alike earlier tip when the match is strong (the same link or file, a text at or
 * above MATCH_TEXT_STRONG, a picture within MATCH_IMAGE_MAX_BITS); else a group of its
 * own, keyed as decision 040 keys it, so equal tips still meet without any index.
 */
async function grupoOfNewTip(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  tip: {
    texto: string | null;
    link: string | null;
    anexoHash: string | null;
    imagemHashes?: string[];
  },
): Promise<string> {
  const [best] = await findSimilarTips(db, thresholds, tip);
  if (best?.forte) return best.grupo;
  return grupoOf({ link: tip.link, texto: tip.texto, anexoHash: tip.anexoHash });
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
      record.fake_news_status !== null &&
      isPublicFakeNews(record.fake_news_status) &&
      Boolean(record.fake_news_visivel)
        ? {
            id: record.fake_news_id,
            titulo: record.fake_news_titulo,
            alegacao: record.fake_news_alegacao,
            status: record.fake_news_status,
            rotulo: record.fake_news_rotulo,
          }
        : null,
    resposta_automatica: record.resposta_automatica === 1,
    // Said while the tip waits for the team; never which fact-check was turned down.
    resposta_recusada: record.fake_news_recusada_id !== null && record.estado === "recebida",
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
    canal: record.canal as CanalSugestao,
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
    resposta_automatica: record.resposta_automatica === 1,
    fake_news_recusada_id: record.fake_news_recusada_id,
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

/** The window of the inbox's order: the tips received in the last 7 days (decision 074). */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One page of groups, with the tips of each that match the filters and the published
 * fact-checks like the group's newest tip: its text and link, and its image's stored
 * hash (never decoded again here).
 */
export async function listSugestaoGrupos(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  query: SugestoesQuery,
  now = new Date(),
): Promise<Paged<SugestaoGrupo>> {
  const page = pageOf(query, 20);
  const filter = { estado: query.estado, plataforma: query.plataforma };
  const since = new Date(now.getTime() - RECENT_MS).toISOString();
  const { grupos, total } = await listGrupos(db, filter, page, since);
  const records = await listSugestoesOfGrupos(
    db,
    grupos.map((grupo) => grupo.grupo),
    filter,
  );
  const phashes = await findPhashesOfTips(
    db,
    records.map((record) => record.id),
  );
  await catchUpMatchingIndex(db);
  // Independent lookups: PostgreSQL answers them on several connections at once.
  const items = await Promise.all(
    grupos.map(async (grupo): Promise<SugestaoGrupo> => {
      const tips = records.filter((record) => record.grupo === grupo.grupo);
      const withText = tips.find((tip) => tip.texto || tip.link);
      const withImage = tips.find((tip) => phashes.has(tip.id));
      const texto = [withText?.texto, withText?.link].filter(Boolean).join(" ");
      const phash = withImage && phashes.get(withImage.id);
      return {
        ...grupo,
        sugestoes: tips.map(toSugestao),
        checagens:
          texto || phash
            ? await rankSimilarChecks(db, thresholds, {
                texto: texto || undefined,
                imagemHashes: phash ? [phash] : undefined,
              })
            : [],
      };
    }),
  );
  return { items, total };
}

/**
 * Answers every open tip of a group with one fact-check (decision 074): 400 for a
 * fact-check that does not exist, 404 for a group without tips. Tips already answered
 * keep their answer. Their senders are told by `queueTipAnswers`, once each.
 */
export async function answerGrupo(
  db: Kysely<Database>,
  grupo: string,
  input: GrupoChecagemInput,
  now = new Date(),
): Promise<GrupoChecagem> {
  if (!(await fakeNewsExists(db, input.fake_news_id)))
    throw badRequest({ fake_news_id: SUGESTAO_MESSAGES.fakeNewsNotFound });
  if (!(await grupoExists(db, grupo))) throw notFound(SUGESTAO_MESSAGES.grupoNotFound);
  const respondidas = await answerOpenTipsOfGrupo(db, grupo, input.fake_news_id, now.toISOString());
  return { grupo, fake_news_id: input.fake_news_id, respondidas };
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
  const before = await findSugestaoById(db, id);
  if (!before) throw notFound(SUGESTAO_MESSAGES.notFound);
  // CASE: an editor confirms the answer the site gave at once: its sender saw it on
  // screen, so it is marked as told and no e-mail repeats it (decision 075).
  const confirmsAutomatic =
    before.resposta_automatica === 1 &&
    input.estado === "verificada" &&
    input.fake_news_id === before.fake_news_id;
  // The time of the answer is kept through later edits of an answered tip (the data
  // panel's time to an answer), and cleared when the tip is reopened.
  const open = (estado: string) => ESTADOS_ABERTOS.includes(estado as EstadoSugestao);
  const respondida_em = open(input.estado)
    ? null
    : open(before.estado)
      ? now.toISOString()
      : (before.respondida_em ?? now.toISOString());
  const updated = await updateSugestaoRow(db, id, {
    respondida_em,
    resposta_automatica: 0,
    ...(confirmsAutomatic ? { resposta_avisada_em: now.toISOString() } : {}),
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

/**
 * Records the published fact-check the tip form showed as a tip's answer, given at once
 * (decision 075): the tip is `verificada` with it, marked as the site's answer, and its
 * sender gets no e-mail (they saw it). Nothing changes for a tip an editor or its sender
 * has handled since, nor with the fact-check its sender turned down; nor for an unknown
 * code (a robot's tip is not stored). Answers whether the answer was recorded.
 */
export async function answerAutomatically(
  db: Kysely<Database>,
  codigo: string,
  fakeNewsId: number,
  now = new Date(),
): Promise<boolean> {
  return markAnsweredAutomatically(db, hashCodigo(codigo), fakeNewsId, now.toISOString());
}

/**
 * "Não é isso": the sender turns down the site's answer. The tip is `recebida` again,
 * without a fact-check, for the team to look at, and never gets that fact-check from the
 * site again. Idempotent: a tip no longer answered by the site is left as it is. Any code
 * that names no tip is the lookups' 404.
 */
export async function rejectAutomaticAnswer(
  db: Kysely<Database>,
  codigo: string,
  now = new Date(),
): Promise<SugestaoPublica> {
  const record = await findSugestaoByCodigoHash(db, hashCodigo(codigo));
  if (!record) throw notFound(SUGESTAO_MESSAGES.notFound);
  if (record.resposta_automatica === 1)
    await reopenAutomaticAnswer(db, record.id, now.toISOString());
  return requireSugestaoPublica(db, codigo);
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
  return db.transaction().execute(async (trx) => {
    // The matching's copy of what they sent goes with it.
    await deleteTipIndexSentBefore(trx, before);
    return {
      sugestoes: await clearSugestoesSentBefore(trx, before),
      anexos: await deleteAnexosUnnamedSince(trx, before),
    };
  });
}
