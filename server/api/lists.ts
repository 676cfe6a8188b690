/** A stored JSON list of texts; anything unreadable is treated as empty rather than failing the page. */
export function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}

/** One entry per item (e.g. a caption per image): extra entries are dropped, missing ones are empty. */
export function fitTo(texts: string[], length: number): string[] {
  return Array.from({ length }, (_, index) => texts[index] ?? "");
}
