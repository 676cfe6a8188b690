import zlib from "node:zlib";
import { expect, test } from "vitest";
import { createDeflater, deflatePiecesSync } from "./deflate-pieces.ts";

const NONCE = "n0nce-of-twenty-four-chr";
const PAGE = `<!doctype html><script nonce="${NONCE}">1</script>${"<li>Checagem</li>".repeat(300)}<script nonce="${NONCE}">2</script>`;

/** The page as an answer gets it: the pieces' deflate around stored blocks of `nonce`. */
function inflateWith(deflated: Buffer[], nonce: string): string {
  const stored = (data: Buffer) => {
    const header = Buffer.from([0, 0, 0, 0, 0]);
    header.writeUInt16LE(data.length, 1);
    header.writeUInt16LE(~data.length & 0xffff, 3);
    return Buffer.concat([header, data]);
  };
  const parts = deflated.flatMap((piece, index) =>
    index > 0 ? [stored(Buffer.from(nonce)), piece] : [piece],
  );
  return zlib
    .inflateRawSync(Buffer.concat([...parts, Buffer.from([1, 0, 0, 0xff, 0xff])]))
    .toString();
}

test("the thread deflates as the main thread would, and the pieces take any nonce", async () => {
  const pieces = PAGE.split(NONCE).map((piece) => Buffer.from(piece));
  const deflater = createDeflater();
  try {
    const deflated = await deflater.deflate(pieces, NONCE.length);
    expect(deflated).toEqual(deflatePiecesSync(pieces, NONCE.length));
    const other = "another-nonce-24-chars-x";
    expect(other.length).toBe(NONCE.length);
    expect(inflateWith(deflated, other)).toBe(PAGE.replaceAll(NONCE, other));
    // Later pieces refer back across the nonce: far smaller than on their own.
    const alone = pieces.reduce((sum, piece) => sum + zlib.deflateRawSync(piece).length, 0);
    expect(deflated.reduce((sum, piece) => sum + piece.length, 0)).toBeLessThan(alone);
  } finally {
    await deflater.close();
  }
});

test("pages given at once come back each with its own pieces", async () => {
  const deflater = createDeflater();
  try {
    const pages = [1, 2, 3, 4].map((n) => PAGE.replace("Checagem", `Checagem ${n}`));
    const results = await Promise.all(
      pages.map((page) =>
        deflater.deflate(
          page.split(NONCE).map((piece) => Buffer.from(piece)),
          NONCE.length,
        ),
      ),
    );
    results.forEach((deflated, index) => {
      expect(inflateWith(deflated, NONCE)).toBe(pages[index]);
    });
  } finally {
    await deflater.close();
  }
});

test("without its thread, the deflater works on the main thread", async () => {
  const deflater = createDeflater();
  await deflater.close();
  const pieces = PAGE.split(NONCE).map((piece) => Buffer.from(piece));
  const deflated = await deflater.deflate(pieces, NONCE.length);
  expect(inflateWith(deflated, NONCE)).toBe(PAGE);
});
