import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, HttpError, unsupportedMediaType } from "../http/errors.ts";
import { issuesToDetails } from "../http/validate.ts";
import { inspectImage } from "../media/images.ts";
import { hammingDistance, perceptualHashes, type Region } from "./phash.ts";
import {
  catchUpMatchingIndex,
  findLinkMatches,
  findPublicImageHashes,
  findTextCandidates,
  findTipImageHashes,
  findTipsByAnexo,
  findTipsByLink,
  findTipTextCandidates,
  selectPublicChecks,
} from "./repository.ts";
import {
  SEMELHANTES_MAX,
  SEMELHANTES_MESSAGES,
  SemelhantesInputSchema,
  SUGESTOES_SEMELHANTES_MAX,
  type SemelhancaCriterio,
  type Semelhante,
  type SugestaoSemelhante,
} from "./schema.ts";
import {
  linksIn,
  matchingText,
  normalizeLinkForMatching,
  trigramSimilarity,
  trigramsOf,
} from "./text.ts";

/*
 * The one matching service (decision 069): the API and the tip form ask it which
 * published fact-checks resemble a message and/or a picture.
 */

export type MatchingThresholds = Config["matching"];

/**
 * The regions of a received picture that are hashed: whole, and without a caption bar of
 * 10, 15 or 20% of its height at the bottom or the top (the stored side hashes the whole
 * and a 5% inset, which meets a cropped copy).
 */
const RECEIVED_REGIONS: readonly Region[] = [
  { left: 0, top: 0, right: 1, bottom: 1 },
  ...[0.1, 0.15, 0.2].flatMap((bar) => [
    { left: 0, top: 0, right: 1, bottom: 1 - bar },
    { left: 0, top: bar, right: 1, bottom: 1 },
  ]),
];

type Found = { score: number; forte: boolean; por: SemelhancaCriterio };

/** Keeps the better of two findings for one fact-check: strong first, then score. */
function better<T extends { score: number; forte: boolean }>(a: T | undefined, b: T): T {
  if (!a) return b;
  if (a.forte !== b.forte) return a.forte ? a : b;
  return b.score > a.score ? b : a;
}

async function textFindings(
  db: Kysely<Database>,
  texto: string,
  thresholds: MatchingThresholds,
): Promise<Map<number, Found>> {
  const found = new Map<number, Found>();
  for (const id of await findLinkMatches(db, linksIn(texto)))
    found.set(id, { score: 1, forte: true, por: "link" });
  const query = matchingText(texto);
  if (query === "") return found;
  const trigrams = trigramsOf(query);
  for (const candidate of await findTextCandidates(db, query)) {
    const score = trigramSimilarity(trigrams, trigramsOf(candidate.texto));
    if (score < thresholds.textMinimum) continue;
    found.set(
      candidate.fake_news_id,
      better(found.get(candidate.fake_news_id), {
        score,
        forte: score >= thresholds.textStrong,
        por: "texto",
      }),
    );
  }
  return found;
}

/** The fewest bits by which any region of the picture differs from each fact-check's images. */
export async function imageFindings(
  db: Kysely<Database>,
  hashes: readonly string[],
  thresholds: MatchingThresholds,
): Promise<Map<number, Found>> {
  const found = new Map<number, Found>();
  for (const stored of await findPublicImageHashes(db)) {
    const bits = Math.min(...hashes.map((hash) => hammingDistance(hash, stored.phash)));
    if (bits > thresholds.imageMaxBits) continue;
    found.set(
      stored.fake_news_id,
      better(found.get(stored.fake_news_id), { score: 1 - bits / 64, forte: true, por: "imagem" }),
    );
  }
  return found;
}

/** The hashes `findSimilarChecks` compares a received picture by. */
export const receivedImageHashes = (bytes: Buffer) => perceptualHashes(bytes, RECEIVED_REGIONS);

/**
 * Published fact-checks that resemble a message and/or a picture, best first (strong
 * matches, then by score), at most SEMELHANTES_MAX. Drafts, scheduled entries and
 * entries still under analysis are never among them.
 */
export async function findSimilarChecks(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  query: ChecksQuery,
): Promise<Semelhante[]> {
  await catchUpMatchingIndex(db);
  return rankSimilarChecks(db, thresholds, query);
}

export type ChecksQuery = {
  texto?: string;
  imagem?: Buffer;
  /** A picture already hashed (a tip's stored image): not decoded again. */
  imagemHashes?: readonly string[];
};

/**
 * `findSimilarChecks` on the index as it is, for a caller that asks many questions in a
 * row and caught the index up once (`catchUpMatchingIndex`) before the first.
 */
export async function rankSimilarChecks(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  { texto, imagem, imagemHashes }: ChecksQuery,
): Promise<Semelhante[]> {
  let found = new Map<number, Found>();
  if (texto) found = await textFindings(db, texto, thresholds);
  const hashes = imagem ? await receivedImageHashes(imagem) : imagemHashes;
  if (hashes && hashes.length > 0) {
    const images = await imageFindings(db, hashes, thresholds);
    for (const [id, finding] of images) found.set(id, better(found.get(id), finding));
  }
  const ranked = [...found.entries()]
    .sort(
      ([idA, a], [idB, b]) => Number(b.forte) - Number(a.forte) || b.score - a.score || idB - idA,
    )
    .slice(0, SEMELHANTES_MAX);
  const checks = new Map(
    (
      await selectPublicChecks(
        db,
        ranked.map(([id]) => id),
      )
    ).map((check) => [check.id, check]),
  );
  return ranked.flatMap(([id, finding]) => {
    const check = checks.get(id);
    if (!check) return [];
    return [
      {
        id,
        titulo: check.titulo,
        alegacao: check.alegacao,
        status: check.status,
        rotulo: check.rotulo,
        url: `/fake-news/${id}`,
        score: Math.round(finding.score * 1000) / 1000,
        forte: finding.forte,
        por: finding.por,
      },
    ];
  });
}

/** What a tip is matched by: its text, its link, and its file with an image's hashes. */
export type TipQuery = {
  texto?: string | null;
  link?: string | null;
  anexoHash?: string | null;
  /** The hashes of a received picture (`receivedImageHashes`). */
  imagemHashes?: readonly string[];
};

type TipFound = { score: number; forte: boolean; por: SugestaoSemelhante["por"]; grupo: string };

/**
 * Earlier tips like a message, a link and/or a file, for editors only (decision 074):
 * the same rules as `findSimilarChecks`, plus the very same file, scored 1. Strong
 * matches first, then by score, then the oldest tip; at most SUGESTOES_SEMELHANTES_MAX.
 * It reads the index as it is: the server catches up at start-up and on every lookup of
 * checks, and a new tip is indexed as it is stored.
 */
export async function findSimilarTips(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  { texto, link, anexoHash, imagemHashes }: TipQuery,
): Promise<SugestaoSemelhante[]> {
  const found = new Map<number, TipFound>();
  const add = (id: number, grupo: string, finding: Omit<TipFound, "grupo">) =>
    found.set(id, better(found.get(id), { ...finding, grupo }));
  const links = new Set(linksIn(texto ?? ""));
  if (link) {
    try {
      links.add(normalizeLinkForMatching(link));
    } catch {
      // CASE: not an address the URL parser reads; the tip is still matched by its text.
    }
  }
  for (const tip of await findTipsByLink(db, [...links]))
    add(tip.sugestao_id, tip.grupo, { score: 1, forte: true, por: "link" });
  if (anexoHash)
    for (const tip of await findTipsByAnexo(db, anexoHash))
      add(tip.sugestao_id, tip.grupo, { score: 1, forte: true, por: "arquivo" });
  const query = matchingText(texto ?? "");
  if (query !== "") {
    const trigrams = trigramsOf(query);
    for (const candidate of await findTipTextCandidates(db, query)) {
      const score = trigramSimilarity(trigrams, trigramsOf(candidate.texto));
      if (score < thresholds.textMinimum) continue;
      add(candidate.sugestao_id, candidate.grupo, {
        score,
        forte: score >= thresholds.textStrong,
        por: "texto",
      });
    }
  }
  if (imagemHashes && imagemHashes.length > 0)
    for (const stored of await findTipImageHashes(db)) {
      const bits = Math.min(...imagemHashes.map((hash) => hammingDistance(hash, stored.phash!)));
      if (bits > thresholds.imageMaxBits) continue;
      add(stored.sugestao_id, stored.grupo, { score: 1 - bits / 64, forte: true, por: "imagem" });
    }
  return [...found.entries()]
    .sort(
      ([idA, a], [idB, b]) => Number(b.forte) - Number(a.forte) || b.score - a.score || idA - idB,
    )
    .slice(0, SUGESTOES_SEMELHANTES_MAX)
    .map(([id, finding]) => ({
      id,
      grupo: finding.grupo,
      score: Math.round(finding.score * 1000) / 1000,
      forte: finding.forte,
      por: finding.por,
    }));
}

/**
 * The editors' lookup (decision 074): published fact-checks and earlier tips like a
 * message and/or a picture, the picture decoded once for both.
 */
export async function findSimilarForEditors(
  db: Kysely<Database>,
  thresholds: MatchingThresholds,
  { texto, imagem }: { texto?: string; imagem?: Buffer },
): Promise<{ checagens: Semelhante[]; sugestoes: SugestaoSemelhante[] }> {
  const imagemHashes = imagem ? await receivedImageHashes(imagem) : undefined;
  return {
    checagens: await findSimilarChecks(db, thresholds, { texto, imagemHashes }),
    sugestoes: await findSimilarTips(db, thresholds, { texto, imagemHashes }),
  };
}

/**
 * The budget per visitor address of the lookups, shared by the API's two calls and the
 * tip form's own lookup (same name, same counters): each decodes a picture or scans
 * the index, so it is limited like the tip form, with room for a reader trying a few
 * wordings.
 */
export const SEMELHANTES_RATE_LIMIT = {
  name: "semelhantes",
  limit: 30,
  windowMs: 10 * 60 * 1000,
} as const;

/**
 * Reads a lookup's fields and picture: 400 when neither a text nor a file came, 415 for a
 * file that is not an image, 413 over the image limits. Nothing is stored.
 */
export async function parseSemelhantesInput(
  raw: unknown,
  file: Buffer | undefined,
): Promise<{ texto?: string; imagem?: Buffer }> {
  const result = SemelhantesInputSchema.safeParse(raw);
  if (!result.success) throw badRequest(issuesToDetails(result.error));
  const imagem = file && file.length > 0 ? file : undefined;
  if (!result.data.texto && !imagem)
    throw badRequest({ texto: SEMELHANTES_MESSAGES.textoOuImagem });
  if (imagem)
    await inspectImage(imagem).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 415)
        throw unsupportedMediaType(SEMELHANTES_MESSAGES.imagem);
      throw error;
    });
  return { texto: result.data.texto, imagem };
}
