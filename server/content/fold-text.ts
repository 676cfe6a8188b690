/**
 * Text as two readers would compare it: lowercase, without accents, and every run of
 * anything but letters and digits (punctuation, white space) made one `separator`. Topic
 * slugs and the grouping of readers' tips both read text this way.
 */
export function foldText(text: string, separator: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, separator);
}
