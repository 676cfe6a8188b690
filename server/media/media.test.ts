import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test } from "vitest";
import { pixelAt, pixelBombPng, sidewaysJpeg, solidImage } from "#tests/fixtures/images.ts";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";

const api = useApiServer({ clean: ["media"] });

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function form(files: { bytes: Buffer; name: string; type: string; field?: string }[]): FormData {
  const body = new FormData();
  for (const file of files) {
    body.append(
      file.field ?? "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  }
  return body;
}

async function upload(
  body: FormData | string,
  headers: Record<string, string> = { authorization: api.authorization },
) {
  return fetch(`${api.url}/api/media`, { method: "POST", headers, body });
}

/** A small PNG uploaded through the API, with the `/media/` URL it was stored at. */
async function storeSmallPng(): Promise<{ png: Buffer; url: string }> {
  const png = await solidImage("png", 64, 48);
  const response = await upload(form([{ bytes: png, name: "a.png", type: "image/png" }]));
  const { url } = (await response.json()) as { url: string };
  return { png, url };
}

async function storedKeys(): Promise<string[]> {
  const rows = await api.db.selectFrom("media").select("chave").orderBy("chave").execute();
  return rows.map((row) => row.chave);
}

test("POST /api/media stores an image upright, as WebP renditions, and answers its URL", async () => {
  const jpeg = await sidewaysJpeg();
  const hash = sha256(jpeg);

  const response = await upload(form([{ bytes: jpeg, name: "foto.jpg", type: "image/jpeg" }]));

  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ url: `/media/${hash}.1000x2000.webp` });
  expect(await storedKeys()).toEqual([
    `${hash}.1000x2000.webp`,
    `${hash}.400x800.webp`,
    `${hash}.800x1600.webp`,
  ]);
});

test("GET /media/ serves a stored image as WebP without metadata, cached for a year", async () => {
  const jpeg = await sidewaysJpeg();
  const { url } = await (
    await upload(form([{ bytes: jpeg, name: "foto.jpg", type: "image/jpeg" }]))
  ).json();

  const response = await fetch(`${api.url}${url}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("etag")).toBe(`"${sha256(jpeg)}"`);
  expect(response.headers.get("content-disposition")).toBeNull();
  const image = Buffer.from(await response.arrayBuffer());
  const metadata = await sharp(image).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 1000, height: 2000 });
  expect(metadata.exif).toBeUndefined();
  expect((await pixelAt(image, 500, 200)).r).toBeGreaterThan(180);
});

test("GET /media/ serves each smaller rendition at its size", async () => {
  const png = await solidImage("png", 1600, 1200);
  await upload(form([{ bytes: png, name: "a.png", type: "image/png" }]));

  const response = await fetch(`${api.url}/media/${sha256(png)}.400x300.webp`);

  expect(response.status).toBe(200);
  const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect([metadata.width, metadata.height]).toEqual([400, 300]);
});

test("GET /media/ answers 304 when the client already has the file", async () => {
  const { png, url } = await storeSmallPng();

  const response = await fetch(`${api.url}${url}`, {
    headers: { "If-None-Match": `"${sha256(png)}"` },
  });

  expect(response.status).toBe(304);
  expect(response.headers.get("etag")).toBe(`"${sha256(png)}"`);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await response.text()).toBe("");
});

test("GET /media/ sends the file again when the client's copy is another one", async () => {
  const { url } = await storeSmallPng();

  const response = await fetch(`${api.url}${url}`, {
    headers: { "If-None-Match": '"outra-coisa"' },
  });

  expect(response.status).toBe(200);
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
});

test.each([
  ["a well-formed name that is not stored", `/media/${"b".repeat(64)}.400x300.webp`],
  ["a name that could never be stored", "/media/segredo.txt"],
  ["a nested path", `/media/a/${"b".repeat(64)}.pdf`],
  ["the folder itself", "/media/"],
])("GET /media/ answers a plain 404 for %s", async (_case, path) => {
  const response = await fetch(`${api.url}${path}`);

  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.text()).toBe("Arquivo não encontrado.");
});

test("POST /api/media stores the same upload once", async () => {
  const png = await solidImage("png", 1000, 250);

  const first = await upload(form([{ bytes: png, name: "a.png", type: "image/png" }]));
  const second = await upload(form([{ bytes: png, name: "outro-nome.png", type: "image/png" }]));

  expect(first.status).toBe(201);
  await expectAnswer(second, 201, await first.json());
  expect(await storedKeys()).toHaveLength(3);
});

test("POST /api/media stores a PDF and GET /media/ serves it inline, named and sandboxed", async () => {
  const hash = sha256(PDF);

  const response = await upload(
    form([{ bytes: PDF, name: "boletim.pdf", type: "application/pdf" }]),
  );

  await expectAnswer(response, 201, { url: `/media/${hash}.pdf` });
  expect(await storedKeys()).toEqual([`${hash}.pdf`]);
  const file = await fetch(`${api.url}/media/${hash}.pdf`);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  expect(file.headers.get("content-disposition")).toBe(
    `inline; filename="documento-${hash.slice(0, 12)}.pdf"`,
  );
  expect(file.headers.get("content-security-policy")).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; object-src 'none'; frame-ancestors 'none'; sandbox allow-downloads allow-popups allow-popups-to-escape-sandbox",
  );
  expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(Buffer.compare(Buffer.from(await file.arrayBuffer()), PDF)).toBe(0);
});

test("POST /api/media answers 415 for a text file named and typed as an image", async () => {
  const response = await upload(
    form([{ bytes: Buffer.from("olá, mundo"), name: "foto.png", type: "image/png" }]),
  );

  await expectAnswer(response, 415, {
    error: "Envie uma imagem (JPEG, PNG, WebP, GIF ou AVIF) ou um arquivo PDF.",
  });
  expect(await storedKeys()).toEqual([]);
});

test("POST /api/media answers 415 for a file that only claims to be a PDF", async () => {
  const fake = Buffer.from("<html><body>%PDF-1.7</body></html>");

  const response = await upload(
    form([{ bytes: fake, name: "boletim.pdf", type: "application/pdf" }]),
  );

  expect(response.status).toBe(415);
  expect(await storedKeys()).toEqual([]);
});

test("POST /api/media answers 413 for a small PNG of 30000×30000 pixels", async () => {
  const bomb = pixelBombPng(30_000, 30_000);

  const response = await upload(form([{ bytes: bomb, name: "bomba.png", type: "image/png" }]));

  await expectAnswer(response, 413, { error: "A imagem tem dimensões grandes demais." });
  expect(await storedKeys()).toEqual([]);
});

test("POST /api/media answers 413 for an image over 15 MB", async () => {
  const jpeg = await solidImage("jpeg", 16, 16);
  const big = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length)]);

  const response = await upload(form([{ bytes: big, name: "grande.jpg", type: "image/jpeg" }]));

  await expectAnswer(response, 413, { error: "A imagem excede o limite de 15 MB." });
});

test("POST /api/media answers 413 for a file over 20 MB", async () => {
  const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);

  const response = await upload(
    form([{ bytes: big, name: "grande.pdf", type: "application/pdf" }]),
  );

  await expectAnswer(response, 413, { error: "O arquivo excede o limite de 20 MB." });
  expect(await storedKeys()).toEqual([]);
});

test("POST /api/media answers 400 when no file is sent", async () => {
  const body = new FormData();
  body.append("titulo", "sem arquivo");

  const response = await upload(body);

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { file: "Envie um arquivo." },
  });
});

test("POST /api/media answers 400 for two files", async () => {
  const png = await solidImage("png", 8, 8);

  const response = await upload(
    form([
      { bytes: png, name: "a.png", type: "image/png" },
      { bytes: PDF, name: "b.pdf", type: "application/pdf" },
    ]),
  );

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { file: "Envie um único arquivo, no campo file." },
  });
  expect(await storedKeys()).toEqual([]);
});

test("POST /api/media answers 400 for a file in another field", async () => {
  const png = await solidImage("png", 8, 8);

  const response = await upload(
    form([{ bytes: png, name: "a.png", type: "image/png", field: "imagem" }]),
  );

  await expectAnswer(response, 400, {
    error: "Dados inválidos.",
    details: { file: "Envie um único arquivo, no campo file." },
  });
});

test("POST /api/media answers 400 for a broken multipart body", async () => {
  const response = await upload(
    '--limite\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
    {
      authorization: api.authorization,
      "content-type": "multipart/form-data; boundary=limite",
    },
  );

  await expectAnswer(response, 400, { error: "Não foi possível ler o arquivo enviado." });
});

test("POST /api/media answers 415 for a body that is not multipart", async () => {
  const response = await upload(JSON.stringify({ file: "data:image/png;base64,AAAA" }), {
    authorization: api.authorization,
    "content-type": "application/json",
  });

  await expectAnswer(response, 415, { error: "Envie o arquivo como multipart/form-data." });
});

test("POST /api/media answers 401 without a valid token and stores nothing", async () => {
  const png = await solidImage("png", 8, 8);

  const anonymous = await upload(form([{ bytes: png, name: "a.png", type: "image/png" }]), {});
  const badToken = await upload(form([{ bytes: png, name: "a.png", type: "image/png" }]), {
    authorization: "Bearer não-é-um-token",
  });

  await expectAnswer(anonymous, 401, { error: "Autenticação necessária." });
  expect(badToken.status).toBe(401);
  expect(await storedKeys()).toEqual([]);
});
