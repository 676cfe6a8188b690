/**
 * The first `maxLength` characters of a plain text, followed by "..." when the text was
 * longer. Characters are counted as the reader sees them, so an emoji or an accented
 * letter written as one code point is never split in half.
 */
export function excerpt(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join("").trimEnd()}...`;
}
