import { z } from "zod";
import { hasVisibleText } from "../content/rich-text.ts";

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
 * Rich text as the editor sends it: required, with a limit on its raw length. The limit
 * aborts: an over-long value reports only that, and no refinement reads it. Everything
 * that reads rich text (`richTextLength`, `hasVisibleText`) runs in linear time, so a
 * hostile value costs no more than its length.
 */
export const requiredRichText = (max: number, tooLong = `Use no máximo ${max} caracteres.`) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(max, { error: tooLong, abort: true })
    .refine(hasVisibleText, REQUIRED)
    .meta({ description: "Must have visible text." });

/** Optional rich text: missing, empty or without visible text becomes null. */
export const optionalRichText = (
  max: number,
  { invalid = "Texto inválido.", tooLong = `Use no máximo ${max} caracteres.` } = {},
) =>
  z
    .string({ error: invalid })
    .max(max, { error: tooLong, abort: true })
    .nullish()
    .transform((value) => (hasVisibleText(value) ? value : null));
