import { z } from "zod";

/*
 * Building blocks of the answers' schemas. An area's output schema is the one definition
 * of the JSON it answers: its type is inferred from it and the OpenAPI document is
 * generated from it. Isomorphic: the admin area parses answers with these schemas.
 */

export const id = z.int().positive();

/** A full ISO 8601 timestamp, as stored. */
export const timestamp = z.iso.datetime();

/** `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();

export const imageUrls = z.array(z.string()).meta({
  description:
    "Image URLs, the first is the cover: `/media/<hash>.<width>x<height>.webp` or http(s).",
});

export const perImageTexts = z
  .array(z.string())
  .meta({ description: "One text per image, in the same order." });

/** Rich text as stored: already sanitised on the way in. */
export const richText = (description: string) =>
  z.string().meta({ description: `${description}: sanitised HTML.` });

/**
 * A text that is one of `values` today. Documented as an enum, but typed and parsed as
 * any string, so a client keeps working when a value is added.
 */
export const openEnum = (values: readonly string[]) => z.string().meta({ enum: [...values] });

/** `pdfUrl` → `pdf_url`: the column a camelCase wire name is stored in. */
type ColumnName<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Key;

type ColumnsOf<Item> = { [Key in keyof Item & string as ColumnName<Key>]: Item[Key] };

/**
 * The mapper from a table's row to an answer: each field of `schema`, in its order, read
 * from the snake_case column of the same name. Rows whose columns do not fit are refused
 * at compile time.
 */
export function rowMapper<Schema extends z.ZodObject>(schema: Schema) {
  const fields = Object.keys(schema.shape).map((key) => ({
    key,
    column: key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  }));
  return <Row extends ColumnsOf<z.output<Schema>>>(row: Row): z.output<Schema> => {
    const source: Record<string, unknown> = row;
    return Object.fromEntries(
      fields.map(({ key, column }) => [key, source[column]]),
    ) as z.output<Schema>;
  };
}
