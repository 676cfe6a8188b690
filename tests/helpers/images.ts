import crypto from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "#server/config.ts";
import { dataUrl, solidImage, type Colour } from "../fixtures/images.ts";
import { useApiServer } from "./api-server.ts";
import { startImageHost, type ImageHost } from "./image-host.ts";

/** A PNG as the admin forms send a file they read: a base64 data URL. */
export async function pngDataUrl(width: number, height: number, background?: Colour) {
  return dataUrl(await solidImage("png", width, height, background));
}

/** The `/media/` URL the server stores these image bytes under, as WebP of that size. */
export function storedImageUrl(bytes: Buffer, width: number, height: number): string {
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  return `/media/${hash}.${width}x${height}.webp`;
}

/** A PNG served by the image host: its address, and the `/media/` URL it is stored under. */
export async function hostedPng(
  host: ImageHost,
  path: string,
  { width, height, background }: { width: number; height: number; background: Colour },
): Promise<{ address: string; url: string }> {
  const bytes = await solidImage("png", width, height, background);
  return { address: host.serve(path, bytes), url: storedImageUrl(bytes, width, height) };
}

/** Bytes that claim to be an image in a data URL but are not one. */
export function fakeImageDataUrl(type: string, text: string): string {
  return dataUrl(Buffer.from(text), type);
}

/** A stored image's `/media/` URL: the WebP the server made of it, with its size. */
export const STORED_IMAGE_URL = /^\/media\/[a-f0-9]{64}\.\d+x\d+\.webp$/;

/** The image host listens on this machine, which only tests may let the server fetch from. */
export const IMPORTS_FROM_IMAGE_HOST: Partial<Config> = { imageImport: { allowLoopback: true } };

/** An image host for the test file, started before its first test and closed after its last. */
export function useImageHost(): ImageHost {
  let host: ImageHost | undefined;
  beforeAll(async () => {
    host = await startImageHost();
  });
  afterAll(async () => {
    await host?.close();
  });
  const running = () => {
    if (!host) throw new Error("the image host is not running");
    return host;
  };
  return {
    get origin() {
      return running().origin;
    },
    get requests() {
      return running().requests;
    },
    serve: (path, body, contentType) => running().serve(path, body, contentType),
    route: (path, handler) => running().route(path, handler),
    close: () => running().close(),
  };
}

/** The API test server, allowed to import images from a test image host, and that host. */
export function useApiServerWithImageHost(options: Parameters<typeof useApiServer>[0] = {}) {
  const api = useApiServer({
    ...options,
    config: { ...options.config, ...IMPORTS_FROM_IMAGE_HOST },
  });
  return { api, host: useImageHost() };
}
