import sharp from "sharp";

/*
 * A 64-bit perceptual hash (DCT pHash, decision 069): the image upright, in grey, squeezed
 * to 32×32; the 8×8 lowest frequencies of its discrete cosine transform; one bit per
 * frequency, set when above their median. Recompression, resizing, a small crop or a
 * caption bar move few bits; different pictures differ in about half of them.
 */

const SIZE = 32;
const LOW = 8;

/** cos((2x + 1) u π / 2N) for every frequency u and position x, computed once. */
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** A part of a picture, as fractions of its width and height. */
export type Region = { left: number; top: number; right: number; bottom: number };

export const WHOLE: Region = { left: 0, top: 0, right: 1, bottom: 1 };

/** The picture is read at this size at most before its regions are averaged to 32×32. */
const DECODED = 256;

/** The picture upright and in grey, at most DECODED pixels on its longer side. */
async function greyPixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes, { failOn: "error" })
    .rotate()
    .greyscale()
    .resize(DECODED, DECODED, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A region squeezed to SIZE×SIZE, each cell the mean of the pixels it covers. */
function squeeze(image: Awaited<ReturnType<typeof greyPixels>>, region: Region): Float64Array {
  const cells = new Float64Array(SIZE * SIZE);
  const x0 = region.left * image.width;
  const y0 = region.top * image.height;
  const cellWidth = ((region.right - region.left) * image.width) / SIZE;
  const cellHeight = ((region.bottom - region.top) * image.height) / SIZE;
  for (let cy = 0; cy < SIZE; cy += 1) {
    const yStart = Math.floor(y0 + cy * cellHeight);
    const yEnd = Math.max(yStart + 1, Math.floor(y0 + (cy + 1) * cellHeight));
    for (let cx = 0; cx < SIZE; cx += 1) {
      const xStart = Math.floor(x0 + cx * cellWidth);
      const xEnd = Math.max(xStart + 1, Math.floor(x0 + (cx + 1) * cellWidth));
      let sum = 0;
      let count = 0;
      for (let y = yStart; y < Math.min(yEnd, image.height); y += 1)
        for (let x = xStart; x < Math.min(xEnd, image.width); x += 1) {
          sum += image.data[(y * image.width + x) * image.channels] as number;
          count += 1;
        }
      cells[cy * SIZE + cx] = count > 0 ? sum / count : 0;
    }
  }
  return cells;
}

/**
 * Below this standard deviation of its grey values (of 255) a region is flat: its
 * frequencies are rounding noise, and any two flat pictures would "match".
 */
const FLAT = 2;

function isFlat(pixels: Float64Array): boolean {
  let sum = 0;
  for (const value of pixels) sum += value;
  const mean = sum / pixels.length;
  let squares = 0;
  for (const value of pixels) squares += (value - mean) ** 2;
  return Math.sqrt(squares / pixels.length) < FLAT;
}

/** The hash of SIZE×SIZE grey values, as 16 hexadecimal digits. */
function hashOf(pixels: Float64Array): string {
  // The separable 2-D transform: rows first, then columns, low frequencies only.
  const rows: Float64Array[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = new Float64Array(LOW);
    for (let u = 0; u < LOW; u += 1) {
      const cosines = COSINES[u] as Float64Array;
      let sum = 0;
      for (let x = 0; x < SIZE; x += 1)
        sum += (pixels[y * SIZE + x] as number) * (cosines[x] as number);
      row[u] = sum;
    }
    rows.push(row);
  }
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v += 1) {
    const cosines = COSINES[v] as Float64Array;
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIZE; y += 1) sum += (rows[y]?.[u] as number) * (cosines[y] as number);
      coefficients.push(sum);
    }
  }
  // The first coefficient is the mean brightness: it says nothing of the picture's shapes.
  const median = medianOf(coefficients.slice(1));
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return hash.toString(16).padStart(16, "0");
}

/**
 * The perceptual hashes of regions of an image's bytes, each as 16 hexadecimal digits,
 * leaving out flat regions (a blank or single-colour picture has none). Throws when the
 * bytes are not an image sharp can read.
 */
export async function perceptualHashes(
  bytes: Buffer,
  regions: readonly Region[] = [WHOLE],
): Promise<string[]> {
  const image = await greyPixels(bytes);
  return regions.flatMap((region) => {
    const pixels = squeeze(image, region);
    return isFlat(pixels) ? [] : [hashOf(pixels)];
  });
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** How many of the 64 bits differ between two hashes of `perceptualHash`. */
export function hammingDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (difference > 0n) {
    bits += Number(difference & 1n);
    difference >>= 1n;
  }
  return bits;
}
