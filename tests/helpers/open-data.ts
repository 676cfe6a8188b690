/** What a CSV field of the open data holds for a value: a list's items one per line, nothing for null. */
function csvField(value: unknown): string {
  if (Array.isArray(value)) return value.join("\n");
  return value === null ? "" : String(value);
}

/**
 * A check of the open data's JSON as the CSV row for it reads, once parsed: the same
 * columns, each value written as a CSV field.
 */
export function asCsvRow(checagem: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checagem).map(([column, value]) => [column, csvField(value)]),
  );
}
