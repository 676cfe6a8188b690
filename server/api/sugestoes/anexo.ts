import crypto from "node:crypto";
import { tooLarge, unsupportedMediaType } from "../../http/errors.ts";
import { inspectImage, MAX_IMAGE_BYTES } from "../../media/images.ts";

/*
 * A tip's attached file: an image or an audio recording, told apart by its first bytes
 * (the name and the declared type are never trusted), within the media limits. Stored as
 * sent, for the editors to look at; it is evidence, so it is not re-encoded.
 */

/** A WhatsApp voice note is well under 1 MB a minute; this leaves room for long recordings. */
export const MAX_AUDIO_BYTES = 16 * 1024 * 1024;
/** The most a multipart tip may carry as its file: the larger of the two limits. */
export const MAX_ANEXO_BYTES = Math.max(MAX_AUDIO_BYTES, MAX_IMAGE_BYTES);

const megabytes = (bytes: number) => bytes / 1024 / 1024;

export const ANEXO_MESSAGES = {
  unsupported:
    "Envie uma imagem (JPEG, PNG, WebP, GIF ou AVIF) ou um áudio (OGG/Opus, MP3, M4A/AAC, WAV, FLAC ou AMR).",
  fileTooLarge: `O arquivo excede o limite de ${megabytes(MAX_ANEXO_BYTES)} MB.`,
} as const;

const ascii = (buffer: Buffer, start: number, end: number) => buffer.toString("latin1", start, end);

/** ISO base media brands of audio files (and of the MP4 family an audio export may use). */
const MP4_AUDIO_BRANDS = new Set([
  "M4A ",
  "M4B ",
  "M4P ",
  "mp41",
  "mp42",
  "isom",
  "iso2",
  "dash",
  "3gp4",
  "3gp5",
  "3gp6",
]);

/** The audio type given by the file's first bytes. */
export function sniffAudioType(buffer: Buffer): string | undefined {
  // CASE: Ogg holding Opus (WhatsApp voice notes) or Vorbis; the first page names the codec.
  if (ascii(buffer, 0, 4) === "OggS") {
    const firstPage = ascii(buffer, 0, 128);
    if (firstPage.includes("OpusHead") || firstPage.includes("\u0001vorbis")) return "audio/ogg";
    return undefined;
  }
  if (ascii(buffer, 0, 4) === "RIFF" && ascii(buffer, 8, 12) === "WAVE") return "audio/wav";
  if (ascii(buffer, 0, 4) === "fLaC") return "audio/flac";
  if (ascii(buffer, 0, 6) === "#!AMR\n") return "audio/amr";
  if (ascii(buffer, 0, 3) === "ID3") return "audio/mpeg";
  if (ascii(buffer, 4, 8) === "ftyp" && MP4_AUDIO_BRANDS.has(ascii(buffer, 8, 12)))
    return "audio/mp4";
  const [first = 0, second = 0] = buffer;
  if (first === 0xff) {
    // CASE: ADTS (raw AAC): sync word, then layer bits 00.
    if ((second & 0xf6) === 0xf0) return "audio/aac";
    // CASE: an MPEG audio frame without an ID3 tag: sync word, a version, layer III.
    if ((second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) === 0x02)
      return "audio/mpeg";
  }
  return undefined;
}

export type CheckedAnexo = { hash: string; contentType: string; bytes: Buffer };

const IMAGE_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;

/** 415 for anything but an image or a recording, 413 over its limit. */
export async function checkAnexo(bytes: Buffer): Promise<CheckedAnexo> {
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  const audio = sniffAudioType(bytes);
  if (audio) {
    if (bytes.length > MAX_AUDIO_BYTES) throw tooLarge(ANEXO_MESSAGES.fileTooLarge);
    return { hash, contentType: audio, bytes };
  }
  if (bytes.length > MAX_ANEXO_BYTES) throw tooLarge(ANEXO_MESSAGES.fileTooLarge);
  const image = await inspectImage(bytes).catch((error: unknown) => {
    if (error instanceof Error && "status" in error && error.status === 415)
      throw unsupportedMediaType(ANEXO_MESSAGES.unsupported);
    throw error;
  });
  return { hash, contentType: IMAGE_TYPES[image.format], bytes };
}
