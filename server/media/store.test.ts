import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { dataUrl, solidImage } from "#tests/fixtures/images.ts";
import { rejection } from "#tests/helpers/http-error.ts";
import { startImageHost, type ImageHost } from "#tests/helpers/image-host.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { resolveImage, resolveImageList, storeImage, storePdf } from "./store.ts";

let database: TestDatabase;
let host: ImageHost;
beforeAll(async () => {
  database = await createTestDatabase();
  host = await startImageHost();
});
afterAll(async () => {
  await host.close();
  await database.cleanup();
});
beforeEach(async () => {
  await database.db.deleteFrom("media").execute();
});

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
/** The image host runs on this machine, which only tests may fetch from. */
const LOOPBACK_ALLOWED = { remote: { allowLoopback: true } };

async function storedRows() {
  return database.db
    .selectFrom("media")
    .select(["chave", "hash", "content_type", "largura", "altura", "tamanho"])
    .orderBy("chave")
    .execute();
}

test("resolveImage stores a data URL's image as WebP renditions and returns the largest one's URL", async () => {
  const png = await solidImage("png", 2400, 1200);
  const hash = sha256(png);

  const url = await resolveImage(database.db, dataUrl(png));

  expect(url).toBe(`/media/${hash}.1600x800.webp`);
  const rows = await storedRows();
  expect(rows).toEqual([
    expect.objectContaining({ chave: `${hash}.1600x800.webp`, largura: 1600, altura: 800 }),
    expect.objectContaining({ chave: `${hash}.400x200.webp`, largura: 400, altura: 200 }),
    expect.objectContaining({ chave: `${hash}.800x400.webp`, largura: 800, altura: 400 }),
  ]);
  for (const row of rows) {
    expect(row).toMatchObject({ hash, content_type: "image/webp", tamanho: expect.any(Number) });
    expect(row.tamanho).toBeGreaterThan(0);
  }
});

test("resolveImage ignores the type a data URL declares and checks the bytes", async () => {
  const jpeg = await solidImage("jpeg", 50, 40);

  expect(await resolveImage(database.db, dataUrl(jpeg, "image/gif"))).toBe(
    `/media/${sha256(jpeg)}.50x40.webp`,
  );
  expect(
    await rejection(resolveImage(database.db, dataUrl(Buffer.from("<svg onload=alert(1)>")))),
  ).toEqual({
    status: 415,
    message: "O arquivo enviado não é uma imagem válida.",
  });
  expect(await storedRows()).toHaveLength(1);
});

test("the same image sent twice is stored once", async () => {
  const png = await solidImage("png", 900, 300);

  const first = await resolveImage(database.db, dataUrl(png));
  const second = await resolveImage(database.db, dataUrl(png, "image/jpeg"));

  expect(second).toBe(first);
  expect((await storedRows()).map((row) => row.chave)).toEqual([
    `${sha256(png)}.400x133.webp`,
    `${sha256(png)}.800x267.webp`,
    `${sha256(png)}.900x300.webp`,
  ]);
});

test("the same image stored by two requests at once ends up as one set of rows", async () => {
  const png = await solidImage("png", 1000, 500);

  const urls = await Promise.all([storeImage(database.db, png), storeImage(database.db, png)]);

  expect(urls[0]).toBe(urls[1]);
  expect(await storedRows()).toHaveLength(3);
});

test("resolveImage imports an image given by address like an upload and returns its /media/ URL", async () => {
  const jpeg = await solidImage("jpeg", 2000, 1000);
  const hash = sha256(jpeg);
  const address = host.serve("/fotos/capa.jpg?w=1", jpeg, "image/jpeg");

  const url = await resolveImage(database.db, address, LOOPBACK_ALLOWED);

  expect(url).toBe(`/media/${hash}.1600x800.webp`);
  expect(await storedRows()).toEqual([
    expect.objectContaining({ chave: `${hash}.1600x800.webp`, content_type: "image/webp" }),
    expect.objectContaining({ chave: `${hash}.400x200.webp`, content_type: "image/webp" }),
    expect.objectContaining({ chave: `${hash}.800x400.webp`, content_type: "image/webp" }),
  ]);
});

test("resolveImage gives the same /media/ URL for an address and a data URL of the same image", async () => {
  const png = await solidImage("png", 40, 30);
  const address = host.serve("/mesma.png", png);

  const fromAddress = await resolveImage(database.db, address, LOOPBACK_ALLOWED);
  const fromDataUrl = await resolveImage(database.db, dataUrl(png));

  expect(fromDataUrl).toBe(fromAddress);
  expect(await storedRows()).toHaveLength(1);
});

test("resolveImage refuses an address on this machine by default and stores nothing", async () => {
  const address = host.serve("/local.png", await solidImage("png", 10, 10));
  const requestsBefore = host.requests.length;

  expect(await rejection(resolveImage(database.db, address))).toEqual({
    status: 400,
    message: "Não foi possível baixar a imagem do endereço informado.",
  });
  expect(host.requests).toHaveLength(requestsBefore);
  expect(await storedRows()).toEqual([]);
});

test.each([
  [
    "a missing file",
    "/nao-existe.png",
    400,
    "Não foi possível baixar a imagem do endereço informado.",
  ],
  [
    "a page that is not an image",
    "/pagina.html",
    415,
    "O arquivo enviado não é uma imagem válida.",
  ],
])(
  "resolveImage answers for %s at an address and stores nothing",
  async (_case, path, status, message) => {
    host.serve("/pagina.html", Buffer.from("<html><body>não é imagem</body></html>"), "image/png");

    expect(
      await rejection(resolveImage(database.db, `${host.origin}${path}`, LOOPBACK_ALLOWED)),
    ).toEqual({ status, message });
    expect(await storedRows()).toEqual([]);
  },
);

test("resolveImage keeps a stored image's URL and turns a smaller rendition's URL into the largest", async () => {
  const png = await solidImage("png", 1200, 600);
  const canonical = await storeImage(database.db, png);

  expect(await resolveImage(database.db, canonical)).toBe(canonical);
  expect(await resolveImage(database.db, `/media/${sha256(png)}.400x200.webp`)).toBe(canonical);
});

test.each([
  ["a /media/ URL of nothing stored", `/media/${"a".repeat(64)}.400x300.webp`],
  ["a /media/ URL of a PDF", `/media/${"a".repeat(64)}.pdf`],
  ["a data URL that is not base64", "data:image/svg+xml,<svg></svg>"],
  ["a data URL with broken base64", "data:image/png;base64,@@@"],
  ["a data URL with one base64 character too many", "data:image/png;base64,AAAAA"],
  ["a javascript: URL", "javascript:alert(1)"],
  ["a relative path", "fotos/a.png"],
  ["an empty string", ""],
])("resolveImage answers 400 for %s", async (_case, value) => {
  expect(await rejection(resolveImage(database.db, value))).toEqual({
    status: 400,
    message: "Imagem inválida.",
  });
});

test("resolveImageList resolves every image and keeps their order", async () => {
  const red = await solidImage("png", 20, 10);
  const blue = await solidImage("jpeg", 10, 20, { r: 0, g: 0, b: 255 });

  const green = await solidImage("webp", 12, 12, { r: 0, g: 200, b: 0 });

  const urls = await resolveImageList(
    database.db,
    [dataUrl(red), host.serve("/verde.webp", green, "image/webp"), dataUrl(blue, "image/jpeg")],
    LOOPBACK_ALLOWED,
  );

  expect(urls).toEqual([
    `/media/${sha256(red)}.20x10.webp`,
    `/media/${sha256(green)}.12x12.webp`,
    `/media/${sha256(blue)}.10x20.webp`,
  ]);
});

test("storePdf stores a PDF as sent, once", async () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const hash = sha256(pdf);

  const first = await storePdf(database.db, pdf);
  const second = await storePdf(database.db, pdf);

  expect(first).toBe(`/media/${hash}.pdf`);
  expect(second).toBe(first);
  expect(await storedRows()).toEqual([
    {
      chave: `${hash}.pdf`,
      hash,
      content_type: "application/pdf",
      largura: null,
      altura: null,
      tamanho: pdf.length,
    },
  ]);
  const stored = await database.db.selectFrom("media").select("dados").executeTakeFirstOrThrow();
  expect(Buffer.compare(stored.dados, pdf)).toBe(0);
});

test("storePdf rejects a file that only claims to be a PDF", async () => {
  expect(await rejection(storePdf(database.db, Buffer.from("<html>não é PDF</html>")))).toEqual({
    status: 415,
    message: "O arquivo enviado não é um PDF válido.",
  });
  expect(await storedRows()).toEqual([]);
});
