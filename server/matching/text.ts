import { fold } from "../content/fold-text.ts";
import { normalizeLink } from "../api/sugestoes/grouping.ts";

/*
 * Text as the matching compares it (decision 069): a rumour forwarded on WhatsApp and
 * the claim of a fact-check, brought to the same words, then compared by their
 * character trigrams. The one implementation of the score, for both engines: the
 * databases only narrow the candidates.
 */

/** Words readers abbreviate in messages, and the word the claims spell out. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  vc: "voce",
  vcs: "voces",
  voc: "voce",
  q: "que",
  oq: "o que",
  tb: "tambem",
  tbm: "tambem",
  pq: "porque",
  pqe: "porque",
  n: "nao",
  nn: "nao",
  naum: "nao",
  hj: "hoje",
  td: "tudo",
  tds: "todos",
  qdo: "quando",
  qnd: "quando",
  qto: "quanto",
  msm: "mesmo",
  mt: "muito",
  mto: "muito",
  mts: "muitos",
  mtos: "muitos",
  pra: "para",
  pro: "para o",
  dps: "depois",
  agr: "agora",
  vdd: "verdade",
  qm: "quem",
  ngm: "ninguem",
  cmg: "comigo",
  ctg: "contigo",
  eh: "e",
  gov: "governo",
  govo: "governo",
  pfv: "por favor",
  pf: "por favor",
  obg: "obrigado",
  sdd: "saudade",
  fds: "fim de semana",
  bjs: "beijos",
  c: "com",
  cm: "com",
  d: "de",
};

/** Words every Portuguese sentence has: they would make any two long texts alike. */
const STOP_WORDS = new Set(
  "a o as os e de da do das dos em no na nos nas um uma uns umas que se ao aos por para com".split(
    " ",
  ),
);

/**
 * The lines a messenger adds around a forwarded message, folded: they say nothing of the
 * rumour, and in a short message they would outweigh it.
 */
const BOILERPLATE = [
  /encaminhada com frequencia/g,
  /encaminhad[ao]s? (muitas|varias) vezes/g,
  /\bencaminhad[ao]s?\b/g,
  /forwarded many times/g,
  /\bforwarded\b/g,
  /\b(repassem|repasse|compartilhem|compartilhe|divulguem|urgente)\b/g,
];

/** An address in a message: with a scheme, or starting with `www.`. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** What a sentence may end a link with without it being part of the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»]+$/;

/** The normalised addresses (grouping.ts rules) of the links in a text, each once. */
export function linksIn(text: string): string[] {
  const links = new Set<string>();
  for (const [found] of text.matchAll(LINK)) {
    const trimmed = found.replace(TRAILING_PUNCTUATION, "");
    const address = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    try {
      links.add(normalizeLinkForMatching(address));
    } catch {
      // CASE: not an address after all ("www." alone); it stays out.
    }
  }
  return [...links];
}

/** grouping.ts's normal form, with the mobile host (`m.`) the same as the main one. */
export function normalizeLinkForMatching(link: string): string {
  return normalizeLink(link).replace(/^m\./, "");
}

/**
 * A text as the matching reads it: without links, messenger boilerplate, emojis,
 * punctuation, case, accents and the smallest words (STOP_WORDS); runs of three or more
 * of one letter made one ("muuuito"), and common abbreviations spelled out ("vc" → "voce").
 */
export function matchingText(text: string): string {
  let folded = fold(text.replace(LINK, " "));
  for (const pattern of BOILERPLATE) folded = folded.replace(pattern, " ");
  return folded
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .split(" ")
    .filter((word) => word !== "")
    .flatMap((word) => (ABBREVIATIONS[word] ?? word).split(" "))
    .filter((word) => !STOP_WORDS.has(word))
    .join(" ");
}

/**
 * The character trigrams of a matching text, as PostgreSQL's pg_trgm makes them: each
 * word padded with two spaces before and one after, so word starts weigh more and word
 * order does not matter.
 */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.split(" ")) {
    if (word === "") continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1)
      trigrams.add(padded.slice(index, index + 3));
  }
  return trigrams;
}

/**
 * How alike a query and a field are, 0 to 1: the shared trigrams over the geometric mean
 * of the two counts (the cosine of the two sets). Unlike the Jaccard index it forgives
 * a query that says more than the field (a claim inside a longer message) without
 * letting a long message match every short title.
 */
export function trigramSimilarity(query: ReadonlySet<string>, field: ReadonlySet<string>): number {
  if (query.size === 0 || field.size === 0) return 0;
  let shared = 0;
  const [small, large] = query.size <= field.size ? [query, field] : [field, query];
  for (const trigram of small) if (large.has(trigram)) shared += 1;
  return shared / Math.sqrt(query.size * field.size);
}

/** The trigrams inside words only: what the databases' trigram indexes are searched by. */
export function innerTrigramsOf(text: string): string[] {
  return [...trigramsOf(text)].filter((trigram) => !trigram.includes(" "));
}
