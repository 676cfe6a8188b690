import os from "node:os";
import sharp from "sharp";
import { tooLarge, unsupportedMediaType } from "../http/errors.ts";
import { imageRenditions, MAX_IMAGE_WIDTH, type ImageSize } from "./urls.ts";

const MESSAGES = {
  notAnImage: "O arquivo enviado não é uma imagem válida.",
  tooManyBytes: "A imagem excede o limite de 15 MB.",
  tooManyPixels: "A imagem tem dimensões grandes demais.",
} as const;

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Decoded size is what a decompression bomb inflates, so pixels are limited as well as bytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** WebP cannot encode a side longer than this. */
const WEBP_MAX_DIMENSION = 16_383;
const WEBP_QUALITY = 80;

// libvips threads per image times images in flight stays at the number of cores: each
// upload gets one thread, and separate uploads run side by side up to that many.
sharp.concurrency(1);
const MAX_IMAGES_IN_FLIGHT = Math.max(1, os.availableParallelism());
// Every upload is decoded once; the operation cache would only hold memory.
sharp.cache(false);

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export type ImageRendition = ImageSize & { bytes: Buffer };

const startsWith = (buffer: Buffer, signature: number[]) =>
  signature.every((byte, index) => buffer[index] === byte);
const ascii = (buffer: Buffer, start: number, end: number) => buffer.toString("latin1", start, end);

/** The image format given by the file's first bytes; the declared type is never trusted. */
export function sniffImageFormat(buffer: Buffer): ImageFormat | undefined {
  // CASE: JPEG starts with an SOI marker followed by another marker.
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(buffer, 0, 6) === "GIF87a" || ascii(buffer, 0, 6) === "GIF89a") return "gif";
  if (ascii(buffer, 0, 4) === "RIFF" && ascii(buffer, 8, 12) === "WEBP") return "webp";
  // CASE: ISO base media file; only AVIF brands, since this libvips decodes AV1 but not HEVC.
  if (ascii(buffer, 4, 8) === "ftyp") {
    const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 256);
    for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
      // Offset 12 is the minor version, not a brand.
      if (offset === 12) continue;
      const brand = ascii(buffer, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return undefined;
}

/** sharp reports AVIF as its container format. */
const SHARP_FORMATS: Record<ImageFormat, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

/** The largest rendition: at most MAX_IMAGE_WIDTH wide and encodable as WebP, never upscaled. */
function largestSize({ width, height }: ImageSize): ImageSize {
  const scale = Math.min(1, MAX_IMAGE_WIDTH / width, WEBP_MAX_DIMENSION / height);
  if (scale === 1) return { width, height };
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

let inFlight = 0;
const waiting: (() => void)[] = [];

/** Decoding holds the whole bitmap in memory, so only a few images are processed at once. */
async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= MAX_IMAGES_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  else inFlight += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }
}

/**
 * Checks that the bytes are an image within the limits, decoding only its header: 415 for
 * anything that is not an image of a sniffed format, 413 over the bytes or pixels limits.
 */
export async function inspectImage(buffer: Buffer) {
  if (buffer.length > MAX_IMAGE_BYTES) throw tooLarge(MESSAGES.tooManyBytes);
  const format = sniffImageFormat(buffer);
  if (!format) throw unsupportedMediaType(MESSAGES.notAnImage);

  // Reading the header decodes no pixels, so the size is checked before any allocation.
  const metadata = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (
    !metadata ||
    metadata.format !== SHARP_FORMATS[format] ||
    !metadata.width ||
    !metadata.height
  ) {
    throw unsupportedMediaType(MESSAGES.notAnImage);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw tooLarge(MESSAGES.tooManyPixels);
  return { format, autoOrient: metadata.autoOrient };
}

/**
 * Checks that the bytes are an image within the limits, then makes its WebP renditions
 * (narrowest first, the largest last): oriented by EXIF, in sRGB, without metadata.
 * Throws 415 for anything that is not a decodable image and 413 over the limits.
 */
export async function processImage(buffer: Buffer): Promise<ImageRendition[]> {
  const metadata = await inspectImage(buffer);
  const largest = largestSize(metadata.autoOrient);
  return withImageSlot(async () => {
    // Decode once into the largest size; every rendition is encoded from those pixels.
    const base = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize(largest.width, largest.height, { fit: "fill" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        // CASE: libvips' own pixel limit, a second guard behind the check above.
        if (error instanceof Error && /pixel limit/i.test(error.message))
          throw tooLarge(MESSAGES.tooManyPixels);
        throw unsupportedMediaType(MESSAGES.notAnImage);
      });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const renditions: ImageRendition[] = [];
    for (const size of imageRenditions(largest)) {
      // sharp writes no metadata (EXIF, XMP, ICC) unless asked to keep it.
      const bytes = await sharp(base.data, { raw })
        .resize(size.width, size.height, { fit: "fill" })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      renditions.push({ ...size, bytes });
    }
    return renditions;
  });
}
