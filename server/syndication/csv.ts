/** A field that holds a separator, a quote or a line break is quoted (RFC 4180, 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A CSV text as RFC 4180 describes it: a header line, one line per record, CRLF after
 * every line, fields quoted only when they need it and quotes inside them doubled.
 */
export function toCsv<Column extends string>(
  columns: readonly Column[],
  records: readonly Readonly<Record<Column, string>>[],
): string {
  const lines = [columns, ...records.map((record) => columns.map((column) => record[column]))];
  return lines.map((fields) => `${fields.map(csvField).join(",")}\r\n`).join("");
}
