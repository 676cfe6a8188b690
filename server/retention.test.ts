import crypto from "node:crypto";
import { afterEach, expect, test, vi } from "vitest";
import { solidImage } from "#tests/fixtures/images.ts";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { NOTICIAS } from "#tests/helpers/content-areas.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { createLogger } from "./logger.ts";
import { graceHoursToMs, sweepMedia } from "./media/sweep.ts";
import { applyRetention, startRetention } from "./retention.ts";

const api = useApiServer({ config: { trustProxy: ["loopback"] } });
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR = { sugestaoDays: 365, revisaoDays: 365 };
const NOTHING = { sugestoes: 0, anexos: 0, revisoes: 0, mensagens: 0, conversas: 0, recebidas: 0 };

/** Moves the server's clock (and so the dates it stores) to `iso`. */
function at(iso: string): Date {
  const date = new Date(iso);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(date);
  return date;
}

let visitor = 0;
/** A tip sent through the API from an address of its own, with a file when one is given. */
async function sendTip(fields: Record<string, string>, file?: Buffer): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), "a.png");
  visitor += 1;
  const response = await fetch(`${api.url}/api/sugestoes`, {
    method: "POST",
    body,
    headers: { "x-forwarded-for": `203.0.113.${visitor}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { codigo: string }).codigo;
}

const hashOf = (codigo: string) =>
  crypto.createHash("sha256").update(codigo.replaceAll("-", "")).digest("hex");

async function tipRow(codigo: string) {
  return api.db
    .selectFrom("sugestoes")
    .selectAll()
    .where("codigo_hash", "=", hashOf(codigo))
    .executeTakeFirstOrThrow();
}

async function anexoHashes(): Promise<string[]> {
  const rows = await api.db.selectFrom("sugestao_anexos").select("hash").orderBy("hash").execute();
  return rows.map((row) => row.hash);
}

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

const tip = {
  texto: "Áudio diz que a ponte vai cair",
  link: "https://example.com/ponte",
  plataforma: "whatsapp",
  uf: "RO",
  municipio: "Porto Velho",
  email: "leitora@example.org",
};

test("a tip answered a year ago keeps its date, platform, state, group and fact-check but loses what was sent, and its code still answers", async () => {
  at("2025-01-10T12:00:00.000Z");
  const image = await solidImage("png", 41, 30);
  const old = await sendTip(tip, image);
  const checagem = await insertFakeNews(api.db, { titulo: "A ponte não vai cair" });
  const { id } = await tipRow(old);
  const answered = await api.send("PUT", `/api/sugestoes/${id}`, {
    body: { estado: "verificada", fake_news_id: checagem },
  });
  expect(answered.status).toBe(200);
  const before = await tipRow(old);
  at("2025-06-01T12:00:00.000Z");
  const recent = await sendTip({ ...tip, texto: "Outro boato" }, await solidImage("png", 42, 30));

  const result = await applyRetention(api.db, { ...YEAR, now: at("2026-01-12T12:00:00.000Z") });

  expect(result).toEqual({ ...NOTHING, sugestoes: 1, anexos: 1 });
  expect(await tipRow(old)).toEqual({
    ...before,
    texto: null,
    link: null,
    anexo_hash: null,
    municipio: null,
    email: null,
  });
  expect(before).toMatchObject({ uf: "RO", grupo: "link:example.com/ponte", estado: "verificada" });
  expect(await tipRow(recent)).toMatchObject({ texto: "Outro boato", email: tip.email });
  expect(await anexoHashes()).toEqual([(await tipRow(recent)).anexo_hash]);
  await expectAnswer(await api.send("GET", `/api/sugestoes/codigo/${old}`), 200, {
    estado: "verificada",
    motivo: null,
    motivo_texto: null,
    fake_news: {
      id: checagem,
      titulo: "A ponte não vai cair",
      alegacao: null,
      status: "desmentida",
      rotulo: null,
    },
    resposta_automatica: false,
    resposta_recusada: false,
    created_at: "2025-01-10T12:00:00.000Z",
  });
  await expectAnswer(
    await api.send("GET", `/api/sugestoes/${id}/anexo`, { authorization: api.authorization }),
    404,
    { error: "Esta sugestão não tem arquivo." },
  );
  const inbox = await api.send("GET", "/api/sugestoes", { authorization: api.authorization });
  const grupos = (await inbox.json()) as { envios: number; sugestoes: { id: number }[] }[];
  expect(grupos.map((grupo) => grupo.envios)).toEqual([2]);
  expect(await applyRetention(api.db, { ...YEAR, now: new Date() })).toEqual(NOTHING);
});

test("a file also sent by a tip still kept stays until that tip's retention is over too", async () => {
  const image = await solidImage("png", 43, 30);
  at("2025-01-10T12:00:00.000Z");
  const first = await sendTip({ plataforma: "instagram" }, image);
  at("2025-12-01T12:00:00.000Z");
  const second = await sendTip({ plataforma: "facebook", texto: "De novo" }, image);

  const afterFirst = await applyRetention(api.db, { ...YEAR, now: at("2026-01-12T12:00:00.000Z") });

  expect(afterFirst).toEqual({ ...NOTHING, sugestoes: 1 });
  expect((await tipRow(first)).anexo_hash).toBeNull();
  expect((await tipRow(second)).anexo_hash).toBe(sha256(image));
  expect(await anexoHashes()).toEqual([sha256(image)]);

  const afterSecond = await applyRetention(api.db, {
    ...YEAR,
    now: at("2026-12-02T12:00:00.000Z"),
  });

  expect(afterSecond).toEqual({ ...NOTHING, sugestoes: 1, anexos: 1 });
  expect(await anexoHashes()).toEqual([]);
  expect(await api.count("sugestoes")).toBe(2);
});

test("two retention runs at once clear each tip once and delete each file once", async () => {
  at("2025-01-10T12:00:00.000Z");
  for (let index = 0; index < 4; index += 1)
    await sendTip({ ...tip, texto: `Boato ${index}` }, await solidImage("png", 50 + index, 30));
  const now = at("2026-03-01T12:00:00.000Z");

  const results = await Promise.all([
    applyRetention(api.db, { ...YEAR, now }),
    applyRetention(api.db, { ...YEAR, now }),
  ]);

  const total = (key: keyof (typeof results)[number]) =>
    results.reduce((sum, result) => sum + result[key], 0);
  expect([total("sugestoes"), total("anexos")]).toEqual([4, 4]);
  expect(await anexoHashes()).toEqual([]);
  const rows = await api.db.selectFrom("sugestoes").select(["texto", "email"]).execute();
  expect(rows).toEqual(Array(4).fill({ texto: null, email: null }));
});

/** Uploads an image through the API, as the admin forms do; answers its address. */
async function uploadImage(width: number): Promise<string> {
  const body = new FormData();
  const bytes = await solidImage("png", width, 30);
  body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
  const response = await fetch(`${api.url}/api/media`, {
    method: "POST",
    headers: { authorization: api.authorization },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function revisionNumbers(itemId: number): Promise<number[]> {
  const rows = await api.db
    .selectFrom("revisoes")
    .select("numero")
    .where("tipo", "=", "noticias")
    .where("item_id", "=", itemId)
    .orderBy("numero")
    .execute();
  return rows.map((row) => row.numero);
}

test("old revisions go but each item's latest stays, and the sweep then deletes the file only an old revision named", async () => {
  at("2025-01-10T12:00:00.000Z");
  const [first, second, kept] = [
    await uploadImage(61),
    await uploadImage(62),
    await uploadImage(63),
  ];
  const { id } = await api.create<{ id: number }>(NOTICIAS.path, {
    ...NOTICIAS.valid,
    imagens: [first],
  });
  at("2025-01-11T12:00:00.000Z");
  const changed = await api.send("PUT", `${NOTICIAS.path}/${id}`, {
    body: { ...NOTICIAS.valid, imagens: [second] },
  });
  expect(changed.status).toBe(200);
  // An item saved once, long ago: its only revision is its latest.
  const { id: once } = await api.create<{ id: number }>(NOTICIAS.path, {
    ...NOTICIAS.valid,
    titulo: "Salva uma vez",
    imagens: [kept],
  });
  at("2025-12-01T12:00:00.000Z");
  const recent = await api.send("PUT", `${NOTICIAS.path}/${id}`, {
    body: { ...NOTICIAS.valid, imagens: [second], titulo: "Título novo" },
  });
  expect(recent.status).toBe(200);
  const now = at("2026-02-01T12:00:00.000Z");
  const grace = graceHoursToMs(24);
  // Long unused: only what names them keeps them.
  await api.db
    .updateTable("media")
    .set({ last_used_at: new Date(now.getTime() - 30 * DAY_MS).toISOString() })
    .execute();
  expect(await sweepMedia(api.db, { graceMs: grace, now })).toEqual({ files: 0, rows: 0 });

  const result = await applyRetention(api.db, { ...YEAR, now });
  const swept = await sweepMedia(api.db, { graceMs: grace, now });

  expect(result).toEqual({ ...NOTHING, revisoes: 2 });
  expect(await revisionNumbers(id)).toEqual([3]);
  expect(await revisionNumbers(once)).toEqual([1]);
  expect(swept.files).toBe(1);
  vi.useRealTimers();
  expect((await fetch(`${api.url}${first}`)).status).toBe(404);
  for (const url of [second, kept]) expect((await fetch(`${api.url}${url}`)).status).toBe(200);
  const history = await api.send("GET", `${NOTICIAS.path}/${id}/revisoes`, {
    authorization: api.authorization,
  });
  expect(history.status).toBe(200);
  expect(((await history.json()) as { numero: number }[]).map((row) => row.numero)).toEqual([3]);
  expect(await applyRetention(api.db, { ...YEAR, now })).toEqual(NOTHING);
});

async function storeRevisions(tipo: string, itemId: number, pendentes: number[], count: number) {
  for (let numero = 1; numero <= count; numero += 1) {
    await api.db
      .insertInto("revisoes")
      .values({
        tipo,
        item_id: itemId,
        numero,
        administrador_id: null,
        administrador_nome: `Editora ${numero}`,
        created_at: "2024-01-01T12:00:00.000Z",
        registro: "{}",
        pendente: pendentes.includes(numero) ? 1 : 0,
      })
      .execute();
  }
}

async function numbersOf(tipo: string, itemId: number): Promise<number[]> {
  const rows = await api.db
    .selectFrom("revisoes")
    .select("numero")
    .where("tipo", "=", tipo)
    .where("item_id", "=", itemId)
    .orderBy("numero")
    .execute();
  return rows.map((row) => row.numero);
}

test("however old, a pending change and a published fact-check's saves since its publication stay: the second review reads their authors", async () => {
  const checagem = await insertFakeNews(api.db, { titulo: "Publicada", revisao_publicada: 2 });
  // Saves 3 and 4 came after publication 2; 5 is the pending change now under review.
  await storeRevisions("fake-news", checagem, [5], 5);
  // A news item whose two last saves are a pending change and its earlier pending save.
  await storeRevisions("noticias", 7, [2, 3], 3);

  const result = await applyRetention(api.db, { ...YEAR, now: new Date("2026-01-01T00:00:00Z") });

  expect(result).toEqual({ ...NOTHING, revisoes: 3 });
  expect(await numbersOf("fake-news", checagem)).toEqual([3, 4, 5]);
  expect(await numbersOf("noticias", 7)).toEqual([2, 3]);
});

test("the server applies the retention on its own, again and again, until it is stopped", async () => {
  at("2024-01-10T12:00:00.000Z");
  const old = await sendTip(tip);
  vi.useRealTimers();
  const logger = createLogger(testConfig());
  const stop = startRetention(api.db, logger, { ...YEAR, intervalMs: 20 });
  try {
    await expect.poll(async () => (await tipRow(old)).texto, { timeout: 5000 }).toBeNull();
    at("2024-02-10T12:00:00.000Z");
    const another = await sendTip(tip);
    vi.useRealTimers();
    await expect.poll(async () => (await tipRow(another)).texto, { timeout: 5000 }).toBeNull();
  } finally {
    stop();
  }
  at("2024-03-10T12:00:00.000Z");
  const afterStop = await sendTip(tip);
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await tipRow(afterStop)).texto).toBe(tip.texto);
});
