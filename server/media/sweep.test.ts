import { expect, test } from "vitest";
import { solidImage } from "#tests/fixtures/images.ts";
import { useApiServer } from "#tests/helpers/api-server.ts";
import {
  EQUIPE,
  FAKE_NEWS,
  NEWSLETTERS,
  NOTICIAS,
  SUBPROJETOS,
} from "#tests/helpers/content-areas.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { createLogger } from "../logger.ts";
import { graceHoursToMs, namedMediaHashes, startMediaSweeper, sweepMedia } from "./sweep.ts";

const api = useApiServer({
  clean: [
    "media",
    "noticias",
    "fake_news",
    "membros",
    "newsletters",
    "subprojetos",
    "sobre_projeto",
    "revisoes",
    "sugestoes",
    "sugestao_anexos",
  ],
});

const GRACE_MS = graceHoursToMs(24);
const HOUR_MS = graceHoursToMs(1);

let pdfCount = 0;

/** A PDF whose bytes, and so whose address, no other upload of the test shares. */
function uniquePdf(): Buffer {
  pdfCount += 1;
  return Buffer.from(
    `%PDF-1.7\n% ${pdfCount} ${Math.random()}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Uploads through POST /api/media, as the admin forms do; answers the stored address. */
async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${api.url}/api/media`, {
    method: "POST",
    headers: { authorization: api.authorization },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

let imageWidth = 40;
/** A PNG of a size no other upload of the test has, so each has its own address. */
async function uploadImage(): Promise<string> {
  imageWidth += 1;
  return upload(await solidImage("png", imageWidth, 30), "foto.png", "image/png");
}

const uploadPdf = () => upload(uniquePdf(), "boletim.pdf", "application/pdf");

/** As if every file stored so far had last been uploaded or named `hours` ago. */
async function lastUsedHoursAgo(hours: number): Promise<void> {
  const at = new Date(Date.now() - hours * HOUR_MS).toISOString();
  await api.db.updateTable("media").set({ last_used_at: at }).execute();
}

const status = async (url: string) => (await fetch(`${api.url}${url}`)).status;

async function storedHashes(): Promise<string[]> {
  const rows = await api.db.selectFrom("media").select("hash").distinct().execute();
  return rows.map((row) => row.hash).sort();
}

const hashOf = (url: string) => /\/media\/([a-f0-9]{64})\./.exec(url)?.[1] ?? "";

test("namedMediaHashes finds every address of a stored file, in any text and any form", () => {
  const image = "a".repeat(64);
  const pdf = "b".repeat(64);
  const texts = [
    `["/media/${image}.1200x800.webp"]`,
    `<p><a href="https://observatorio.example.org/media/${pdf}.pdf">PDF</a></p>`,
    `/media/${image}.400x267.webp`,
    `/media/${"c".repeat(63)}.pdf /media/${"D".repeat(64)}.pdf /midia/${"e".repeat(64)}.pdf`,
  ];

  expect([...namedMediaHashes(texts)].sort()).toEqual([image, pdf]);
});

test("an upload no content names is deleted once its grace period has passed, and its address answers 404", async () => {
  const image = await uploadImage();
  const pdf = await uploadPdf();
  const etag = (await fetch(`${api.url}${image}`)).headers.get("etag") ?? "";

  const result = await sweepMedia(api.db, {
    graceMs: GRACE_MS,
    now: new Date(Date.now() + GRACE_MS + HOUR_MS),
  });

  expect(result).toEqual({ files: 2, rows: 2 });
  expect(await storedHashes()).toEqual([]);
  expect(await status(image)).toBe(404);
  expect(await status(pdf)).toBe(404);
  // A client revalidating its cached copy learns that the file is gone, too.
  const revalidated = await fetch(`${api.url}${image}`, { headers: { "if-none-match": etag } });
  expect(revalidated.status).toBe(404);
});

test("within its grace period an upload no content names stays", async () => {
  const image = await uploadImage();

  const early = await sweepMedia(api.db, {
    graceMs: HOUR_MS,
    now: new Date(Date.now() + HOUR_MS / 2),
  });
  const late = await sweepMedia(api.db, {
    graceMs: HOUR_MS,
    now: new Date(Date.now() + 2 * HOUR_MS),
  });

  expect(early).toEqual({ files: 0, rows: 0 });
  expect(late).toEqual({ files: 1, rows: 1 });
  expect(await status(image)).toBe(404);
});

test("a sweep keeps the files content names and the fresh uploads, and deletes the rest", async () => {
  const named = await uploadImage();
  const orphan = await uploadImage();
  await api.create(NOTICIAS.path, { ...NOTICIAS.valid, imagens: [named] });
  await lastUsedHoursAgo(25);
  const fresh = await uploadImage();

  const result = await sweepMedia(api.db, { graceMs: GRACE_MS });

  expect(result).toEqual({ files: 1, rows: 1 });
  expect(await status(orphan)).toBe(404);
  expect(await status(named)).toBe(200);
  expect(await status(fresh)).toBe(200);
  expect(await storedHashes()).toEqual([hashOf(named), hashOf(fresh)].sort());
});

test("every kind of content keeps the files it names: images, image lists, PDFs and links in rich text", async () => {
  const [noticiaImage, fakeNewsImage, foto] = [
    await uploadImage(),
    await uploadImage(),
    await uploadImage(),
  ];
  const [newsletterPdf, subprojetoPdf, linkedFromResumo, linkedFromSobre] = [
    await uploadPdf(),
    await uploadPdf(),
    await uploadPdf(),
    await uploadPdf(),
  ];
  const orphan = await uploadPdf();
  await api.create(NOTICIAS.path, { ...NOTICIAS.valid, imagens: [noticiaImage] });
  await api.create(FAKE_NEWS.path, { ...FAKE_NEWS.valid, imagens: [fakeNewsImage] });
  await api.create(EQUIPE.path, { ...EQUIPE.valid, foto });
  await api.create(NEWSLETTERS.path, { ...NEWSLETTERS.valid, pdfUrl: newsletterPdf });
  await api.create(SUBPROJETOS.path, {
    ...SUBPROJETOS.valid,
    pdfUrl: subprojetoPdf,
    resumo: `<p>Veja o <a href="https://observatorio.example.org${linkedFromResumo}">relatório</a>.</p>`,
  });
  const sobre = await api.send("PUT", "/api/sobre-projeto", {
    body: { titulo: "Sobre", conteudo: `<p><a href="${linkedFromSobre}">Plano</a></p>` },
  });
  expect(sobre.status).toBe(200);
  await lastUsedHoursAgo(25);

  const result = await sweepMedia(api.db, { graceMs: GRACE_MS });

  expect(result).toEqual({ files: 1, rows: 1 });
  expect(await status(orphan)).toBe(404);
  const named = [
    noticiaImage,
    fakeNewsImage,
    foto,
    newsletterPdf,
    subprojetoPdf,
    linkedFromResumo,
    linkedFromSobre,
  ];
  for (const url of named) expect(await status(url), url).toBe(200);
});

test("a file named only in free text from outside, an audit row's User-Agent or a tip's text, is swept", async () => {
  const inUserAgent = await uploadImage();
  const inTip = await uploadPdf();
  const failed = await fetch(`${api.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": inUserAgent },
    body: JSON.stringify({ email: "ninguem@example.org", password: "uma senha errada" }),
  });
  expect(failed.status).toBe(401);
  const agents = await api.db.selectFrom("registro_auditoria").select("agente").execute();
  expect(agents.map((row) => row.agente)).toContain(inUserAgent);
  const tip = await api.send("POST", "/api/sugestoes", {
    body: { texto: `Vejam este arquivo: ${api.url}${inTip}`, plataforma: "whatsapp" },
    authorization: null,
  });
  expect(tip.status).toBe(201);
  await lastUsedHoursAgo(25);

  const result = await sweepMedia(api.db, { graceMs: GRACE_MS });

  expect(result).toEqual({ files: 2, rows: 2 });
  expect(await status(inUserAgent)).toBe(404);
  expect(await status(inTip)).toBe(404);
});

test("a file named in a fact-check's content, in a revision or as a tip's attachment is kept", async () => {
  const inFactCheck = await uploadPdf();
  const inRevision = await uploadImage();
  const attachmentBytes = await solidImage("png", 97, 31);
  const asAttachment = await upload(attachmentBytes, "print.png", "image/png");
  const orphan = await uploadPdf();
  await api.create(FAKE_NEWS.path, {
    ...FAKE_NEWS.valid,
    conteudo: `<p>Leia o <a href="${inFactCheck}">laudo</a>.</p>`,
  });
  // The news item no longer names the image; only its first revision does.
  const { id } = await api.create<{ id: number }>(NOTICIAS.path, {
    ...NOTICIAS.valid,
    imagens: [inRevision],
  });
  const update = await api.send("PUT", `${NOTICIAS.path}/${id}`, {
    body: { ...NOTICIAS.valid, imagens: [] },
  });
  expect(update.status).toBe(200);
  const tip = new FormData();
  tip.set("texto", "Recebi esta imagem num grupo.");
  tip.set("plataforma", "whatsapp");
  tip.set("file", new Blob([new Uint8Array(attachmentBytes)], { type: "image/png" }), "print.png");
  expect((await fetch(`${api.url}/api/sugestoes`, { method: "POST", body: tip })).status).toBe(201);
  await lastUsedHoursAgo(25);

  const result = await sweepMedia(api.db, { graceMs: GRACE_MS });

  expect(result).toEqual({ files: 1, rows: 1 });
  expect(await status(orphan)).toBe(404);
  for (const url of [inFactCheck, inRevision, asAttachment])
    expect(await status(url), url).toBe(200);
});

test("a file a write named stays for another grace period after the content is deleted", async () => {
  const image = await uploadImage();
  await lastUsedHoursAgo(25);
  const { id } = await api.create<{ id: number }>(NOTICIAS.path, {
    ...NOTICIAS.valid,
    imagens: [image],
  });
  expect((await api.send("DELETE", `${NOTICIAS.path}/${id}`)).status).toBe(204);

  const now = await sweepMedia(api.db, { graceMs: GRACE_MS });
  const later = await sweepMedia(api.db, {
    graceMs: GRACE_MS,
    now: new Date(Date.now() + GRACE_MS + HOUR_MS),
  });

  expect(now).toEqual({ files: 0, rows: 0 });
  expect(later).toEqual({ files: 1, rows: 1 });
});

test("uploading a swept file's bytes again stores it again at the same address", async () => {
  const bytes = uniquePdf();
  const first = await upload(bytes, "boletim.pdf", "application/pdf");
  await sweepMedia(api.db, { graceMs: GRACE_MS, now: new Date(Date.now() + 2 * GRACE_MS) });
  expect(await status(first)).toBe(404);

  const again = await upload(bytes, "boletim.pdf", "application/pdf");

  expect(again).toBe(first);
  expect(await status(again)).toBe(200);
});

test("two sweeps at once both succeed and delete each file once", async () => {
  const orphans = [await uploadImage(), await uploadPdf(), await uploadPdf()];
  const named = await uploadImage();
  await api.create(EQUIPE.path, { ...EQUIPE.valid, foto: named });
  await lastUsedHoursAgo(25);

  const results = await Promise.all([
    sweepMedia(api.db, { graceMs: GRACE_MS }),
    sweepMedia(api.db, { graceMs: GRACE_MS }),
  ]);

  expect(results.reduce((files, result) => files + result.files, 0)).toBe(3);
  for (const url of orphans) expect(await status(url)).toBe(404);
  expect(await storedHashes()).toEqual([hashOf(named)]);
});

test("the server's sweeper sweeps on its own, again and again, until it is stopped", async () => {
  const first = await uploadImage();
  await lastUsedHoursAgo(2);
  const logger = createLogger(testConfig());
  const stop = startMediaSweeper(api.db, logger, { graceMs: HOUR_MS, intervalMs: 20 });
  try {
    await expect.poll(() => status(first)).toBe(404);
    const second = await uploadImage();
    await lastUsedHoursAgo(2);

    await expect.poll(() => status(second)).toBe(404);
  } finally {
    stop();
  }
});
