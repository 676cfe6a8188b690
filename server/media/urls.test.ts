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

/** The renditions `imageRenditions` makes for an image this large, each as "WxH". */
const renditionSizes = (largest: { width: number; height: number }) =>
  imageRenditions(largest).map(({ width, height }) => `${width}x${height}`);

test("imageRenditions lists the narrower widths with the largest rendition's aspect ratio", () => {
  expect(renditionSizes({ width: 1600, height: 1067 })).toEqual([
    "400x267",
    "800x534",
    "1600x1067",
  ]);
});

test("imageRenditions makes no rendition as wide as or wider than the largest one", () => {
  expect(renditionSizes({ width: 800, height: 200 })).toEqual(["400x100", "800x200"]);
  expect(renditionSizes({ width: 300, height: 200 })).toEqual(["300x200"]);
});

test("imageRenditions never makes a rendition zero pixels high", () => {
  expect(renditionSizes({ width: 1600, height: 1 })).toEqual(["400x1", "800x1", "1600x1"]);
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
