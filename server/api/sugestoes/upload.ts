import express, { type RequestHandler } from "express";
import { z } from "zod";
import { unsupportedMediaType } from "../../http/errors.ts";
import { singleFileMultipart } from "../../media/upload.ts";
import type { UploadBody } from "../route-table.ts";
import { ANEXO_MESSAGES, MAX_ANEXO_BYTES, MAX_AUDIO_BYTES } from "./anexo.ts";
import {
  MAX_EMAIL,
  MAX_LINK,
  MAX_MUNICIPIO,
  MAX_TEXTO,
  PLATAFORMAS,
  SugestaoInputSchema,
} from "./schema.ts";

/*
 * `POST /api/sugestoes` takes JSON (no file) or multipart/form-data (the same fields and
 * an optional file in `file`). Either way the fields end up in `req.body` and the file in
 * `req.file`, and the handler parses both.
 */

const MESSAGES = {
  contentType: "Envie os dados como JSON ou multipart/form-data.",
} as const;

/** The longest field the form has, in bytes (UTF-8 takes up to 4 per character). */
const MAX_FIELD_BYTES = 4 * Math.max(MAX_TEXTO, MAX_LINK);

const multipart = singleFileMultipart({
  fileSize: MAX_ANEXO_BYTES,
  fieldSize: MAX_FIELD_BYTES,
  fileTooLarge: ANEXO_MESSAGES.fileTooLarge,
});

const json = express.json({ limit: "16kb" });

const parseSugestaoBody: RequestHandler = (req, res, next) => {
  if (req.is("multipart/form-data")) {
    multipart(req, res, next);
    return;
  }
  // CASE: JSON, or no body at all (answered with the schema's messages).
  if (req.is("application/json") !== false) {
    json(req, res, next);
    return;
  }
  throw unsupportedMediaType(MESSAGES.contentType);
};

const megabytes = (bytes: number) => bytes / 1024 / 1024;

export const SUGESTAO_BODY: UploadBody = {
  kind: "upload",
  middleware: parseSugestaoBody,
  schema: SugestaoInputSchema.extend({
    file: z
      .string()
      .optional()
      .meta({
        contentMediaType: "application/octet-stream",
        description: `Optional: one image (JPEG, PNG, WebP, GIF or AVIF, at most ${megabytes(MAX_ANEXO_BYTES)} MB overall and the image limits) or one recording (Ogg Opus/Vorbis, MP3, M4A/AAC, WAV, FLAC or AMR, at most ${megabytes(MAX_AUDIO_BYTES)} MB), recognised by content.`,
      }),
  }).meta({ id: "SugestaoForm" }),
  encoding: { file: { contentType: "image/*, audio/*" } },
};

/** For the document: the same fields also travel as JSON. */
export const SUGESTAO_FIELDS_NOTE = `Fields: \`texto\` (≤ ${MAX_TEXTO} characters), \`link\` (http(s), ≤ ${MAX_LINK}), \`plataforma\` (${PLATAFORMAS.join(", ")}), \`uf\`, \`municipio\` (≤ ${MAX_MUNICIPIO}), \`email\` (≤ ${MAX_EMAIL}); at least one of \`texto\`, \`link\`, \`file\`.`;
