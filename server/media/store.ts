import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, NewMedia } from "../db/schema.ts";
import { badRequest, unsupportedMediaType } from "../http/errors.ts";
import { fetchRemoteImage, type RemoteImageOptions } from "./fetch-image.ts";
import { processImage, sniffImageFormat } from "./images.ts";
import { checkPdf, isPdf } from "./pdf.ts";
import { findLargestImage, insertMedia, markMediaUsed } from "./repository.ts";
import { imageFileName, imageUrl, parseImageUrl, pdfFileName, pdfUrl } from "./urls.ts";

const MESSAGES = {
  invalidImage: "Imagem inválida.",
  unsupportedUpload: "Envie uma imagem (JPEG, PNG, WebP, GIF ou AVIF) ou um arquivo PDF.",
} as const;

/** `data:[<type>][;<parameter>]*;base64,<data>`; the declared type is ignored. */
const BASE64_DATA_URL = /^data:[^,]{0,200};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Files are named by their content, so the same upload maps to the same rows. */
function contentHash(buffer: Buffer): string {
  return crypto.createHash("sha256").update(buffer).digest("hex");
}

const now = () => new Date().toISOString();

/**
 * The canonical URL of a stored image, which is marked as used first: the media sweep
 * then spares it even if it was about to delete it, so a write naming it never refers to
 * a file that is gone (once marked, it is found; if the sweep was first, it is not).
 */
async function useStoredImage(db: Kysely<Database>, hash: string): Promise<string | undefined> {
  if ((await markMediaUsed(db, hash, now())) === 0) return undefined;
  const largest = await findLargestImage(db, hash);
  if (!largest?.largura || !largest.altura) return undefined;
  return imageUrl({ hash, width: largest.largura, height: largest.altura });
}

/**
 * How a file is stored: `privado` when an autor stores it, so that only signed-in accounts
 * read it until published content names it (decision 068). Bytes stored before keep
 * whatever they were.
 */
export type StoreOptions = { privado?: boolean };

/** Checks, re-encodes and stores an image; returns the URL of its largest rendition. */
export async function storeImage(
  db: Kysely<Database>,
  buffer: Buffer,
  { privado = false }: StoreOptions = {},
): Promise<string> {
  const hash = contentHash(buffer);
  // Identical bytes were checked and processed when first stored.
  const stored = await useStoredImage(db, hash);
  if (stored) return stored;

  const renditions = await processImage(buffer);
  const createdAt = now();
  await insertMedia(
    db,
    renditions.map((rendition): NewMedia => ({
      chave: imageFileName({ hash, width: rendition.width, height: rendition.height }),
      hash,
      content_type: "image/webp",
      largura: rendition.width,
      altura: rendition.height,
      tamanho: rendition.bytes.length,
      dados: rendition.bytes,
      created_at: createdAt,
      last_used_at: createdAt,
      privado: privado ? 1 : 0,
    })),
  );
  const largest = renditions.at(-1);
  if (!largest) throw new Error("processImage returned no rendition");
  return imageUrl({ hash, width: largest.width, height: largest.height });
}

/** Checks and stores a PDF as sent; returns its URL. */
export async function storePdf(
  db: Kysely<Database>,
  buffer: Buffer,
  { privado = false }: StoreOptions = {},
): Promise<string> {
  checkPdf(buffer);
  const hash = contentHash(buffer);
  const chave = pdfFileName(hash);
  const storedAt = now();
  if ((await markMediaUsed(db, hash, storedAt)) === 0) {
    await insertMedia(db, [
      {
        chave,
        hash,
        content_type: "application/pdf",
        largura: null,
        altura: null,
        tamanho: buffer.length,
        dados: buffer,
        created_at: storedAt,
        last_used_at: storedAt,
        privado: privado ? 1 : 0,
      },
    ]);
  }
  return pdfUrl(hash);
}

/** An uploaded file: an image or a PDF, told apart by content. */
export async function storeUpload(
  db: Kysely<Database>,
  buffer: Buffer,
  options: StoreOptions = {},
): Promise<string> {
  if (isPdf(buffer)) return storePdf(db, buffer, options);
  if (sniffImageFormat(buffer)) return storeImage(db, buffer, options);
  throw unsupportedMediaType(MESSAGES.unsupportedUpload);
}

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * An image as the forms send it, turned into what is stored: a data URL is decoded, and an
 * http(s) URL downloaded; either way the image is checked, re-encoded and stored like an
 * upload and becomes its /media/ URL. A /media/ URL must name a stored image and becomes
 * its canonical (largest) URL. Anything else is a 400.
 */
export async function resolveImage(
  db: Kysely<Database>,
  value: string,
  { remote = {}, ...options }: StoreOptions & { remote?: RemoteImageOptions } = {},
): Promise<string> {
  // CASE: a data URL, as the forms read files and pasted images.
  const dataUrl = BASE64_DATA_URL.exec(value);
  if (dataUrl) {
    const base64 = value.slice(dataUrl[0].length);
    if (!BASE64.test(base64) || base64.length % 4 === 1)
      throw badRequest(undefined, MESSAGES.invalidImage);
    return storeImage(db, Buffer.from(base64, "base64"), options);
  }
  // CASE: an image stored earlier, perhaps through the upload endpoint.
  const reference = parseImageUrl(value);
  if (reference) {
    const canonical = await useStoredImage(db, reference.hash);
    if (!canonical) throw badRequest(undefined, MESSAGES.invalidImage);
    return canonical;
  }
  // CASE: an image hosted elsewhere. It is imported rather than linked: pages load images
  // only from this site (the CSP says so) and need the WebP renditions.
  if (isHttpUrl(value)) return storeImage(db, await fetchRemoteImage(value, remote), options);
  throw badRequest(undefined, MESSAGES.invalidImage);
}

/** Resolves each image in turn (one at a time, to bound memory), keeping the order. */
export async function resolveImageList(
  db: Kysely<Database>,
  values: string[],
  options: StoreOptions & { remote?: RemoteImageOptions } = {},
): Promise<string[]> {
  const resolved: string[] = [];
  for (const value of values) resolved.push(await resolveImage(db, value, options));
  return resolved;
}
