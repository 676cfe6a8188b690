const MARKS = /\p{M}/gu;

/** Lower case without accents: `Malária` → `malaria`. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/**
 * Text as two readers would compare it: lowercase, without accents, and every run of
 * anything but letters and digits (punctuation, white space) made one `separator`. Topic
 * slugs and the grouping of readers' tips both read text this way.
 */
export function foldText(text: string, separator: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, separator);
}
