import { expect, test } from "vitest";
import { circulatedCopies, photoLikeImage, solidImage } from "#tests/fixtures/images.ts";
import { hammingDistance, perceptualHashes } from "./phash.ts";
import { STORED_REGIONS } from "./repository.ts";
import { receivedImageHashes } from "./service.ts";

const DEFAULT_MAX_BITS = 10;

const closest = (a: string[], b: string[]) =>
  Math.min(...a.flatMap((x) => b.map((y) => hammingDistance(x, y))));

test("a hash is 64 bits, and the same bytes give the same hash", async () => {
  const image = await photoLikeImage(5, 300, 200);

  const [first] = await perceptualHashes(image);
  const [again] = await perceptualHashes(image);

  expect(first).toMatch(/^[0-9a-f]{16}$/);
  expect(again).toBe(first);
  expect(hammingDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
  expect(hammingDistance("00000000000000f1", "0000000000000001")).toBe(4);
});

test("circulated copies stay within the default threshold and unrelated pictures far beyond it", async () => {
  const original = await photoLikeImage(1);
  const stored = await perceptualHashes(original, STORED_REGIONS);

  for (const [name, copy] of Object.entries(await circulatedCopies(original)))
    expect(closest(await receivedImageHashes(copy), stored), name).toBeLessThanOrEqual(
      DEFAULT_MAX_BITS,
    );
  for (let seed = 2; seed <= 11; seed += 1) {
    const unrelated = await receivedImageHashes(await photoLikeImage(seed, 600, 400));
    expect(closest(unrelated, stored), `seed ${seed}`).toBeGreaterThan(2 * DEFAULT_MAX_BITS);
  }
});

test("a flat picture has no hash, so blank pictures never match each other", async () => {
  expect(await perceptualHashes(await solidImage("png", 60, 40))).toEqual([]);
  expect(
    await perceptualHashes(await solidImage("jpeg", 300, 200, { r: 250, g: 250, b: 250 })),
  ).toEqual([]);
});

test("bytes that are not an image are refused", async () => {
  await expect(perceptualHashes(Buffer.from("not an image"))).rejects.toThrow();
});
