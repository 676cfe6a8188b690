import fs from "node:fs";
import readline from "node:readline";
import { once } from "node:events";
import zlib from "node:zlib";

/*
 * The backup archive: gzip-compressed JSON Lines, one JSON value per line.
 *   1. header     {"format":"observatorio-backup","version":1,"createdAt",
 *                  "source":"sqlite"|"postgres","migrations":[names, oldest first]}
 *   2. per table  {"table","columns":[names],"sequence":{"column","value"}|null}
 *                 then one line per row: an array of values in column order
 *                 (null, number, string, boolean, or {"base64":"…"} for binary data)
 *   3. trailer    {"end":true,"rows":{table: row count}}
 * Tables come parents first, so rows can be inserted in file order. The trailer proves
 * the file is complete; gzip's checksum proves its bytes are intact.
 */

export const ARCHIVE_FORMAT = "observatorio-backup";
export const ARCHIVE_VERSION = 1;

export type Engine = "sqlite" | "postgres";
export type ArchiveValue = null | number | string | boolean | Buffer;
export type ArchiveHeader = {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  source: Engine;
  migrations: string[];
};
export type TableHeader = {
  table: string;
  columns: string[];
  /** The table's id counter, so ids of deleted rows are not handed out again. */
  sequence: { column: string; value: number } | null;
};

export class ArchiveError extends Error {
  override name = "ArchiveError";
}

function encodeValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { base64: value.toString("base64") };
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString("base64") };
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  return value;
}

function decodeValue(value: unknown): ArchiveValue {
  if (value === null || typeof value !== "object") return value as ArchiveValue;
  if (!Array.isArray(value) && typeof (value as { base64?: unknown }).base64 === "string")
    return Buffer.from((value as { base64: string }).base64, "base64");
  throw new ArchiveError("The archive holds a value of an unknown kind.");
}

/** Writes an archive to `file` through a temporary name, so `file` is only ever complete. */
export class ArchiveWriter {
  readonly #file: string;
  readonly #partial: string;
  readonly #gzip = zlib.createGzip();
  readonly #output: fs.WriteStream;
  readonly #counts: Record<string, number> = {};
  #table: string | undefined;

  constructor(file: string) {
    this.#file = file;
    this.#partial = `${file}.partial`;
    this.#output = fs.createWriteStream(this.#partial, { mode: 0o600 });
    this.#gzip.pipe(this.#output);
  }

  async #line(value: unknown): Promise<void> {
    if (!this.#gzip.write(`${JSON.stringify(value)}\n`)) await once(this.#gzip, "drain");
  }

  header(header: Omit<ArchiveHeader, "format" | "version">): Promise<void> {
    return this.#line({ format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, ...header });
  }

  table(header: TableHeader): Promise<void> {
    this.#table = header.table;
    this.#counts[header.table] = 0;
    return this.#line(header);
  }

  row(values: unknown[]): Promise<void> {
    if (this.#table === undefined) throw new Error("row() before table()");
    this.#counts[this.#table]! += 1;
    return this.#line(values.map(encodeValue));
  }

  async finish(): Promise<Record<string, number>> {
    await this.#line({ end: true, rows: this.#counts });
    this.#gzip.end();
    await once(this.#output, "close");
    const handle = await fs.promises.open(this.#partial, "r");
    await handle.sync();
    await handle.close();
    await fs.promises.rename(this.#partial, this.#file);
    return { ...this.#counts };
  }

  async abort(): Promise<void> {
    this.#gzip.destroy();
    this.#output.destroy();
    await fs.promises.rm(this.#partial, { force: true });
  }
}

export type ArchiveEvent =
  { kind: "table"; header: TableHeader } | { kind: "row"; table: string; values: ArchiveValue[] };

/**
 * Reads an archive: the header first, then tables and rows in file order. Throws an
 * ArchiveError when the file is not an archive, is damaged or is cut short.
 */
export async function readArchive(
  file: string,
  onHeader: (header: ArchiveHeader) => void | Promise<void>,
  onEvent: (event: ArchiveEvent) => void | Promise<void>,
): Promise<Record<string, number>> {
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  let streamError: Error | undefined;
  input.on("error", (error) => (streamError = error));
  gunzip.on("error", (error) => (streamError = error));
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });

  let header: ArchiveHeader | undefined;
  let table: TableHeader | undefined;
  const counts: Record<string, number> = {};
  let trailer: Record<string, number> | undefined;
  try {
    for await (const line of lines) {
      if (trailer) throw new ArchiveError("The archive has data after its end marker.");
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new ArchiveError(`${file} is not a backup archive of this site (unreadable line).`);
      }
      if (!header) {
        const candidate = value as Partial<ArchiveHeader> | null;
        if (candidate?.format !== ARCHIVE_FORMAT)
          throw new ArchiveError(`${file} is not a backup archive of this site.`);
        if (candidate.version !== ARCHIVE_VERSION)
          throw new ArchiveError(
            `${file} uses archive version ${String(candidate.version)}, which this version cannot read.`,
          );
        header = candidate as ArchiveHeader;
        await onHeader(header);
      } else if (Array.isArray(value)) {
        if (!table) throw new ArchiveError("The archive has a row before any table.");
        if (value.length !== table.columns.length)
          throw new ArchiveError(`A row of ${table.table} has the wrong number of values.`);
        counts[table.table]! += 1;
        await onEvent({ kind: "row", table: table.table, values: value.map(decodeValue) });
      } else if ((value as { end?: unknown }).end === true) {
        trailer = (value as { rows: Record<string, number> }).rows;
      } else {
        table = value as TableHeader;
        if (typeof table.table !== "string" || !Array.isArray(table.columns))
          throw new ArchiveError("The archive has a malformed table header.");
        counts[table.table] = 0;
        await onEvent({ kind: "table", header: table });
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `${file} cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
    );
  } finally {
    lines.close();
    input.destroy();
  }
  if (streamError)
    throw new ArchiveError(`${file} is damaged or not a backup archive (${streamError.message}).`);
  if (!header) throw new ArchiveError(`${file} is empty.`);
  if (!trailer) throw new ArchiveError(`${file} is incomplete: it has no end marker.`);
  for (const [name, count] of Object.entries(trailer))
    if (counts[name] !== count)
      throw new ArchiveError(`${file} is incomplete: table ${name} lacks rows.`);
  return counts;
}
