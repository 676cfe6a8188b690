import { expect, test } from "vitest";
import { imageRenditions, imageSources, isMediaFileName, parseImageUrl } from "./urls.ts";

const HASH = "0123456789abcdef".repeat(4);

test("parseImageUrl reads the hash and size from an image URL", () => {
  expect(parseImageUrl(`/media/${HASH}.1600x1067.webp`)).toEqual({
    hash: HASH,
    width: 1600,
    height: 1067,
  });
});

test.each([
  ["a PDF", `/media/${HASH}.pdf`],
  ["a short hash", `/media/${HASH.slice(1)}.400x300.webp`],
  ["an upper-case hash", `/media/${HASH.toUpperCase()}.400x300.webp`],
  ["a zero width", `/media/${HASH}.0x300.webp`],
  ["another extension", `/media/${HASH}.400x300.png`],
  ["a query string", `/media/${HASH}.400x300.webp?x=1`],
  ["an absolute URL", `https://example.org/media/${HASH}.400x300.webp`],
  ["another folder", `/midia/${HASH}.400x300.webp`],
])("parseImageUrl rejects %s", (_case, url) => {
  expect(parseImageUrl(url)).toBeUndefined();
});

test("imageRenditions lists the narrower widths with the largest rendition's aspect ratio", () => {
  expect(imageRenditions({ width: 1600, height: 1067 })).toEqual([
    { width: 400, height: 267 },
    { width: 800, height: 534 },
    { width: 1600, height: 1067 },
  ]);
});

test("imageRenditions makes no rendition as wide as or wider than the largest one", () => {
  expect(imageRenditions({ width: 800, height: 200 })).toEqual([
    { width: 400, height: 100 },
    { width: 800, height: 200 },
  ]);
  expect(imageRenditions({ width: 300, height: 200 })).toEqual([{ width: 300, height: 200 }]);
});

test("imageRenditions never makes a rendition zero pixels high", () => {
  expect(imageRenditions({ width: 1600, height: 1 })).toEqual([
    { width: 400, height: 1 },
    { width: 800, height: 1 },
    { width: 1600, height: 1 },
  ]);
});

test("imageSources gives the size and every rendition for a stored image", () => {
  const url = `/media/${HASH}.1000x2000.webp`;

  expect(imageSources(url)).toEqual({
    src: url,
    width: 1000,
    height: 2000,
    srcSet: `/media/${HASH}.400x800.webp 400w, /media/${HASH}.800x1600.webp 800w, ${url} 1000w`,
  });
});

test("imageSources gives only the source for an image hosted elsewhere", () => {
  expect(imageSources("https://example.org/foto.jpg")).toEqual({
    src: "https://example.org/foto.jpg",
  });
});

test("isMediaFileName accepts image and PDF names and nothing else", () => {
  expect(isMediaFileName(`${HASH}.400x300.webp`)).toBe(true);
  expect(isMediaFileName(`${HASH}.pdf`)).toBe(true);
  expect(isMediaFileName(`${HASH}.exe`)).toBe(false);
  expect(isMediaFileName(`../${HASH}.pdf`)).toBe(false);
  expect(isMediaFileName("favicon.ico")).toBe(false);
});
