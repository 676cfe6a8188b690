import type { RequestHandler } from "express";
import multer from "multer";
import { badRequest, HttpError, tooLarge, unsupportedMediaType } from "../http/errors.ts";
import { z } from "zod";
import type { UploadBody } from "../api/route-table.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "./images.ts";
import { MAX_PDF_BYTES } from "./pdf.ts";

export const UPLOAD_MESSAGES = {
  missingFile: "Envie um arquivo.",
  oneFile: "Envie um único arquivo, no campo file.",
  tooManyBytes: "O arquivo excede o limite de 20 MB.",
  notMultipart: "Envie o arquivo como multipart/form-data.",
  unreadable: "Não foi possível ler o arquivo enviado.",
} as const;

/** The largest file accepted at all; images have a lower limit of their own. */
export const MAX_UPLOAD_BYTES = MAX_PDF_BYTES;

/**
 * Reads a multipart form with at most one file, field `file`, into memory: the file up to
 * `fileSize` bytes, and at most ten other fields of up to `fieldSize` bytes each. A body
 * it cannot take is passed on as the answer it gets: 413 past a limit (`fileTooLarge`
 * for the file), 400 for a second file or one in another field, and 400 for a body that
 * cannot be read (not valid multipart, a part without a field name, a client that went
 * away mid-upload).
 */
export function singleFileMultipart({
  fileSize,
  fieldSize,
  fileTooLarge,
}: {
  fileSize: number;
  fieldSize: number;
  fileTooLarge: string;
}): RequestHandler {
  const read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize, files: 1, fields: 10, fieldSize, fieldNameSize: 100, parts: 11 },
  }).single("file");
  return (req, res, next) =>
    read(req, res, (error?: unknown) =>
      error ? next(multipartError(error, fileTooLarge)) : next(),
    );
}

function multipartError(error: unknown, fileTooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      // CASE: one file too large, or too many parts or fields for a single-file form.
      case "LIMIT_FILE_SIZE":
        return tooLarge(fileTooLarge);
      case "LIMIT_PART_COUNT":
      case "LIMIT_FIELD_COUNT":
      case "LIMIT_FIELD_KEY":
      case "LIMIT_FIELD_VALUE":
        return tooLarge();
      // CASE: a second file, or a file in another field.
      case "LIMIT_FILE_COUNT":
      case "LIMIT_UNEXPECTED_FILE":
        return badRequest({ file: UPLOAD_MESSAGES.oneFile });
    }
  }
  return badRequest(undefined, UPLOAD_MESSAGES.unreadable);
}

const multipart = singleFileMultipart({
  fileSize: MAX_UPLOAD_BYTES,
  fieldSize: 1024,
  fileTooLarge: UPLOAD_MESSAGES.tooManyBytes,
});

/**
 * Reads a multipart body with one file, field `file`, into memory (`req.file`). Runs
 * after the admin check, so only an administrator can make the server read a body.
 */
export const parseUpload: RequestHandler = (req, res, next) => {
  if (req.is("multipart/form-data") === false)
    throw unsupportedMediaType(UPLOAD_MESSAGES.notMultipart);
  multipart(req, res, next);
};

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** The upload as the route table knows it: the parser above, and the form for the document. */
export const UPLOAD_BODY: UploadBody = {
  kind: "upload",
  middleware: parseUpload,
  schema: z.object({
    file: z.string().meta({
      contentMediaType: "application/octet-stream",
      description: `One image (JPEG, PNG, WebP, GIF or AVIF; at most ${megabytes(MAX_IMAGE_BYTES)} MB and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels) or one PDF (at most ${megabytes(MAX_UPLOAD_BYTES)} MB).`,
    }),
  }),
  encoding: {
    file: {
      contentType: "image/jpeg, image/png, image/webp, image/gif, image/avif, application/pdf",
    },
  },
};
