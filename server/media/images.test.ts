import sharp from "sharp";
import { expect, test } from "vitest";
import { pixelAt, pixelBombPng, sidewaysJpeg, solidImage } from "#tests/fixtures/images.ts";
import { rejection } from "#tests/helpers/http-error.ts";
import { MAX_IMAGE_BYTES, processImage, sniffImageFormat } from "./images.ts";

test.each(["jpeg", "png", "webp", "gif", "avif"] as const)(
  "sniffImageFormat recognises %s by its bytes",
  async (format) => {
    expect(sniffImageFormat(await solidImage(format, 8, 8))).toBe(format);
  },
);

test.each([
  ["text", Buffer.from("não é uma imagem")],
  ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ["PDF", Buffer.from("%PDF-1.7\n")],
  ["an empty file", Buffer.alloc(0)],
  ["a two-byte file", Buffer.from([0xff, 0xd8])],
])("sniffImageFormat rejects %s", (_case, bytes) => {
  expect(sniffImageFormat(bytes)).toBeUndefined();
});

test("sniffImageFormat rejects TIFF, which browsers do not show", async () => {
  expect(sniffImageFormat(await solidImage("tiff", 8, 8))).toBeUndefined();
});

test("processImage turns a sideways photo upright and drops its metadata", async () => {
  const renditions = await processImage(await sidewaysJpeg());

  expect(renditions.map(({ width, height }) => ({ width, height }))).toEqual([
    { width: 400, height: 800 },
    { width: 800, height: 1600 },
    { width: 1000, height: 2000 },
  ]);
  const largest = renditions.at(-1)!.bytes;
  const metadata = await sharp(largest).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 1000, height: 2000 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  // Orientation 6 turns the left (red) half into the top.
  expect(await pixelAt(largest, 500, 200)).toMatchObject({
    r: expect.toSatisfy((r: number) => r > 180),
  });
  expect(await pixelAt(largest, 500, 1800)).toMatchObject({
    b: expect.toSatisfy((b: number) => b > 180),
  });
});

test("processImage caps the largest rendition at 1600 pixels wide and encodes each one at its size", async () => {
  const renditions = await processImage(await solidImage("png", 3000, 2000));

  const sizes = await Promise.all(
    renditions.map(async ({ width, height, bytes }) => {
      const metadata = await sharp(bytes).metadata();
      return { width, height, actual: [metadata.format, metadata.width, metadata.height] };
    }),
  );
  expect(sizes).toEqual([
    { width: 400, height: 267, actual: ["webp", 400, 267] },
    { width: 800, height: 534, actual: ["webp", 800, 534] },
    { width: 1600, height: 1067, actual: ["webp", 1600, 1067] },
  ]);
});

test("processImage never enlarges a small image and keeps its transparency", async () => {
  const renditions = await processImage(
    await solidImage("png", 300, 200, { r: 0, g: 128, b: 0, alpha: 0.5 }),
  );

  expect(renditions).toHaveLength(1);
  expect(renditions[0]).toMatchObject({ width: 300, height: 200 });
  expect(await sharp(renditions[0]!.bytes).metadata()).toMatchObject({
    format: "webp",
    hasAlpha: true,
  });
});

test.each(["webp", "gif", "avif"] as const)("processImage accepts %s", async (format) => {
  const renditions = await processImage(await solidImage(format, 120, 90));

  expect(renditions.map(({ width, height }) => [width, height])).toEqual([[120, 90]]);
  expect((await sharp(renditions[0]!.bytes).metadata()).format).toBe("webp");
});

test("processImage shrinks a very tall image to what WebP can encode", async () => {
  const renditions = await processImage(await solidImage("jpeg", 100, 20_000));

  expect(renditions.map(({ width, height }) => [width, height])).toEqual([[82, 16_383]]);
});

test("processImage rejects bytes that are not an image, whatever the file claims", async () => {
  expect(await rejection(processImage(Buffer.from("texto simples")))).toEqual({
    status: 415,
    message: "O arquivo enviado não é uma imagem válida.",
  });
});

test("processImage rejects an image whose data is corrupt", async () => {
  const png = await solidImage("png", 64, 64);
  const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x41)]);

  expect(await rejection(processImage(corrupt))).toEqual({
    status: 415,
    message: "O arquivo enviado não é uma imagem válida.",
  });
});

test("processImage rejects a file over 15 MB before decoding it", async () => {
  const jpeg = await solidImage("jpeg", 16, 16);
  const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);

  expect(await rejection(processImage(huge))).toEqual({
    status: 413,
    message: "A imagem excede o limite de 15 MB.",
  });
});

test("processImage rejects a small file that decodes to too many pixels", async () => {
  const bomb = pixelBombPng(30_000, 30_000);
  expect(bomb.length).toBeLessThan(1024 * 1024);

  expect(await rejection(processImage(bomb))).toEqual({
    status: 413,
    message: "A imagem tem dimensões grandes demais.",
  });
});
