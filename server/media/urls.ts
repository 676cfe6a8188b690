/*
 * Public names of stored media. Isomorphic: pages import it to build `srcSet` from the
 * URL alone, so an image URL carries everything needed to list its renditions.
 *
 *   /media/<hash>.<width>x<height>.webp   an image rendition (the canonical URL is the largest)
 *   /media/<hash>.pdf                     a PDF
 */

export const MEDIA_PATH = "/media/";

/** The largest rendition is the original width capped here; images are never upscaled. */
export const MAX_IMAGE_WIDTH = 1600;
/** Smaller renditions, made only when narrower than the largest one. */
export const RENDITION_WIDTHS = [400, 800] as const;

export type ImageSize = { width: number; height: number };
export type ImageReference = ImageSize & { hash: string };
export type ImageSources = { src: string; width?: number; height?: number; srcSet?: string };

const HASH_PATTERN = "[a-f0-9]{64}";
const IMAGE_NAME = new RegExp(`^(${HASH_PATTERN})\\.([1-9]\\d{0,4})x([1-9]\\d{0,4})\\.webp$`);
const PDF_NAME = new RegExp(`^${HASH_PATTERN}\\.pdf$`);

export function imageFileName({ hash, width, height }: ImageReference): string {
  return `${hash}.${width}x${height}.webp`;
}

export function imageUrl(reference: ImageReference): string {
  return `${MEDIA_PATH}${imageFileName(reference)}`;
}

export function pdfFileName(hash: string): string {
  return `${hash}.pdf`;
}

export function pdfUrl(hash: string): string {
  return `${MEDIA_PATH}${pdfFileName(hash)}`;
}

/** Whether a name after /media/ could be a stored file; anything else is a 404 without a lookup. */
export function isMediaFileName(name: string): boolean {
  return IMAGE_NAME.test(name) || PDF_NAME.test(name);
}

export function parseImageUrl(url: string): ImageReference | undefined {
  if (!url.startsWith(MEDIA_PATH)) return undefined;
  const match = IMAGE_NAME.exec(url.slice(MEDIA_PATH.length));
  if (!match) return undefined;
  const [, hash, width, height] = match as unknown as [string, string, string, string];
  return { hash, width: Number(width), height: Number(height) };
}

/**
 * Every rendition of an image whose largest rendition has this size, narrowest first.
 * Heights come from the largest size, so the server and the pages compute the same names.
 */
export function imageRenditions(largest: ImageSize): ImageSize[] {
  const smaller = RENDITION_WIDTHS.filter((width) => width < largest.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((largest.height * width) / largest.width)),
  }));
  return [...smaller, { width: largest.width, height: largest.height }];
}

/** `src`, intrinsic size and `srcSet` for an `<img>`; URLs not stored here get only `src`. */
export function imageSources(url: string): ImageSources {
  const reference = parseImageUrl(url);
  if (!reference) return { src: url };
  const srcSet = imageRenditions(reference)
    .map((size) => `${imageUrl({ hash: reference.hash, ...size })} ${size.width}w`)
    .join(", ");
  return { src: url, width: reference.width, height: reference.height, srcSet };
}
