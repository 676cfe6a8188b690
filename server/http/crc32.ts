import zlib from "node:zlib";

/*
 * CRC-32 of a concatenation from the CRC-32s of its parts (zlib's crc32_combine), so a
 * stored page's gzip trailer is computed from the checksums of its pieces and of the
 * answer's nonce instead of reading the whole page again on every answer.
 *
 * Appending n zero bytes to a message is a linear map of its CRC register over GF(2); it
 * is kept as 32 columns (the image of each bit) and applied with 32 XORs at most.
 */

/** The map that appends `bytes` zero bytes, as 32 columns. */
export type ZeroShift = Uint32Array<ArrayBuffer>;

function apply(shift: ZeroShift, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit += 1, vector >>>= 1) {
    if (vector & 1) sum ^= shift[bit]!;
  }
  return sum >>> 0;
}

function compose(outer: ZeroShift, inner: ZeroShift): ZeroShift {
  return inner.map((column) => apply(outer, column));
}

/** Appending one zero bit: the reflected CRC-32 polynomial, then a shift. */
const ONE_BIT = Uint32Array.from({ length: 32 }, (_, bit) =>
  bit === 0 ? 0xedb88320 : 1 << (bit - 1),
);
const IDENTITY = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);

/** The map for `bytes` zero bytes, by squaring: about 35 compositions for a megabyte. */
export function zeroShift(bytes: number): ZeroShift {
  let result: ZeroShift = IDENTITY;
  let power = compose(compose(ONE_BIT, ONE_BIT), compose(ONE_BIT, ONE_BIT));
  power = compose(power, power); // eight bits: one byte
  for (let remaining = bytes; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) result = compose(power, result);
    power = compose(power, power);
  }
  return result;
}

/** crc32(a ‖ b) from crc32(a), crc32(b) and the shift for b's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: ZeroShift): number {
  return (apply(shiftB, crcA >>> 0) ^ crcB) >>> 0;
}

/** A part of a message with what combining it needs. */
export type CrcPart = { crc: number; shift: ZeroShift };

export function crcPart(data: Buffer): CrcPart {
  return { crc: zlib.crc32(data), shift: zeroShift(data.length) };
}
