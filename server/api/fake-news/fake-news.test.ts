import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startImageHost, type ImageHost } from "#tests/helpers/image-host.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "./schema.ts";
import { findFakeNewsById, listFakeNews } from "./service.ts";

let server: TestServer;
let authorization: string;
let host: ImageHost;

beforeAll(async () => {
  // The image host listens on this machine, which only tests may let the server fetch from.
  server = await startTestServer({ imageImport: { allowLoopback: true } });
  ({ authorization } = await createTestAdmin(server.database.db, { nome: "Vera Checadora" }));
  host = await startImageHost();
});
afterAll(async () => {
  await host.close();
  await server.close();
});
beforeEach(async () => {
  await server.database.db.deleteFrom("fake_news").execute();
});

const NOT_FOUND = { error: "Matéria não encontrada" };
const UNAUTHORIZED = { error: "Autenticação necessária." };
const MEDIA_IMAGE_URL = /^\/media\/[a-f0-9]{64}\.\d+x\d+\.webp$/;

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    titulo: "É falso que a água da torneira foi contaminada em Macapá",
    subtitulo: "Companhia de água desmente boato",
    lead: "<p>Mensagem viral afirma que a água está <strong>imprópria</strong>.</p>",
    conteudo: "<p>Análises do laboratório estadual mostram água dentro dos padrões.</p>",
    conclusao: "<p>O boato é falso.</p>",
    fontes: ["Companhia de Água e Esgoto", "Laboratório Central"],
    verdades: ["A água segue os padrões de potabilidade."],
    imagens: [],
    legendas: [],
    alts: [],
    status: "desmentida",
    data_verificacao: "2026-05-10",
    verificador: "Equipe de Checagem",
    ...overrides,
  };
}

type CallOptions = {
  body?: unknown;
  authorization?: string | null;
  headers?: Record<string, string>;
};

function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  const defaultToken = method === "GET" ? null : authorization;
  const token = options.authorization === undefined ? defaultToken : options.authorization;
  if (token !== null) headers.authorization = token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(`${server.url}${path}`, { method, headers, body });
}

/**
 * A browser's revalidation. Without the Cache-Control, fetch adds `no-cache` to a request
 * carrying If-None-Match, which asks for a full answer instead of a 304.
 */
function revalidate(etag: string | null) {
  return { "if-none-match": etag ?? "", "cache-control": "max-age=0" };
}

async function createFakeNews(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/fake-news", { body: validInput(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number } & Record<string, unknown>;
}

async function storedRows() {
  return server.database.db.selectFrom("fake_news").selectAll().orderBy("id").execute();
}

async function insertRow(values: { titulo: string; data_verificacao: string; status?: string }) {
  const now = new Date().toISOString();
  return server.database.db
    .insertInto("fake_news")
    .values({
      status: "verificada",
      ...values,
      lead: "Lead",
      conteudo: "<p>Texto</p>",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function png(background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background } })
    .png()
    .toBuffer();
}

async function pngDataUrl(background: { r: number; g: number; b: number }): Promise<string> {
  return `data:image/png;base64,${(await png(background)).toString("base64")}`;
}

/** A 10×10 PNG on the image host: its address, and the /media/ URL it is stored under. */
async function hostedPng(path: string, background: { r: number; g: number; b: number }) {
  const bytes = await png(background);
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  return { address: host.serve(path, bytes), url: `/media/${hash}.10x10.webp` };
}

test("GET /api/fake-news answers an empty list with the public cache headers", async () => {
  const response = await call("GET", "/api/fake-news");

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual([]);
});

test("POST /api/fake-news stores the entry and answers 201 with it", async () => {
  const response = await call("POST", "/api/fake-news", { body: validInput() });

  expect(response.status).toBe(201);
  const body = await response.json();
  expect(response.headers.get("location")).toBe(`/api/fake-news/${body.id}`);
  expect(body).toEqual({
    id: expect.any(Number),
    titulo: "É falso que a água da torneira foi contaminada em Macapá",
    subtitulo: "Companhia de água desmente boato",
    lead: "<p>Mensagem viral afirma que a água está <strong>imprópria</strong>.</p>",
    conteudo: "<p>Análises do laboratório estadual mostram água dentro dos padrões.</p>",
    conclusao: "<p>O boato é falso.</p>",
    fontes: ["Companhia de Água e Esgoto", "Laboratório Central"],
    verdades: ["A água segue os padrões de potabilidade."],
    imagens: [],
    legendas: [],
    alts: [],
    status: "desmentida",
    data_verificacao: "2026-05-10",
    verificador: "Equipe de Checagem",
  });
  const [row] = await storedRows();
  expect(row).toMatchObject({
    id: body.id,
    fontes: '["Companhia de Água e Esgoto","Laboratório Central"]',
    verdades: '["A água segue os padrões de potabilidade."]',
    status: "desmentida",
    data_verificacao: "2026-05-10",
  });
});

test("POST /api/fake-news accepts each of the three statuses", async () => {
  for (const status of ["verificada", "desmentida", "em_analise"]) {
    const body = await createFakeNews({ status });
    expect(body.status).toBe(status);
  }

  expect((await storedRows()).map((row) => row.status)).toEqual([
    "verificada",
    "desmentida",
    "em_analise",
  ]);
});

test("POST /api/fake-news dates an entry without a date today and credits the logged-in admin", async () => {
  const input: Partial<ReturnType<typeof validInput>> = validInput();
  delete input.data_verificacao;
  delete input.verificador;
  // Swedish formatting is ISO's YYYY-MM-DD, in the local time zone like the schema's default.
  const today = new Date().toLocaleDateString("sv-SE");

  const response = await call("POST", "/api/fake-news", { body: input });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    data_verificacao: today,
    verificador: "Vera Checadora",
  });
});

test("POST /api/fake-news stores absent optional fields and lists as null or empty", async () => {
  const response = await call("POST", "/api/fake-news", {
    body: {
      titulo: "Boato",
      lead: "<p>Resumo</p>",
      conteudo: "<p>Texto</p>",
      status: "em_analise",
      data_verificacao: "2026-01-31",
      subtitulo: "",
      verificador: "",
      fontes: [],
    },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    id: expect.any(Number),
    titulo: "Boato",
    subtitulo: null,
    lead: "<p>Resumo</p>",
    conteudo: "<p>Texto</p>",
    conclusao: null,
    fontes: [],
    verdades: [],
    imagens: [],
    legendas: [],
    alts: [],
    status: "em_analise",
    data_verificacao: "2026-01-31",
    verificador: "Vera Checadora",
  });
});

test("POST /api/fake-news fits captions and alt texts to the number of images", async () => {
  const print = await hostedPng("/print.png", { r: 30, g: 130, b: 230 });

  const body = await createFakeNews({
    imagens: [print.address],
    legendas: ["Print da mensagem", "Sobra"],
    alts: [],
  });

  expect(body).toMatchObject({
    imagens: [print.url],
    legendas: ["Print da mensagem"],
    alts: [""],
  });
});

test("POST /api/fake-news removes scripts, iframes, event handlers and javascript: links from rich text", async () => {
  const body = await createFakeNews({
    lead: '<p onmouseover="x()">Lead <iframe src="https://evil.example"></iframe></p>',
    conteudo:
      '<p onclick="roubar()">Veja <a href="javascript:alert(1)">aqui</a></p><script>alert(1)</script>' +
      '<iframe src="https://evil.example">x</iframe><p><a href="mailto:contato@example.org">contato</a></p>',
    conclusao: "<p>Fim</p><script>x()</script>",
  });

  expect(body.lead).toBe("<p>Lead </p>");
  expect(body.conteudo).toBe(
    '<p>Veja <a>aqui</a></p><p><a href="mailto:contato@example.org">contato</a></p>',
  );
  expect(body.conclusao).toBe("<p>Fim</p>");
  const [row] = await storedRows();
  expect(row?.conteudo).toBe(body.conteudo);
});

test("POST /api/fake-news keeps plain-text fields as text", async () => {
  const body = await createFakeNews({
    titulo: "<b>Boato</b>",
    fontes: ["<i>fonte</i>"],
    verdades: ["1 < 2 & 3 > 2"],
  });

  expect(body).toMatchObject({
    titulo: "<b>Boato</b>",
    fontes: ["<i>fonte</i>"],
    verdades: ["1 < 2 & 3 > 2"],
  });
});

test.each([
  ["titulo is missing", { titulo: undefined }, { titulo: "Campo obrigatório." }],
  ["titulo is blank", { titulo: " " }, { titulo: "Campo obrigatório." }],
  ["lead is missing", { lead: undefined }, { lead: "Campo obrigatório." }],
  ["lead is only markup", { lead: "<p><br></p>" }, { lead: "Campo obrigatório." }],
  ["conteudo is missing", { conteudo: undefined }, { conteudo: "Campo obrigatório." }],
  [
    "conteudo has text only inside removed blocks",
    { conteudo: "<object>texto</object>" },
    { conteudo: "Campo obrigatório." },
  ],
  ["status is missing", { status: undefined }, { status: "Escolha um status válido." }],
  ["status is not one of the three", { status: "talvez" }, { status: "Escolha um status válido." }],
  [
    "status is the label instead of the value",
    { status: "Em Análise" },
    { status: "Escolha um status válido." },
  ],
  [
    "data_verificacao is not a calendar day",
    { data_verificacao: "2026-02-30" },
    { data_verificacao: "Informe uma data válida (AAAA-MM-DD)." },
  ],
  [
    "data_verificacao is day/month/year",
    { data_verificacao: "10/05/2026" },
    { data_verificacao: "Informe uma data válida (AAAA-MM-DD)." },
  ],
  ["a source is blank", { fontes: ["Fonte", ""] }, { "fontes.1": "Informe a fonte." }],
  ["a truth is blank", { verdades: ["  "] }, { "verdades.0": "Informe a verdade." }],
  ["fontes is not a list", { fontes: "Fonte" }, { fontes: "Envie uma lista de textos." }],
  [
    "an image is neither a data URL nor a web address",
    { imagens: ["javascript:alert(1)"] },
    {
      "imagens.0": "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
    },
  ],
])(
  "POST /api/fake-news answers 400 and stores nothing when %s",
  async (_case, overrides, details) => {
    const response = await call("POST", "/api/fake-news", { body: validInput(overrides) });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Dados inválidos.", details });
    expect(await storedRows()).toEqual([]);
  },
);

test("POST /api/fake-news answers 400 when the body is not a JSON object", async () => {
  const response = await call("POST", "/api/fake-news", { body: ["texto"] });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { _: "Envie os dados da matéria em JSON." },
  });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/fake-news answers 413 for a body over 32 MB and stores nothing", async () => {
  const response = await call("POST", "/api/fake-news", {
    body: validInput({ conteudo: "a".repeat(33 * 1024 * 1024) }),
  });

  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: "O conteúdo enviado é grande demais." });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/fake-news stores data-URL images and answers with /media/ URLs served as WebP", async () => {
  const images = [
    await pngDataUrl({ r: 10, g: 160, b: 60 }),
    await pngDataUrl({ r: 160, g: 10, b: 60 }),
  ];

  const body = await createFakeNews({ imagens: images, alts: ["Print 1", "Print 2"] });

  const imagens = body.imagens as string[];
  expect(imagens).toHaveLength(2);
  expect(imagens[0]).toMatch(MEDIA_IMAGE_URL);
  expect(imagens[1]).toMatch(MEDIA_IMAGE_URL);
  expect(body.alts).toEqual(["Print 1", "Print 2"]);
  for (const url of imagens) {
    const image = await fetch(`${server.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  }
});

test("POST /api/fake-news imports an image given by address and answers its /media/ URL", async () => {
  const print = await hostedPng("/prints/boato.png", { r: 240, g: 240, b: 10 });

  const body = await createFakeNews({ imagens: [print.address], alts: ["Print do boato"] });

  expect(body.imagens).toEqual([print.url]);
  const image = await fetch(`${server.url}${print.url}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
});

test("POST /api/fake-news answers 400 for an image address that cannot be downloaded and stores no entry", async () => {
  const response = await call("POST", "/api/fake-news", {
    body: validInput({ imagens: [`${host.origin}/nao-existe.png`] }),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Não foi possível baixar a imagem do endereço informado.",
  });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/fake-news answers 415 for a data URL that is not an image and stores no entry", async () => {
  const notAnImage = `data:image/jpeg;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`;

  const response = await call("POST", "/api/fake-news", {
    body: validInput({ imagens: [notAnImage] }),
  });

  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ error: "O arquivo enviado não é uma imagem válida." });
  expect(await storedRows()).toEqual([]);
});

test("GET /api/fake-news lists every status, newest verification first, then the latest added", async () => {
  const older = await insertRow({ titulo: "Antiga", data_verificacao: "2026-03-01" });
  const sameDayFirst = await insertRow({
    titulo: "Mesmo dia 1",
    data_verificacao: "2026-05-01",
    status: "desmentida",
  });
  const sameDaySecond = await insertRow({
    titulo: "Mesmo dia 2",
    data_verificacao: "2026-05-01",
    status: "em_analise",
  });
  const middle = await insertRow({ titulo: "Do meio", data_verificacao: "2026-04-01" });

  const response = await call("GET", "/api/fake-news");

  const list = (await response.json()) as { id: number }[];
  expect(list.map((item) => item.id)).toEqual([
    sameDaySecond.id,
    sameDayFirst.id,
    middle.id,
    older.id,
  ]);
});

test("listFakeNews narrows to the public statuses and honours the limit", async () => {
  const verificada = await insertRow({
    titulo: "V",
    data_verificacao: "2026-05-03",
    status: "verificada",
  });
  await insertRow({ titulo: "A", data_verificacao: "2026-05-04", status: "em_analise" });
  const desmentida = await insertRow({
    titulo: "D",
    data_verificacao: "2026-05-02",
    status: "desmentida",
  });
  const antiga = await insertRow({
    titulo: "V2",
    data_verificacao: "2026-05-01",
    status: "verificada",
  });

  const publicList = await listFakeNews(server.database.db, { statuses: PUBLIC_FAKE_NEWS_STATUS });
  const limited = await listFakeNews(server.database.db, {
    statuses: PUBLIC_FAKE_NEWS_STATUS,
    limit: 2,
  });
  const none = await listFakeNews(server.database.db, { statuses: [] });

  expect(publicList.map((item) => item.id)).toEqual([verificada.id, desmentida.id, antiga.id]);
  expect(limited.map((item) => item.id)).toEqual([verificada.id, desmentida.id]);
  expect(none).toEqual([]);
});

test("GET /api/fake-news/:id answers the entry whatever its status", async () => {
  const created = await createFakeNews({ status: "em_analise" });

  const response = await call("GET", `/api/fake-news/${created.id}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(await response.json()).toEqual(created);
  expect(await findFakeNewsById(server.database.db, created.id)).toEqual(created);
});

test("GET /api/fake-news answers 304 for a matching ETag, and a write changes the next answer", async () => {
  const created = await createFakeNews();
  const first = await call("GET", "/api/fake-news");
  const etag = first.headers.get("etag");

  const unchanged = await call("GET", "/api/fake-news", { headers: revalidate(etag) });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe("");

  await call("DELETE", `/api/fake-news/${created.id}`);
  const changed = await call("GET", "/api/fake-news", { headers: revalidate(etag) });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(await changed.json()).toEqual([]);
});

test("GET /api/fake-news/:id answers 304 for a matching ETag, and an update changes the next answer", async () => {
  const created = await createFakeNews();
  const first = await call("GET", `/api/fake-news/${created.id}`);
  const etag = first.headers.get("etag");

  const unchanged = await call("GET", `/api/fake-news/${created.id}`, {
    headers: revalidate(etag),
  });
  expect(unchanged.status).toBe(304);

  await call("PUT", `/api/fake-news/${created.id}`, { body: validInput({ status: "verificada" }) });
  const changed = await call("GET", `/api/fake-news/${created.id}`, { headers: revalidate(etag) });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(((await changed.json()) as { status: string }).status).toBe("verificada");
});

test("PUT /api/fake-news/:id replaces the fields and keeps the verifier when the form has none", async () => {
  const created = await createFakeNews();
  const nova = await hostedPng("/nova.png", { r: 5, g: 90, b: 5 });

  const response = await call("PUT", `/api/fake-news/${created.id}`, {
    body: validInput({
      titulo: "Título revisto",
      subtitulo: null,
      lead: "<p>Lead revisto</p>",
      conteudo: "<p>Texto revisto</p>",
      conclusao: "",
      fontes: [],
      verdades: ["Verdade 1", "Verdade 2"],
      imagens: [nova.address],
      legendas: ["Nova"],
      alts: ["Imagem nova"],
      status: "verificada",
      data_verificacao: "2026-06-01",
      verificador: null,
    }),
  });

  expect(response.status).toBe(200);
  const expected = {
    id: created.id,
    titulo: "Título revisto",
    subtitulo: null,
    lead: "<p>Lead revisto</p>",
    conteudo: "<p>Texto revisto</p>",
    conclusao: null,
    fontes: [],
    verdades: ["Verdade 1", "Verdade 2"],
    imagens: [nova.url],
    legendas: ["Nova"],
    alts: ["Imagem nova"],
    status: "verificada",
    data_verificacao: "2026-06-01",
    verificador: "Equipe de Checagem",
  };
  expect(await response.json()).toEqual(expected);
  expect(await (await call("GET", `/api/fake-news/${created.id}`)).json()).toEqual(expected);
});

test("PUT /api/fake-news/:id answers 400 with details and leaves the entry unchanged", async () => {
  const created = await createFakeNews();
  const before = await storedRows();

  const response = await call("PUT", `/api/fake-news/${created.id}`, {
    body: validInput({ status: "falsa" }),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { status: "Escolha um status válido." },
  });
  expect(await storedRows()).toEqual(before);
});

test("DELETE /api/fake-news/:id answers 204 and removes the entry", async () => {
  const kept = await createFakeNews({ titulo: "Fica" });
  const removed = await createFakeNews({ titulo: "Sai" });

  const response = await call("DELETE", `/api/fake-news/${removed.id}`);

  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
  expect((await storedRows()).map((row) => row.id)).toEqual([kept.id]);
  expect((await call("GET", `/api/fake-news/${removed.id}`)).status).toBe(404);
});

test.each([
  ["GET", "999999"],
  ["PUT", "999999"],
  ["DELETE", "999999"],
  ["GET", "abc"],
  ["PUT", "abc"],
  ["DELETE", "abc"],
  ["GET", "-1"],
])("%s /api/fake-news/%s answers 404", async (method, id) => {
  const existing = await createFakeNews();

  const response = await call(
    method,
    `/api/fake-news/${id}`,
    method === "PUT" ? { body: validInput() } : {},
  );

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual(NOT_FOUND);
  expect((await storedRows()).map((row) => row.id)).toEqual([existing.id]);
});

async function loggedOutToken(): Promise<string> {
  const { authorization: token } = await createTestAdmin(server.database.db);
  const logout = await call("POST", "/api/auth/logout", { authorization: token });
  expect(logout.status).toBe(204);
  return token;
}

const badTokens: [string, () => Promise<string | null>][] = [
  ["without a token", async () => null],
  ["with an unknown token", async () => "Bearer abcdefghijklmnopqrstuvwxyz0123456789"],
  ["with a logged-out token", loggedOutToken],
];

test.each(badTokens)(
  "POST /api/fake-news answers 401 %s and stores nothing",
  async (_case, token) => {
    const response = await call("POST", "/api/fake-news", {
      authorization: await token(),
      body: validInput(),
    });

    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(await storedRows()).toEqual([]);
  },
);

test.each(badTokens)(
  "PUT /api/fake-news/:id answers 401 %s and changes nothing",
  async (_case, token) => {
    const created = await createFakeNews();
    const before = await storedRows();

    const response = await call("PUT", `/api/fake-news/${created.id}`, {
      authorization: await token(),
      body: validInput({ status: "verificada" }),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(await storedRows()).toEqual(before);
  },
);

test.each(badTokens)(
  "DELETE /api/fake-news/:id answers 401 %s and keeps the entry",
  async (_case, token) => {
    const created = await createFakeNews();

    const response = await call("DELETE", `/api/fake-news/${created.id}`, {
      authorization: await token(),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect((await storedRows()).map((row) => row.id)).toEqual([created.id]);
  },
);
