import zlib from "node:zlib";

/*
 * CRC-32 of a concatenation from the CRC-32s of its parts (zlib's crc32_combine), so a
 * stored page's gzip trailer is computed from the checksums of its pieces and of the
 * answer's nonce instead of reading the whole page again on every answer.
 *
 * Appending n zero bytes to a message multiplies its CRC register by x^(8n) modulo the
 * CRC-32 polynomial (bit-reflected, as CRC-32 computes). A part keeps that product's
 * factor, found by squaring: about 17 multiplications of 32-bit polynomials for a
 * 100 KB page, and one to combine.
 */

/** The factor that appends some number of zero bytes: x^(8n) modulo the polynomial. */
export type ZeroShift = number;

/** The reflected CRC-32 polynomial. */
const POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the polynomial, both reflected (x^0 is the top bit). */
function multiply(a: number, b: number): number {
  let product = 0;
  for (let mask = 0x80000000; mask !== 0 && a !== 0; mask >>>= 1) {
    if (a & mask) {
      product ^= b;
      a ^= mask;
    }
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const POWERS = (() => {
  const powers = new Uint32Array(32);
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    powers[k] = power;
    power = multiply(power, power);
  }
  return powers;
})();

/** The factor for `bytes` zero bytes. */
export function zeroShift(bytes: number): ZeroShift {
  let factor = 0x80000000; // x^0
  // x^(8·bytes): the bits of `bytes`, from the third power of two on.
  for (let remaining = bytes, k = 3; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) factor = multiply(POWERS[k % 32]!, factor);
    k += 1;
  }
  return factor;
}

/** crc32(a ‖ b) from crc32(a), crc32(b) and the shift for b's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: ZeroShift): number {
  return (multiply(shiftB, crcA >>> 0) ^ crcB) >>> 0;
}

/** A part of a message with what combining it needs. */
export type CrcPart = { crc: number; shift: ZeroShift };

export function crcPart(data: Buffer): CrcPart {
  return { crc: zlib.crc32(data), shift: zeroShift(data.length) };
}
