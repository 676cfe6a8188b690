import { z } from "zod";
import { hasVisibleText } from "../content/rich-text.ts";

/*
 * Building blocks shared by the area schemas. Isomorphic: the admin forms import the
 * area schemas too, so nothing here may touch Node.
 */

export const REQUIRED = "Campo obrigatório.";
/** A body, or an item of a list, that is not the object the call expects. */
export const INVALID_DATA = "Dados inválidos.";
export const INVALID_TEXT = "Texto inválido.";
export const INVALID_EMAIL = "Informe um e-mail válido.";

/** The message of a text over its limit. */
export const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;
/** The message of a list over its limit. */
export const tooManyItems = (max: number) => `Use no máximo ${max} itens.`;

/** The longest address SMTP can carry. */
export const EMAIL_MAX = 254;
/** The longest web address a form takes. */
export const URL_MAX = 2048;
/** A page's body of rich text: long prose, but a runaway paste is still refused. */
export const PAGE_TEXT_MAX = 200_000;

/** A form's empty field: blank text is no value. */
export const blankToNull = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? null : value;

/** Plain text: trimmed, required, with a length limit. Stored as text, never as HTML. */
export const requiredText = (max: number, message: string = REQUIRED) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** A choice that may be left out: one of `values`; `message` for anything else. */
export const optionalChoice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
  description: string,
) => z.enum(values, { error: message }).optional().meta({ description });

/** Optional plain text: empty or missing becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: INVALID_TEXT })
    .trim()
    .max(max, tooLong(max))
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
    .max(URL_MAX, message)
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

/** Required text of at most `max` characters that `check` accepts; `message` when it is not. */
export const requiredChecked = (max: number, check: (value: string) => boolean, message: string) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, message).refine(check, message);

/** A required e-mail address; `message` when it is not one. */
export const requiredEmail = (message = INVALID_EMAIL) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(EMAIL_MAX, message)
    .regex(z.regexes.email, message);

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

/** An optional image: blank or missing is null. */
export const optionalImage = z
  .preprocess(blankToNull, imageReference.nullish())
  .transform((value) => value ?? null);

export const MAX_IMAGES = 20;

/**
 * A list of plain-text items (sources, truths): each trimmed; blank items are errors.
 * `notAList` answers a value that is no list.
 */
export const textList = (
  maxItems: number,
  maxLength: number,
  { itemMessage, notAList }: { itemMessage: string; notAList: string },
) =>
  z
    .array(requiredText(maxLength, itemMessage), { error: notAList })
    .max(maxItems, tooManyItems(maxItems));

/**
 * Rich text as the editor sends it: required, with a limit on its raw length. The limit
 * aborts: an over-long value reports only that, and no refinement reads it. Everything
 * that reads rich text (`richTextLength`, `hasVisibleText`) runs in linear time, so a
 * hostile value costs no more than its length.
 */
export const requiredRichText = (max: number, overLimit = tooLong(max)) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .max(max, { error: overLimit, abort: true })
    .refine(hasVisibleText, REQUIRED)
    .meta({ description: "Must have visible text." });

/** Optional rich text: missing, empty or without visible text becomes null. */
export const optionalRichText = (max: number, { tooLong: overLimit = tooLong(max) } = {}) =>
  z
    .string({ error: INVALID_TEXT })
    .max(max, { error: overLimit, abort: true })
    .nullish()
    .transform((value) => (hasVisibleText(value) ? value : null));
