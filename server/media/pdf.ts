import { tooLarge, unsupportedMediaType } from "../http/errors.ts";

const MESSAGES = {
  notAPdf: "O arquivo enviado não é um PDF válido.",
  tooManyBytes: "O PDF excede o limite de 20 MB.",
} as const;

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");

export function isPdf(buffer: Buffer): boolean {
  return buffer.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
}

/** A PDF is stored as sent: it must say it is one in its first bytes and fit the limit. */
export function checkPdf(buffer: Buffer): void {
  if (buffer.length > MAX_PDF_BYTES) throw tooLarge(MESSAGES.tooManyBytes);
  if (!isPdf(buffer)) throw unsupportedMediaType(MESSAGES.notAPdf);
}
