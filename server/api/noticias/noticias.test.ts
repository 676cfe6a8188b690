import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startImageHost, type ImageHost } from "#tests/helpers/image-host.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { listNoticias, listRelatedNoticias } from "./service.ts";

let server: TestServer;
let authorization: string;
let host: ImageHost;

beforeAll(async () => {
  // The image host listens on this machine, which only tests may let the server fetch from.
  server = await startTestServer({ imageImport: { allowLoopback: true } });
  ({ authorization } = await createTestAdmin(server.database.db, { nome: "Ana Redatora" }));
  host = await startImageHost();
});
afterAll(async () => {
  await host.close();
  await server.close();
});
beforeEach(async () => {
  await server.database.db.deleteFrom("noticias").execute();
});

const NOT_FOUND = { error: "Notícia não encontrada" };
const UNAUTHORIZED = { error: "Autenticação necessária." };
const MEDIA_IMAGE_URL = /^\/media\/[a-f0-9]{64}\.\d+x\d+\.webp$/;

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    titulo: "Boato sobre vacina circula em Boa Vista",
    subtitulo: "Mensagem de áudio distorce dados oficiais",
    lead: "<p>Um áudio com <strong>dados falsos</strong> circula em grupos de mensagens.</p>",
    conteudo: "<p>O áudio afirma que a vacina <em>não</em> foi testada.</p>",
    conclusao: "<p>A informação é falsa.</p>",
    fontes: ["Ministério da Saúde", "https://www.gov.br/saude"],
    tags: "saúde, vacinas",
    imagens: [],
    legendas: [],
    alts: [],
    video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ...overrides,
  };
}

type CallOptions = {
  body?: unknown;
  rawBody?: string;
  authorization?: string | null;
  headers?: Record<string, string>;
};

function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  const defaultToken = method === "GET" ? null : authorization;
  const token = options.authorization === undefined ? defaultToken : options.authorization;
  if (token !== null) headers.authorization = token;
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  return fetch(`${server.url}${path}`, { method, headers, body });
}

async function createNoticia(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/noticias", { body: validInput(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; data_publicacao: string } & Record<
    string,
    unknown
  >;
}

/**
 * A browser's revalidation. Without the Cache-Control, fetch adds `no-cache` to a request
 * carrying If-None-Match, which asks for a full answer instead of a 304.
 */
function revalidate(etag: string | null) {
  return { "if-none-match": etag ?? "", "cache-control": "max-age=0" };
}

async function storedRows() {
  return server.database.db.selectFrom("noticias").selectAll().orderBy("id").execute();
}

async function insertRow(values: { titulo: string; data_publicacao: string }) {
  return server.database.db
    .insertInto("noticias")
    .values({
      ...values,
      lead: "Lead",
      conteudo: "<p>Texto</p>",
      fontes: '["Fonte"]',
      created_at: values.data_publicacao,
      updated_at: values.data_publicacao,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function png(background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 12, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
}

async function pngDataUrl(background: { r: number; g: number; b: number }): Promise<string> {
  return `data:image/png;base64,${(await png(background)).toString("base64")}`;
}

/** A 12×8 PNG on the image host: its address, and the /media/ URL it is stored under. */
async function hostedPng(path: string, background: { r: number; g: number; b: number }) {
  const bytes = await png(background);
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  return { address: host.serve(path, bytes), url: `/media/${hash}.12x8.webp` };
}

test("GET /api/noticias answers an empty list with the public cache headers", async () => {
  const response = await call("GET", "/api/noticias");

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual([]);
});

test("POST /api/noticias stores the item and answers 201 with it, authored by the logged-in admin", async () => {
  const before = new Date().toISOString();

  const response = await call("POST", "/api/noticias", { body: validInput() });

  const after = new Date().toISOString();
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(response.headers.get("location")).toBe(`/api/noticias/${body.id}`);
  expect(body).toEqual({
    id: expect.any(Number),
    titulo: "Boato sobre vacina circula em Boa Vista",
    subtitulo: "Mensagem de áudio distorce dados oficiais",
    lead: "<p>Um áudio com <strong>dados falsos</strong> circula em grupos de mensagens.</p>",
    conteudo: "<p>O áudio afirma que a vacina <em>não</em> foi testada.</p>",
    conclusao: "<p>A informação é falsa.</p>",
    fontes: ["Ministério da Saúde", "https://www.gov.br/saude"],
    tags: "saúde, vacinas",
    imagens: [],
    legendas: [],
    alts: [],
    video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    data_publicacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    autor: "Ana Redatora",
  });
  expect(body.data_publicacao >= before && body.data_publicacao <= after).toBe(true);
  const [row] = await storedRows();
  expect(row).toMatchObject({
    id: body.id,
    titulo: "Boato sobre vacina circula em Boa Vista",
    fontes: '["Ministério da Saúde","https://www.gov.br/saude"]',
    data_publicacao: body.data_publicacao,
    autor: "Ana Redatora",
  });
});

test("POST /api/noticias keeps an autor given in the form", async () => {
  const body = await createNoticia({ autor: "Redação do Observatório" });

  expect(body.autor).toBe("Redação do Observatório");
});

test("POST /api/noticias stores absent optional fields as null or empty and tidies the tags", async () => {
  const input = validInput({ tags: " saúde ,, vacinas ,", video: "" });
  delete (input as Partial<typeof input>).subtitulo;
  delete (input as Partial<typeof input>).conclusao;
  delete (input as Partial<typeof input>).imagens;
  delete (input as Partial<typeof input>).legendas;
  delete (input as Partial<typeof input>).alts;

  const response = await call("POST", "/api/noticias", { body: input });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    subtitulo: null,
    conclusao: null,
    tags: "saúde, vacinas",
    imagens: [],
    legendas: [],
    alts: [],
    video: null,
  });
});

test.each([
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://youtu.be/dQw4w9WgXcQ",
  "https://www.youtube.com/shorts/abc123",
  "https://vimeo.com/76979871",
  "https://player.vimeo.com/video/76979871",
])("POST /api/noticias accepts the video link %s", async (video) => {
  const body = await createNoticia({ video });

  expect(body.video).toBe(video);
});

test("POST /api/noticias fits captions and alt texts to the number of images", async () => {
  const a = await hostedPng("/a.png", { r: 200, g: 0, b: 0 });
  const b = await hostedPng("/b.png", { r: 0, g: 0, b: 200 });

  const body = await createNoticia({
    imagens: [a.address, b.address],
    legendas: ["Legenda A", "Legenda B", "Sobra"],
    alts: ["Texto A"],
  });

  expect(body).toMatchObject({
    imagens: [a.url, b.url],
    legendas: ["Legenda A", "Legenda B"],
    alts: ["Texto A", ""],
  });
});

test("POST /api/noticias removes scripts, iframes, event handlers and javascript: links from rich text", async () => {
  const body = await createNoticia({
    lead: '<p onclick="roubar()">Lead<script>alert(1)</script></p>',
    conteudo:
      '<p onclick="roubar()">Texto <a href="javascript:alert(1)">clique</a> e <a href="https://example.org">fonte</a></p>' +
      '<script>alert("x")</script><iframe src="https://evil.example"></iframe>',
    conclusao: '<p>Fim<iframe src="https://evil.example">x</iframe></p>',
  });

  expect(body.lead).toBe("<p>Lead</p>");
  expect(body.conteudo).toBe(
    '<p>Texto <a>clique</a> e <a href="https://example.org" target="_blank" rel="noopener noreferrer">fonte</a></p>',
  );
  expect(body.conclusao).toBe("<p>Fim</p>");
  const [row] = await storedRows();
  expect(row?.conteudo).toBe(body.conteudo);
});

test("POST /api/noticias keeps plain-text fields as text", async () => {
  const body = await createNoticia({
    titulo: "<b>Título</b> & cia",
    subtitulo: "<i>sub</i>",
    fontes: ["<a href='x'>fonte</a>"],
    tags: "<tag>",
  });

  expect(body).toMatchObject({
    titulo: "<b>Título</b> & cia",
    subtitulo: "<i>sub</i>",
    fontes: ["<a href='x'>fonte</a>"],
    tags: "<tag>",
  });
});

test("POST /api/noticias counts the lead's text, not markup the sanitiser removes", async () => {
  const text = "a".repeat(300);

  const body = await createNoticia({
    lead: `<span class="destaque" style="color: red">${text}</span>`,
  });

  expect(body.lead).toBe(text);
});

test("POST /api/noticias accepts a lead of 300 characters of text with its emphasis kept", async () => {
  const lead = `<p><strong>${"a".repeat(290)}</strong> <em>bbbbbbbbb</em></p>`;

  const body = await createNoticia({ lead });

  expect(body.lead).toBe(lead);
});

test.each([
  ["titulo is missing", { titulo: undefined }, { titulo: "Campo obrigatório." }],
  ["titulo is blank", { titulo: "   " }, { titulo: "Campo obrigatório." }],
  ["lead is missing", { lead: undefined }, { lead: "Campo obrigatório." }],
  ["lead is only markup", { lead: "<p><br></p>" }, { lead: "Campo obrigatório." }],
  [
    "lead has 301 characters",
    { lead: "a".repeat(301) },
    { lead: "O lead deve ter no máximo 300 caracteres." },
  ],
  [
    "lead has 301 characters of text inside markup",
    { lead: `<p><strong>${"a".repeat(301)}</strong></p>` },
    { lead: "O lead deve ter no máximo 300 caracteres." },
  ],
  ["conteudo is missing", { conteudo: undefined }, { conteudo: "Campo obrigatório." }],
  [
    "conteudo is an emptied editor",
    { conteudo: "<p><br></p>" },
    { conteudo: "Campo obrigatório." },
  ],
  [
    "conteudo has text only inside removed blocks",
    { conteudo: "<object>texto</object>" },
    { conteudo: "Campo obrigatório." },
  ],
  ["fontes is missing", { fontes: undefined }, { fontes: "Informe pelo menos uma fonte." }],
  ["fontes is empty", { fontes: [] }, { fontes: "Informe pelo menos uma fonte." }],
  [
    "a listed source is blank",
    { fontes: ["Ministério da Saúde", "  "] },
    { "fontes.1": "Informe a fonte." },
  ],
  [
    "video is not YouTube or Vimeo",
    { video: "https://example.org/video.mp4" },
    { video: "Informe um link do YouTube ou do Vimeo." },
  ],
  [
    "video is a look-alike host",
    { video: "https://youtube.com.evil.example/watch" },
    { video: "Informe um link do YouTube ou do Vimeo." },
  ],
  [
    "video is a javascript: URL",
    { video: "javascript:alert(1)" },
    { video: "Informe um link do YouTube ou do Vimeo." },
  ],
  [
    "an image is neither a data URL nor a web address",
    { imagens: ["ftp://example.org/a.png"] },
    {
      "imagens.0": "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
    },
  ],
  [
    "imagens is not a list",
    { imagens: "https://example.org/a.png" },
    { imagens: "Envie uma lista de imagens." },
  ],
])(
  "POST /api/noticias answers 400 and stores nothing when %s",
  async (_case, overrides, details) => {
    const response = await call("POST", "/api/noticias", { body: validInput(overrides) });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Dados inválidos.", details });
    expect(await storedRows()).toEqual([]);
  },
);

test("POST /api/noticias reports every invalid field at once", async () => {
  const response = await call("POST", "/api/noticias", {
    body: {
      titulo: "",
      lead: "a".repeat(301),
      conteudo: "",
      fontes: [""],
      video: "https://example.org",
    },
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: {
      titulo: "Campo obrigatório.",
      lead: "O lead deve ter no máximo 300 caracteres.",
      conteudo: "Campo obrigatório.",
      "fontes.0": "Informe a fonte.",
      video: "Informe um link do YouTube ou do Vimeo.",
    },
  });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias answers 400 when the body is not a JSON object", async () => {
  const response = await call("POST", "/api/noticias", { body: ["não", "é", "objeto"] });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { _: "Envie os dados da notícia em JSON." },
  });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias answers 400 for malformed JSON", async () => {
  const response = await call("POST", "/api/noticias", { rawBody: '{"titulo": ' });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: "O corpo da requisição não é um JSON válido." });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias answers 413 for a body over 32 MB and stores nothing", async () => {
  const response = await call("POST", "/api/noticias", {
    body: validInput({ conteudo: "a".repeat(33 * 1024 * 1024) }),
  });

  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ error: "O conteúdo enviado é grande demais." });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias stores data-URL images and answers with /media/ URLs served as WebP", async () => {
  const images = [
    await pngDataUrl({ r: 200, g: 30, b: 30 }),
    await pngDataUrl({ r: 30, g: 30, b: 200 }),
  ];

  const body = await createNoticia({
    imagens: images,
    legendas: ["Vermelha", "Azul"],
    alts: ["Quadro vermelho", "Quadro azul"],
  });

  const imagens = body.imagens as string[];
  expect(imagens).toHaveLength(2);
  expect(imagens[0]).toMatch(MEDIA_IMAGE_URL);
  expect(imagens[1]).toMatch(MEDIA_IMAGE_URL);
  expect(imagens[0]).not.toBe(imagens[1]);
  expect(body.legendas).toEqual(["Vermelha", "Azul"]);
  for (const url of imagens) {
    const image = await fetch(`${server.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("webp");
  }
  const [row] = await storedRows();
  expect(JSON.parse(row?.imagens ?? "[]")).toEqual(imagens);
});

test("POST /api/noticias imports an image given by address and answers its /media/ URL served as WebP", async () => {
  const capa = await hostedPng("/fotos/capa.png?v=2", { r: 250, g: 200, b: 0 });

  const body = await createNoticia({ imagens: [capa.address], alts: ["Capa"] });

  expect(body.imagens).toEqual([capa.url]);
  const [row] = await storedRows();
  expect(JSON.parse(row?.imagens ?? "[]")).toEqual([capa.url]);
  const image = await fetch(`${server.url}${capa.url}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
});

test("POST /api/noticias refuses an image address on the server's own machine and stores nothing", async () => {
  const production = await startTestServer();
  try {
    const { authorization: token } = await createTestAdmin(production.database.db);
    const interna = await hostedPng("/interna.png", { r: 1, g: 2, b: 3 });
    const requestsBefore = host.requests.length;

    const response = await fetch(`${production.url}/api/noticias`, {
      method: "POST",
      headers: { authorization: token, "content-type": "application/json" },
      body: JSON.stringify(validInput({ imagens: [interna.address] })),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Não foi possível baixar a imagem do endereço informado.",
    });
    expect(host.requests).toHaveLength(requestsBefore);
    expect(await production.database.db.selectFrom("noticias").select("id").execute()).toEqual([]);
    expect(await production.database.db.selectFrom("media").select("chave").execute()).toEqual([]);
  } finally {
    await production.close();
  }
});

test.each([
  [
    "an address that answers 404",
    "/sumiu.png",
    400,
    "Não foi possível baixar a imagem do endereço informado.",
  ],
  [
    "an address that is not an image",
    "/pagina.html",
    415,
    "O arquivo enviado não é uma imagem válida.",
  ],
])("POST /api/noticias answers for %s and stores no item", async (_case, path, status, error) => {
  host.serve("/pagina.html", Buffer.from("<!doctype html><p>Olá</p>"), "text/html");

  const response = await call("POST", "/api/noticias", {
    body: validInput({ imagens: [`${host.origin}${path}`] }),
  });

  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias answers 415 for a data URL that is not an image and stores no item", async () => {
  const notAnImage = `data:image/png;base64,${Buffer.from("isto não é uma imagem").toString("base64")}`;

  const response = await call("POST", "/api/noticias", {
    body: validInput({ imagens: [await pngDataUrl({ r: 0, g: 120, b: 0 }), notAnImage] }),
  });

  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ error: "O arquivo enviado não é uma imagem válida." });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias answers 400 for a data URL that is not base64 and stores no item", async () => {
  const response = await call("POST", "/api/noticias", {
    body: validInput({ imagens: ["data:image/png;base64,@@@"] }),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: "Imagem inválida." });
  expect(await storedRows()).toEqual([]);
});

test("POST /api/noticias stores no image when the text fields are invalid", async () => {
  const countMedia = async () =>
    Number(
      (
        await server.database.db
          .selectFrom("media")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mediaBefore = await countMedia();

  const response = await call("POST", "/api/noticias", {
    body: validInput({
      conteudo: "<object>texto</object>",
      imagens: [await pngDataUrl({ r: 1, g: 2, b: 3 })],
    }),
  });

  expect(response.status).toBe(400);
  expect(await countMedia()).toBe(mediaBefore);
  expect(await storedRows()).toEqual([]);
});

test("GET /api/noticias keeps 50 items with two images each under 100 KB", async () => {
  const images = [
    await pngDataUrl({ r: 250, g: 200, b: 0 }),
    await pngDataUrl({ r: 0, g: 200, b: 250 }),
  ];
  for (let index = 0; index < 50; index += 1) {
    const response = await call("POST", "/api/noticias", {
      body: validInput({ titulo: `Notícia ${index}`, imagens: images }),
    });
    expect(response.status).toBe(201);
  }

  const response = await call("GET", "/api/noticias");

  expect(response.status).toBe(200);
  const text = await response.text();
  const list = JSON.parse(text) as { imagens: string[] }[];
  expect(list).toHaveLength(50);
  expect(
    list.every(
      (item) => item.imagens.length === 2 && item.imagens.every((url) => MEDIA_IMAGE_URL.test(url)),
    ),
  ).toBe(true);
  expect(Buffer.byteLength(text)).toBeLessThan(100 * 1024);
});

test("GET /api/noticias lists the newest publication first", async () => {
  const older = await insertRow({ titulo: "Antiga", data_publicacao: "2026-03-01T12:00:00.000Z" });
  const newest = await insertRow({
    titulo: "Mais nova",
    data_publicacao: "2026-05-01T09:30:00.000Z",
  });
  // Inserted last but published in between: the date decides, not the id.
  const middle = await insertRow({
    titulo: "Do meio",
    data_publicacao: "2026-04-01T08:00:00.000Z",
  });

  const response = await call("GET", "/api/noticias");

  const list = (await response.json()) as { id: number; titulo: string }[];
  expect(list.map((item) => item.id)).toEqual([newest.id, middle.id, older.id]);
});

test("GET /api/noticias/:id answers the item with the public cache headers", async () => {
  const created = await createNoticia();

  const response = await call("GET", `/api/noticias/${created.id}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(await response.json()).toEqual(created);
});

test("GET /api/noticias answers 304 for a matching ETag, and a write changes the next answer", async () => {
  await createNoticia({ titulo: "Primeira" });
  const first = await call("GET", "/api/noticias");
  const etag = first.headers.get("etag");

  const unchanged = await call("GET", "/api/noticias", { headers: revalidate(etag) });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe("");

  await createNoticia({ titulo: "Segunda" });
  const changed = await call("GET", "/api/noticias", { headers: revalidate(etag) });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(((await changed.json()) as { titulo: string }[]).map((item) => item.titulo)).toEqual([
    "Segunda",
    "Primeira",
  ]);
});

test("GET /api/noticias/:id answers 304 for a matching ETag, and an update changes the next answer", async () => {
  const created = await createNoticia();
  const first = await call("GET", `/api/noticias/${created.id}`);
  const etag = first.headers.get("etag");

  const unchanged = await call("GET", `/api/noticias/${created.id}`, { headers: revalidate(etag) });
  expect(unchanged.status).toBe(304);

  await call("PUT", `/api/noticias/${created.id}`, {
    body: validInput({ titulo: "Título corrigido" }),
  });
  const changed = await call("GET", `/api/noticias/${created.id}`, { headers: revalidate(etag) });
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(((await changed.json()) as { titulo: string }).titulo).toBe("Título corrigido");
});

test("PUT /api/noticias/:id replaces the fields and keeps the publication date and author", async () => {
  const created = await createNoticia();
  const capa = await hostedPng("/capa-nova.png", { r: 90, g: 90, b: 90 });
  const { authorization: otherEditor } = await createTestAdmin(server.database.db, {
    nome: "Bruno Revisor",
  });

  const response = await call("PUT", `/api/noticias/${created.id}`, {
    authorization: otherEditor,
    body: validInput({
      titulo: "Título corrigido",
      subtitulo: "",
      lead: "<p>Novo lead</p>",
      conteudo: "<p>Novo texto<script>x()</script></p>",
      conclusao: null,
      fontes: ["Agência Lupa"],
      tags: "checagem",
      imagens: [capa.address],
      legendas: [],
      alts: ["Capa"],
      video: "https://vimeo.com/1",
      data_publicacao: "2000-01-01T00:00:00.000Z",
    }),
  });

  expect(response.status).toBe(200);
  const expected = {
    id: created.id,
    titulo: "Título corrigido",
    subtitulo: null,
    lead: "<p>Novo lead</p>",
    conteudo: "<p>Novo texto</p>",
    conclusao: null,
    fontes: ["Agência Lupa"],
    tags: "checagem",
    imagens: [capa.url],
    legendas: [""],
    alts: ["Capa"],
    video: "https://vimeo.com/1",
    data_publicacao: created.data_publicacao,
    autor: "Ana Redatora",
  };
  expect(await response.json()).toEqual(expected);
  expect(await (await call("GET", `/api/noticias/${created.id}`)).json()).toEqual(expected);
});

test("PUT /api/noticias/:id changes the author when the form gives one", async () => {
  const created = await createNoticia();

  const response = await call("PUT", `/api/noticias/${created.id}`, {
    body: validInput({ autor: "Carla Colunista" }),
  });

  expect(response.status).toBe(200);
  expect(((await response.json()) as { autor: string }).autor).toBe("Carla Colunista");
});

test("PUT /api/noticias/:id answers 400 with details and leaves the item unchanged", async () => {
  const created = await createNoticia();
  const before = await storedRows();

  const response = await call("PUT", `/api/noticias/${created.id}`, {
    body: validInput({ lead: "b".repeat(301) }),
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { lead: "O lead deve ter no máximo 300 caracteres." },
  });
  expect(await storedRows()).toEqual(before);
});

test("DELETE /api/noticias/:id answers 204 and removes the item", async () => {
  const kept = await createNoticia({ titulo: "Fica" });
  const removed = await createNoticia({ titulo: "Sai" });

  const response = await call("DELETE", `/api/noticias/${removed.id}`);

  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
  expect((await storedRows()).map((row) => row.id)).toEqual([kept.id]);
  expect((await call("GET", `/api/noticias/${removed.id}`)).status).toBe(404);
});

test.each([
  ["GET", "999999"],
  ["PUT", "999999"],
  ["DELETE", "999999"],
  ["GET", "abc"],
  ["PUT", "abc"],
  ["DELETE", "abc"],
  ["GET", "0"],
  ["DELETE", "1.5"],
])("%s /api/noticias/%s answers 404", async (method, id) => {
  const existing = await createNoticia();

  const response = await call(
    method,
    `/api/noticias/${id}`,
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
  ["with a malformed header", async () => "Basic dXNlcjpwYXNz"],
  ["with a logged-out token", loggedOutToken],
];

test.each(badTokens)(
  "POST /api/noticias answers 401 %s and stores nothing",
  async (_case, token) => {
    const response = await call("POST", "/api/noticias", {
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
  "PUT /api/noticias/:id answers 401 %s and changes nothing",
  async (_case, token) => {
    const created = await createNoticia();
    const before = await storedRows();

    const response = await call("PUT", `/api/noticias/${created.id}`, {
      authorization: await token(),
      body: validInput({ titulo: "Invasão" }),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(await storedRows()).toEqual(before);
  },
);

test.each(badTokens)(
  "DELETE /api/noticias/:id answers 401 %s and keeps the item",
  async (_case, token) => {
    const created = await createNoticia();

    const response = await call("DELETE", `/api/noticias/${created.id}`, {
      authorization: await token(),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect((await storedRows()).map((row) => row.id)).toEqual([created.id]);
  },
);

test("listNoticias honours the limit and listRelatedNoticias gives the three newest others", async () => {
  const ids: number[] = [];
  for (let day = 1; day <= 5; day += 1) {
    ids.push(
      (await insertRow({ titulo: `Dia ${day}`, data_publicacao: `2026-06-0${day}T10:00:00.000Z` }))
        .id,
    );
  }
  const [day1, day2, day3, day4, day5] = ids;

  const limited = await listNoticias(server.database.db, { limit: 2 });
  const related = await listRelatedNoticias(server.database.db, day4 ?? 0);

  expect(limited.map((item) => item.id)).toEqual([day5, day4]);
  expect(related.map((item) => item.id)).toEqual([day5, day3, day2]);
  expect(related.map((item) => item.id)).not.toContain(day1);
});
