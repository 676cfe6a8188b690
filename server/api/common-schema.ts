import { z } from "zod";

/*
 * Building blocks shared by the area schemas. Isomorphic: the admin forms import the
 * area schemas too, so nothing here may touch Node.
 */

export const REQUIRED = "Campo obrigatório.";

/** Plain text: trimmed, required, with a length limit. Stored as text, never as HTML. */
export const requiredText = (max: number, message: string = REQUIRED) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

/** Optional plain text: empty or missing becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Texto inválido." })
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** `YYYY-MM-DD` that names a real calendar day. */
export const isoDate = (message = "Informe uma data válida (AAAA-MM-DD).") =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);

/** An absolute http(s) URL. */
export const httpUrl = (message = "Informe um endereço que comece com http:// ou https://.") =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .refine((value) => {
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, message);

/** Optional http(s) URL: empty or missing becomes null. */
export const optionalHttpUrl = (message?: string) =>
  z
    .union([z.literal(""), httpUrl(message)])
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An image as the forms send it: a data URL (decoded, checked and stored by the server),
 * an http(s) URL, or a `/media/` URL the server returned earlier.
 */
export const imageReference = z
  .string({ error: "Imagem inválida." })
  .trim()
  .refine(
    (value) =>
      /^data:image\//i.test(value) ||
      /^https?:\/\//i.test(value) ||
      /^\/media\/[A-Za-z0-9._-]+$/.test(value),
    "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
  );

export const MAX_IMAGES = 20;

/** A list of plain-text items (sources, truths): each trimmed; blank items are errors. */
export const textList = (maxItems: number, maxLength: number, itemMessage = REQUIRED) =>
  z.array(requiredText(maxLength, itemMessage)).max(maxItems, `Use no máximo ${maxItems} itens.`);

/**
 * The number of characters a reader sees in a piece of rich text: markup and the content
 * of script/style/iframe blocks are left out, and an entity counts as one character.
 * Isomorphic on purpose: forms count with it as the editor types.
 */
export function richTextLength(html: string): number {
  const text = html
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, "_")
    .replace(/\s+/g, " ")
    .trim();
  return [...text].length;
}

/** Whether rich text shows anything once rendered: an emptied editor (`<p><br></p>`) does not. */
export function hasVisibleText(html: string | null | undefined): html is string {
  return !!html && richTextLength(html) > 0;
}
