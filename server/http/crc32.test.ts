import crypto from "node:crypto";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { crc32Combine, crcPart } from "./crc32.ts";

test.each([0, 1, 7, 24, 1000, 65_537])(
  "the CRC-32 of a message joined to %i bytes equals zlib's over the whole",
  (length) => {
    const a = crypto.randomBytes(1234);
    const b = crypto.randomBytes(length);
    const part = crcPart(b);
    expect(crc32Combine(zlib.crc32(a), part.crc, part.shift)).toBe(
      zlib.crc32(Buffer.concat([a, b])),
    );
  },
);

test("parts combine in order, as a page cut at its nonces does", () => {
  const parts = [0, 1, 2, 3, 4].map(() => crypto.randomBytes(crypto.randomInt(0, 5000)));
  const combined = parts
    .map(crcPart)
    .reduce((crc, part) => crc32Combine(crc, part.crc, part.shift), 0);
  expect(combined).toBe(zlib.crc32(Buffer.concat(parts)));
});
