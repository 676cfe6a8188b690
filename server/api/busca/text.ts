import { stemmer } from "@orama/stemmers/portuguese";
import { fold } from "../../content/fold-text.ts";

/*
 * How words are compared (decision 030): lower case, accents removed, then reduced to
 * their Snowball Portuguese stem, the same algorithm as PostgreSQL's `portuguese`
 * configuration. "Vacinas", "vacina" and "VACINA" all become `vacin`; "malária" and
 * "malaria" both become `mal`. The SQLite index stores stems made here; PostgreSQL makes
 * its own, and this module then only finds the words to highlight.
 */

const WORD = /[\p{L}\p{N}]+/gu;

// Stemming is most of the cost of indexing, and texts repeat the same few thousand
// words: remembered stems make re-indexing a whole site several times faster.
const STEM_CACHE_SIZE = 50_000;
const stems = new Map<string, string>();

function stemFolded(folded: string): string {
  let stem = stems.get(folded);
  if (stem === undefined) {
    stem = stemmer(folded);
    if (stems.size >= STEM_CACHE_SIZE) stems.clear();
    stems.set(folded, stem);
  }
  return stem;
}

export function stemOf(word: string): string {
  return stemFolded(fold(word));
}

/** Articles, prepositions and conjunctions too common to narrow a search. */
const STOP_WORDS = new Set([
  "a",
  "ao",
  "aos",
  "as",
  "com",
  "da",
  "das",
  "de",
  "do",
  "dos",
  "e",
  "em",
  "na",
  "nas",
  "no",
  "nos",
  "o",
  "os",
  "ou",
  "para",
  "pela",
  "pelas",
  "pelo",
  "pelos",
  "por",
  "que",
  "se",
  "um",
  "uma",
]);

/** The text as the SQLite index stores it: each word replaced by its stem. */
export function indexText(text: string): string {
  return Array.from(fold(text).matchAll(WORD), ([word]) => stemFolded(word)).join(" ");
}

/** At most this many words of a query are searched for. */
export const MAX_QUERY_TERMS = 12;

/** The distinct stems a query searches for, common words left out. */
export function queryStems(query: string): string[] {
  const found = new Set<string>();
  for (const [word] of fold(query).matchAll(WORD)) {
    if (STOP_WORDS.has(word)) continue;
    found.add(stemFolded(word));
    if (found.size === MAX_QUERY_TERMS) break;
  }
  return [...found];
}

/** `[start, end)` offsets of a text's words whose stem is one of `stems`. */
export type Highlight = [number, number];

export function highlights(text: string, stems: ReadonlySet<string>): Highlight[] {
  const found: Highlight[] = [];
  for (const match of text.matchAll(WORD)) {
    if (stems.has(stemOf(match[0]))) found.push([match.index, match.index + match[0].length]);
  }
  return found;
}

export const EXCERPT_LENGTH = 220;

/**
 * About `EXCERPT_LENGTH` characters of `text` around its first matching word (or its
 * beginning), cut at word boundaries, with an ellipsis where text was left out.
 */
export function excerptOf(
  text: string,
  stems: ReadonlySet<string>,
): { text: string; highlights: Highlight[] } {
  const first = highlights(text, stems)[0];
  let start = 0;
  if (first && first[1] > EXCERPT_LENGTH * 0.7) {
    start = Math.max(0, first[0] - Math.floor(EXCERPT_LENGTH / 3));
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < first[0]) start = space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const excerpt = `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
  return { text: excerpt, highlights: highlights(excerpt, stems) };
}
