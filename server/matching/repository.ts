import { sql, type Kysely } from "kysely";
import { richTextToText } from "../content/rich-text.ts";
import type { Database } from "../db/schema.ts";
import { isPostgres } from "../api/busca/repository.ts";
import { visibleNow } from "../api/articles/workflow.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "../api/fake-news/schema.ts";
import { findLargestImage, findMediaFile } from "../media/repository.ts";
import { parseImageUrl } from "../media/urls.ts";
import { innerTrigramsOf, linksIn, matchingText, normalizeLinkForMatching } from "./text.ts";
import { perceptualHashes, type Region } from "./phash.ts";

/*
 * The only queries of the matching (decision 069). Triggers queue every changed
 * fact-check in `semelhanca_pendente`; `catchUpMatchingIndex` turns the queue into texts
 * (PostgreSQL `semelhanca_textos` under a pg_trgm index, SQLite FTS5 `semelhanca_fts`
 * with the trigram tokenizer), links and image hashes. The index holds drafts too: what
 * a reader may see is decided when reading, with the one visibility predicate.
 */

type Db = Kysely<Database>;

/** Fact-checks indexed per transaction. */
const CATCH_UP_BATCH = 50;
/** Tip images hashed per call. */
const ANEXO_BATCH = 20;

/** The fields compared, by their number in the index. */
export const CAMPOS = ["alegacao", "titulo", "lead"] as const;
export type Campo = (typeof CAMPOS)[number];

/** The regions of a stored image that are hashed: whole, and without a 5% border. */
export const STORED_REGIONS: readonly Region[] = [
  { left: 0, top: 0, right: 1, bottom: 1 },
  { left: 0.05, top: 0.05, right: 0.95, bottom: 0.95 },
];

const HREF = /\bhref\s*=\s*"([^"]*)"/gi;

/** The normalised addresses a fact-check cites: in its sources and in its rich text. */
function linksOf(row: { fontes: string; lead: string; conteudo: string }): string[] {
  const links = new Set<string>();
  const fontes = JSON.parse(row.fontes) as unknown;
  if (Array.isArray(fontes))
    for (const fonte of fontes)
      if (typeof fonte === "string") linksIn(fonte).forEach((link) => links.add(link));
  for (const html of [row.lead, row.conteudo])
    for (const [, href = ""] of html.matchAll(HREF)) {
      try {
        links.add(normalizeLinkForMatching(href.replaceAll("&amp;", "&")));
      } catch {
        // CASE: a relative or malformed address names no page a message could carry.
      }
    }
  return [...links];
}

/** The content hashes of a fact-check's stored images. */
function mediaHashesOf(imagens: string): string[] {
  const urls = JSON.parse(imagens) as unknown;
  if (!Array.isArray(urls)) return [];
  const hashes = urls.flatMap((url) =>
    typeof url === "string" ? (parseImageUrl(url)?.hash ?? []) : [],
  );
  return [...new Set(hashes)];
}

/** The hashes of a stored image's regions, joined by commas; null when it cannot be read or is flat. */
async function hashStoredImage(db: Db, mediaHash: string): Promise<string | null> {
  const largest = await findLargestImage(db, mediaHash);
  const file = largest && (await findMediaFile(db, largest.chave));
  if (!file) return null;
  try {
    const hashes = await perceptualHashes(file.dados, STORED_REGIONS);
    return hashes.length > 0 ? hashes.join(",") : null;
  } catch {
    return null;
  }
}

/** PostgreSQL: adds `sign` to the row count of each inner trigram of each text. */
async function countTrigrams(trx: Db, texts: { texto: string }[], sign: 1 | -1): Promise<void> {
  const counts = new Map<string, number>();
  for (const { texto } of texts)
    for (const trigram of new Set(innerTrigramsOf(texto)))
      counts.set(trigram, (counts.get(trigram) ?? 0) + sign);
  if (counts.size === 0) return;
  await sql`insert into semelhanca_trigramas (trigrama, linhas)
    select * from unnest(${[...counts.keys()]}::text[], ${[...counts.values()]}::integer[])
    on conflict (trigrama) do update
      set linhas = semelhanca_trigramas.linhas + excluded.linhas`.execute(trx);
}

/** Writes the index rows of these fact-checks anew, inside the caller's transaction. */
async function indexFakeNews(trx: Db, ids: number[]): Promise<void> {
  const postgres = isPostgres(trx);
  const rows = await trx
    .selectFrom("fake_news")
    .select(["id", "titulo", "alegacao", "lead", "conteudo", "fontes", "imagens"])
    .where("id", "in", ids)
    .execute();
  // An image already hashed, for any fact-check, is not decoded again.
  const mediaHashes = [...new Set(rows.flatMap((row) => mediaHashesOf(row.imagens)))];
  const known = new Map(
    mediaHashes.length === 0
      ? []
      : (
          await trx
            .selectFrom("semelhanca_imagens")
            .select(["media_hash", "phash"])
            .where("media_hash", "in", mediaHashes)
            .execute()
        ).map((row) => [row.media_hash, row.phash]),
  );
  if (postgres) {
    const old = await trx
      .selectFrom("semelhanca_textos")
      .select("texto")
      .where("fake_news_id", "in", ids)
      .execute();
    await countTrigrams(trx, old, -1);
    await trx.deleteFrom("semelhanca_textos").where("fake_news_id", "in", ids).execute();
  } else
    await sql`delete from semelhanca_fts where rowid in (${sql.join(
      ids.flatMap((id) => CAMPOS.map((_, campo) => id * 4 + campo)),
    )})`.execute(trx);
  await trx.deleteFrom("semelhanca_links").where("fake_news_id", "in", ids).execute();
  await trx.deleteFrom("semelhanca_imagens").where("fake_news_id", "in", ids).execute();
  const texts: TextCandidate[] = [];
  const links: { link: string; fake_news_id: number }[] = [];
  const images: { fake_news_id: number; media_hash: string; phash: string | null }[] = [];
  for (const row of rows) {
    const fields: Record<Campo, string> = {
      alegacao: matchingText(row.alegacao ?? ""),
      titulo: matchingText(row.titulo),
      lead: matchingText(richTextToText(row.lead)),
    };
    for (const [campo, nome] of CAMPOS.entries())
      if (fields[nome] !== "") texts.push({ fake_news_id: row.id, campo, texto: fields[nome] });
    for (const link of linksOf(row)) links.push({ link, fake_news_id: row.id });
    for (const mediaHash of mediaHashesOf(row.imagens)) {
      if (!known.has(mediaHash)) known.set(mediaHash, await hashStoredImage(trx, mediaHash));
      images.push({
        fake_news_id: row.id,
        media_hash: mediaHash,
        phash: known.get(mediaHash) ?? null,
      });
    }
  }
  if (texts.length > 0) {
    if (postgres) {
      await trx.insertInto("semelhanca_textos").values(texts).execute();
      await countTrigrams(trx, texts, 1);
    } else
      await sql`insert into semelhanca_fts (rowid, texto) values ${sql.join(
        texts.map((text) => sql`(${text.fake_news_id * 4 + text.campo}, ${text.texto})`),
      )}`.execute(trx);
  }
  if (links.length > 0) await trx.insertInto("semelhanca_links").values(links).execute();
  if (images.length > 0) await trx.insertInto("semelhanca_imagens").values(images).execute();
}

/**
 * Indexes the fact-checks the triggers queued since the last call, CATCH_UP_BATCH per
 * transaction; taking a batch and writing its rows are one transaction, so a failure
 * leaves the batch queued. Also hashes tip images not hashed yet, forgets the hashes
 * of tip files that are gone, and indexes the tips not indexed yet (decision 074).
 */
export async function catchUpMatchingIndex(db: Db): Promise<number> {
  let indexed = 0;
  for (;;) {
    const waiting = await db
      .selectFrom("semelhanca_pendente")
      .select("fake_news_id")
      .limit(1)
      .execute();
    if (waiting.length === 0) break;
    const taken = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ fake_news_id: number }>`
        delete from semelhanca_pendente
        where fake_news_id in (select fake_news_id from semelhanca_pendente
          order by fake_news_id limit ${CATCH_UP_BATCH})
        returning fake_news_id`.execute(trx);
      const ids = rows.map((row) => Number(row.fake_news_id));
      if (ids.length > 0) await indexFakeNews(trx, ids);
      return ids.length;
    });
    indexed += taken;
    if (taken < CATCH_UP_BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await catchUpAnexos(db);
  await catchUpTipIndex(db);
  return indexed;
}

async function catchUpAnexos(db: Db): Promise<void> {
  await db
    .deleteFrom("semelhanca_anexos")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("sugestao_anexos")
            .select("sugestao_anexos.hash")
            .whereRef("sugestao_anexos.hash", "=", "semelhanca_anexos.hash"),
        ),
      ),
    )
    .execute();
  const anexos = await db
    .selectFrom("sugestao_anexos")
    .select(["hash", "dados"])
    .where("content_type", "like", "image/%")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("semelhanca_anexos")
            .select("semelhanca_anexos.hash")
            .whereRef("semelhanca_anexos.hash", "=", "sugestao_anexos.hash"),
        ),
      ),
    )
    .limit(ANEXO_BATCH)
    .execute();
  for (const anexo of anexos) {
    const phash = await perceptualHashes(anexo.dados).then(
      ([hash]) => hash ?? null,
      () => null,
    );
    await db
      .insertInto("semelhanca_anexos")
      .values({ hash: anexo.hash, phash })
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .execute();
  }
}

/** What a reader may be shown, as a condition on fake_news aliased `f`. */
const publicCheck = () =>
  sql<boolean>`f.status in (${sql.join([...PUBLIC_FAKE_NEWS_STATUS])}) and ${visibleNow("f")}`;

export type TextCandidate = { fake_news_id: number; campo: number; texto: string };

/** Candidate rows read per query: the best few by the real score are among them. */
const TEXT_CANDIDATES = 100;
/** SQLite: the query's rarest trigrams that find candidates. */
const RARE_TRIGRAMS = 8;

/**
 * PostgreSQL: the rows holding the query's rarest inner word trigrams (by the row counts of
 * `semelhanca_trigramas`), those holding most of them first, found through pg_trgm's GIN
 * index (`like '%abc%'` is one trigram lookup); without pg_trgm, by a scan. Common
 * trigrams ("que", "ado") would find nearly every row and tell none apart. Trigrams are
 * letters and digits only, so none is read as a LIKE wildcard.
 */
async function textCandidatesPostgres(db: Db, query: string): Promise<TextCandidate[]> {
  const terms = innerTrigramsOf(query);
  if (terms.length === 0) return [];
  const counted = await db
    .selectFrom("semelhanca_trigramas")
    .select(["trigrama", "linhas"])
    .where("trigrama", "in", terms)
    .where("linhas", ">", 0)
    .orderBy("linhas")
    .limit(RARE_TRIGRAMS)
    .execute();
  if (counted.length === 0) return [];
  const holds = counted.map(({ trigrama }) => sql<boolean>`t.texto like ${`%${trigrama}%`}`);
  const { rows } = await sql<TextCandidate>`
    select t.fake_news_id, t.campo, t.texto from semelhanca_textos t
    join fake_news f on f.id = t.fake_news_id
    where (${sql.join(holds, sql` or `)}) and ${publicCheck()}
    order by ${sql.join(
      holds.map((hold) => sql`(${hold})::integer`),
      sql` + `,
    )} desc, t.fake_news_id desc
    limit ${TEXT_CANDIDATES}`.execute(db);
  return rows;
}

/**
 * SQLite: the FTS5 rows holding the query's rarest inner word trigrams (by the number of
 * rows holding each, from `semelhanca_fts_vocab`), best by bm25 first: common trigrams
 * ("que", "ado") would find nearly every row and tell none apart. Trigrams are letters and
 * digits only, so quoted none is read as FTS5 syntax.
 */
async function textCandidatesSqlite(db: Db, query: string): Promise<TextCandidate[]> {
  const terms = innerTrigramsOf(query);
  if (terms.length === 0) return [];
  const { rows: counted } = await sql<{ term: string; doc: number }>`
    select term, doc from semelhanca_fts_vocab where term in (${sql.join(terms)})`.execute(db);
  const rarest = counted
    .sort((a, b) => a.doc - b.doc)
    .slice(0, RARE_TRIGRAMS)
    .map((row) => `"${row.term}"`);
  if (rarest.length === 0) return [];
  const { rows } = await sql<{ id: number; texto: string }>`
    select s.id, s.texto from (
      select rowid as id, texto, rank from semelhanca_fts
      where semelhanca_fts match ${rarest.join(" OR ")}
      order by rank limit ${TEXT_CANDIDATES}
    ) s
    join fake_news f on f.id = s.id / 4
    where ${publicCheck()}
    order by s.rank`.execute(db);
  return rows.map((row) => ({
    fake_news_id: Math.floor(row.id / 4),
    campo: row.id % 4,
    texto: row.texto,
  }));
}

/** Public fact-checks' fields that may resemble a matching text (see `matchingText`). */
export function findTextCandidates(db: Db, query: string): Promise<TextCandidate[]> {
  return isPostgres(db) ? textCandidatesPostgres(db, query) : textCandidatesSqlite(db, query);
}

/** Public fact-checks citing any of these normalised addresses. */
export async function findLinkMatches(db: Db, links: readonly string[]): Promise<number[]> {
  if (links.length === 0) return [];
  const { rows } = await sql<{ fake_news_id: number }>`
    select distinct l.fake_news_id from semelhanca_links l
    join fake_news f on f.id = l.fake_news_id
    where l.link in (${sql.join(links)}) and ${publicCheck()}`.execute(db);
  return rows.map((row) => Number(row.fake_news_id));
}

/** The image hashes of every public fact-check (two per image, see STORED_REGIONS). */
export async function findPublicImageHashes(
  db: Db,
): Promise<{ fake_news_id: number; phash: string }[]> {
  const { rows } = await sql<{ fake_news_id: number; phash: string }>`
    select i.fake_news_id, i.phash from semelhanca_imagens i
    join fake_news f on f.id = i.fake_news_id
    where i.phash is not null and ${publicCheck()}`.execute(db);
  return rows.flatMap((row) =>
    row.phash.split(",").map((phash) => ({ fake_news_id: Number(row.fake_news_id), phash })),
  );
}

/** What a match answers of each fact-check, by id (public ones only). */
export async function selectPublicChecks(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("fake_news as f")
    .select(["f.id", "f.titulo", "f.alegacao", "f.status", "f.rotulo"])
    .where("f.id", "in", ids)
    .where(publicCheck())
    .execute();
}

/*
 * Tips (decision 074): one row per tip in `semelhanca_sugestoes` and its inner word
 * trigrams in `semelhanca_sugestao_trigramas`, an inverted index that is the same plain
 * table and the same queries on both engines. Rows are written with the tip, in its
 * transaction, and never updated, so instances storing tips at once never contend for a
 * row; the catch-up indexes the tips stored before the index existed (or restored).
 */

/** Tips indexed per transaction by the catch-up. */
const SUGESTAO_BATCH = 200;

export type TipIndexEntry = {
  sugestao_id: number;
  texto: string;
  link: string | null;
  anexo_hash: string | null;
};

/** A tip's entry: its folded text, its link or the first in its text, its file. */
export function tipIndexEntry(tip: {
  id: number;
  texto: string | null;
  link: string | null;
  anexo_hash: string | null;
}): TipIndexEntry {
  let link: string | null = null;
  try {
    link = tip.link ? normalizeLinkForMatching(tip.link) : (linksIn(tip.texto ?? "")[0] ?? null);
  } catch {
    // CASE: a stored link the URL parser refuses; the tip is still matched by its text.
  }
  return {
    sugestao_id: tip.id,
    texto: matchingText(tip.texto ?? ""),
    link,
    anexo_hash: tip.anexo_hash,
  };
}

/** Writes tips' entries and trigrams; an entry already there (another instance) is left. */
export async function insertTipIndexEntries(db: Db, entries: TipIndexEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("semelhanca_sugestoes")
    .values(entries)
    .onConflict((conflict) => conflict.column("sugestao_id").doNothing())
    .execute();
  const trigrams = entries.flatMap((entry) =>
    [...new Set(innerTrigramsOf(entry.texto))].map((trigrama) => ({
      trigrama,
      sugestao_id: entry.sugestao_id,
    })),
  );
  // A few hundred rows per statement keeps SQLite under its bound-parameter limit.
  for (let start = 0; start < trigrams.length; start += 400)
    await db
      .insertInto("semelhanca_sugestao_trigramas")
      .values(trigrams.slice(start, start + 400))
      .onConflict((conflict) => conflict.columns(["trigrama", "sugestao_id"]).doNothing())
      .execute();
}

/** Stores the perceptual hash of a tip's image, keyed by the file's content hash. */
export async function insertAnexoPhash(db: Db, hash: string, phash: string | null): Promise<void> {
  await db
    .insertInto("semelhanca_anexos")
    .values({ hash, phash })
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/** Indexes the tips that hold something to match and have no entry yet, oldest first. */
export async function catchUpTipIndex(db: Db): Promise<number> {
  let indexed = 0;
  for (;;) {
    const tips = await db
      .selectFrom("sugestoes")
      .select(["id", "texto", "link", "anexo_hash"])
      .where((eb) =>
        eb.or([
          eb("texto", "is not", null),
          eb("link", "is not", null),
          eb("anexo_hash", "is not", null),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("semelhanca_sugestoes")
              .select("semelhanca_sugestoes.sugestao_id")
              .whereRef("semelhanca_sugestoes.sugestao_id", "=", "sugestoes.id"),
          ),
        ),
      )
      .orderBy("id")
      .limit(SUGESTAO_BATCH)
      .execute();
    if (tips.length === 0) break;
    await db.transaction().execute((trx) => insertTipIndexEntries(trx, tips.map(tipIndexEntry)));
    indexed += tips.length;
    if (tips.length < SUGESTAO_BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return indexed;
}

/** Forgets the entries of the tips sent before `cutoff`: their retention is over (decision 067). */
export async function deleteTipIndexSentBefore(db: Db, cutoff: string): Promise<void> {
  const old = db.selectFrom("sugestoes").select("id").where("created_at", "<", cutoff);
  await db.deleteFrom("semelhanca_sugestao_trigramas").where("sugestao_id", "in", old).execute();
  await db.deleteFrom("semelhanca_sugestoes").where("sugestao_id", "in", old).execute();
}

export type TipCandidate = { sugestao_id: number; grupo: string; texto: string };

/**
 * The tips whose folded text holds the query's rarest inner word trigrams, those holding
 * most of them first, best TEXT_CANDIDATES: the same narrowing as the fact-checks', read
 * from the inverted index on both engines.
 */
export async function findTipTextCandidates(db: Db, query: string): Promise<TipCandidate[]> {
  const terms = [...new Set(innerTrigramsOf(query))];
  if (terms.length === 0) return [];
  const counted = await db
    .selectFrom("semelhanca_sugestao_trigramas")
    .select((eb) => ["trigrama", eb.fn.countAll<number | string>().as("linhas")])
    .where("trigrama", "in", terms)
    .groupBy("trigrama")
    .execute();
  const rarest = counted
    .sort((a, b) => Number(a.linhas) - Number(b.linhas))
    .slice(0, RARE_TRIGRAMS)
    .map((row) => row.trigrama);
  if (rarest.length === 0) return [];
  const best = db
    .selectFrom("semelhanca_sugestao_trigramas")
    .select((eb) => ["sugestao_id", eb.fn.countAll<number | string>().as("comuns")])
    .where("trigrama", "in", rarest)
    .groupBy("sugestao_id")
    .orderBy("comuns", "desc")
    .orderBy("sugestao_id", "desc")
    .limit(TEXT_CANDIDATES);
  return db
    .selectFrom(best.as("b"))
    .innerJoin("semelhanca_sugestoes as s", "s.sugestao_id", "b.sugestao_id")
    .innerJoin("sugestoes", "sugestoes.id", "b.sugestao_id")
    .select(["s.sugestao_id", "sugestoes.grupo", "s.texto"])
    .execute();
}

/** The tips whose link, or first link in the text, is one of these normalised addresses. */
export async function findTipsByLink(db: Db, links: readonly string[]) {
  if (links.length === 0) return [];
  return db
    .selectFrom("semelhanca_sugestoes as s")
    .innerJoin("sugestoes", "sugestoes.id", "s.sugestao_id")
    .select(["s.sugestao_id", "sugestoes.grupo"])
    .where("s.link", "in", links)
    .execute();
}

/** The tips that sent this very file. */
export async function findTipsByAnexo(db: Db, hash: string) {
  return db
    .selectFrom("semelhanca_sugestoes as s")
    .innerJoin("sugestoes", "sugestoes.id", "s.sugestao_id")
    .select(["s.sugestao_id", "sugestoes.grupo"])
    .where("s.anexo_hash", "=", hash)
    .execute();
}

/** The perceptual hash of every tip's image, with the tip's group. */
export async function findTipImageHashes(db: Db) {
  return db
    .selectFrom("semelhanca_sugestoes as s")
    .innerJoin("semelhanca_anexos as a", "a.hash", "s.anexo_hash")
    .innerJoin("sugestoes", "sugestoes.id", "s.sugestao_id")
    .select(["s.sugestao_id", "sugestoes.grupo", "a.phash"])
    .where("a.phash", "is not", null)
    .execute();
}

/** The stored perceptual hashes of these tips' images, by tip id. */
export async function findPhashesOfTips(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom("sugestoes")
    .innerJoin("semelhanca_anexos as a", "a.hash", "sugestoes.anexo_hash")
    .select(["sugestoes.id", "a.phash"])
    .where("sugestoes.id", "in", ids)
    .where("a.phash", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.phash ?? ""]));
}
