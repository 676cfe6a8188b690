import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startImageHost, type ImageHost } from "#tests/helpers/image-host.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { CARGOS, cargoSlug, findCargoBySlug } from "./schema.ts";
import { listMembrosByCargo } from "./service.ts";

let server: TestServer;
let authorization: string;
let host: ImageHost;

beforeAll(async () => {
  host = await startImageHost();
});
afterAll(async () => {
  await host.close();
});
beforeEach(async () => {
  // The image host listens on this machine, which only tests may let the server fetch from.
  server = await startTestServer({ imageImport: { allowLoopback: true } });
  ({ authorization } = await createTestAdmin(server.database.db));
});
afterEach(async () => {
  await server.close();
});

const valid = {
  nome: "Ana Souza",
  cargo: "Professor",
  biografia: "<p>Pesquisa <em>desinformação</em> em saúde.</p>",
  foto: null,
  email: "ana@example.org",
  lattes: "https://lattes.cnpq.br/1234567890123456",
};

function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { authorization },
) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A browser's revalidation. The explicit Cache-Control stops fetch from adding its own
 * `no-cache`, which asks the server for a full answer instead of a 304.
 */
function revalidate(etag: string) {
  return { "if-none-match": etag, "cache-control": "max-age=0" };
}

async function create(overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  const response = await send("POST", "/api/equipe", { ...valid, ...overrides });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

async function countRows(table: "membros" | "media") {
  const row = await server.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

test("the cargos are the specification's six, in its order", () => {
  expect(CARGOS).toEqual([
    "Professor",
    "Acadêmico",
    "Mestrando",
    "Pesquisador",
    "Comunidade Externa",
    "Servidor",
  ]);
});

test.each([
  ["Professor", "professor"],
  ["Acadêmico", "acadêmico"],
  ["Comunidade Externa", "comunidade-externa"],
])("cargoSlug turns %s into %s, and findCargoBySlug turns it back", (cargo, slug) => {
  expect(cargoSlug(cargo)).toBe(slug);
  expect(findCargoBySlug(slug)).toBe(cargo);
});

test("findCargoBySlug reads accents in either Unicode form and capitals", () => {
  expect(findCargoBySlug("acade\u0302mico")).toBe("Acadêmico");
  expect(findCargoBySlug("Comunidade-Externa")).toBe("Comunidade Externa");
});

test.each(["diretor", "comunidade externa", ""])(
  "findCargoBySlug finds no cargo for %j",
  (slug) => {
    expect(findCargoBySlug(slug)).toBeUndefined();
  },
);

test("GET /api/equipe answers an empty array with public cache headers", async () => {
  const response = await fetch(`${server.url}/api/equipe`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual([]);
});

test("POST /api/equipe stores the member and answers 201 with it", async () => {
  const response = await send("POST", "/api/equipe", valid);

  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: number };
  expect(body).toEqual({ id: expect.any(Number), ...valid });
  const row = await server.database.db
    .selectFrom("membros")
    .select(["nome", "cargo", "biografia", "foto", "email", "lattes"])
    .where("id", "=", body.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual(valid);
});

test.each(CARGOS)("POST accepts the cargo '%s'", async (cargo) => {
  const response = await send("POST", "/api/equipe", { ...valid, cargo });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ cargo });
});

test("POST with only name and cargo answers the other fields as null", async () => {
  const response = await send("POST", "/api/equipe", { nome: "Bruno", cargo: "Servidor" });

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    id: expect.any(Number),
    nome: "Bruno",
    cargo: "Servidor",
    biografia: null,
    foto: null,
    email: null,
    lattes: null,
  });
});

test("POST turns empty optional fields into null", async () => {
  const response = await send("POST", "/api/equipe", {
    ...valid,
    biografia: "<p><br></p>",
    foto: "",
    email: "  ",
    lattes: " ",
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    biografia: null,
    foto: null,
    email: null,
    lattes: null,
  });
});

test("POST sanitises the biography and trims the other text", async () => {
  const response = await send("POST", "/api/equipe", {
    ...valid,
    nome: "  Ana Souza ",
    biografia:
      '<p style="color:red">Bio <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
    email: "  ana@example.org ",
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    nome: "Ana Souza",
    biografia: "<p>Bio <a>x</a></p>",
    email: "ana@example.org",
  });
});

test("POST keeps an e-mail without checking its format", async () => {
  const response = await send("POST", "/api/equipe", { ...valid, email: "ana na secretaria" });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ email: "ana na secretaria" });
});

test.each([
  "https://lattes.cnpq.br/1234567890123456",
  "http://www.lattes.cnpq.br/123",
  "http://lattes.cnpq.br/123",
  "https://www.lattes.cnpq.br/buscatextual/visualizacv.do?id=K4123456A7",
])("POST accepts the Lattes link %s", async (lattes) => {
  const response = await send("POST", "/api/equipe", { ...valid, lattes });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ lattes });
});

test("POST trims the Lattes link before checking it", async () => {
  const response = await send("POST", "/api/equipe", {
    ...valid,
    lattes: "  https://lattes.cnpq.br/123  ",
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ lattes: "https://lattes.cnpq.br/123" });
});

test.each([
  "https://evil.com/lattes.cnpq.br/1",
  "https://lattes.cnpq.br.evil.com/1",
  "https://lattes.cnpq.br@evil.com/1",
  "https://wwwlattes.cnpq.br/1",
  "https://lattes.cnpq.br",
  "https://lattes.cnpq.br/",
  "lattes.cnpq.br/1234567890123456",
  "ftp://lattes.cnpq.br/1",
  "javascript:alert('lattes.cnpq.br/1')",
  "https://lattes.cnpq.br/12 34",
  `https://lattes.cnpq.br/${"1".repeat(2048)}`,
])(
  "POST rejects the Lattes link %s with the specification's message and stores nothing",
  async (lattes) => {
    const response = await send("POST", "/api/equipe", { ...valid, lattes });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Dados inválidos.",
      details: { lattes: "Informe um link Lattes válido (lattes.cnpq.br/...)" },
    });
    expect(await countRows("membros")).toBe(0);
  },
);

test("POST with name and cargo missing answers 400 with both fields and stores nothing", async () => {
  const response = await send("POST", "/api/equipe", {});

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { nome: "Campo obrigatório.", cargo: "Campo obrigatório." },
  });
  expect(await countRows("membros")).toBe(0);
});

test.each([
  ["nome", "  ", "Campo obrigatório."],
  ["nome", "x".repeat(201), "Use no máximo 200 caracteres."],
  ["cargo", "", "Campo obrigatório."],
  ["cargo", "Diretor", "Escolha um cargo da lista."],
  ["cargo", "professor", "Escolha um cargo da lista."],
  ["biografia", 12, "Texto inválido."],
  ["biografia", "x".repeat(10_001), "Use no máximo 10000 caracteres."],
  ["email", "x".repeat(255), "Use no máximo 254 caracteres."],
  [
    "foto",
    "ftp://example.org/ana.jpg",
    "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
  ],
  [
    "foto",
    "data:text/html;base64,PHNjcmlwdD4=",
    "Envie um arquivo de imagem ou um endereço que comece com http:// ou https://.",
  ],
])("POST with %s = %j answers 400 '%s' and stores nothing", async (field, value, message) => {
  const response = await send("POST", "/api/equipe", { ...valid, [field]: value });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { [field]: message },
  });
  expect(await countRows("membros")).toBe(0);
});

test("POST stores a photo sent as a data URL and answers its /media/ URL", async () => {
  const response = await send("POST", "/api/equipe", { ...valid, foto: await pngDataUrl(3, 2) });

  expect(response.status).toBe(201);
  const { foto } = (await response.json()) as { foto: string };
  expect(foto).toMatch(/^\/media\/[a-f0-9]{64}\.3x2\.webp$/);
  const image = await fetch(`${server.url}${foto}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
    width: 3,
    height: 2,
  });
});

test("POST imports a photo given by address and answers its /media/ URL", async () => {
  const jpeg = await sharp({
    create: { width: 6, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const hash = crypto.createHash("sha256").update(jpeg).digest("hex");
  const address = host.serve("/pessoas/ana.jpg", jpeg, "image/jpeg");

  const response = await send("POST", "/api/equipe", { ...valid, foto: address });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ foto: `/media/${hash}.6x8.webp` });
  const image = await fetch(`${server.url}/media/${hash}.6x8.webp`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
});

test("POST with a photo address that is not an image answers 415 and stores nothing", async () => {
  const address = host.serve(
    "/pessoas/bio.txt",
    Buffer.from("Ana pesquisa desinformação."),
    "text/plain",
  );

  const response = await send("POST", "/api/equipe", { ...valid, foto: address });

  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ error: "O arquivo enviado não é uma imagem válida." });
  expect(await countRows("membros")).toBe(0);
  expect(await countRows("media")).toBe(0);
});

test("POST keeps a photo already stored under /media/", async () => {
  const { foto } = (await (
    await send("POST", "/api/equipe", { ...valid, foto: await pngDataUrl(4, 4) })
  ).json()) as {
    foto: string;
  };

  const response = await send("POST", "/api/equipe", { ...valid, nome: "Outra", foto });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ foto });
});

test("POST with a data URL that is not an image answers 415 and stores nothing", async () => {
  const notAnImage = `data:image/png;base64,${Buffer.from("não sou uma imagem").toString("base64")}`;

  const response = await send("POST", "/api/equipe", { ...valid, foto: notAnImage });

  expect(response.status).toBe(415);
  expect(await response.json()).toEqual({ error: "O arquivo enviado não é uma imagem válida." });
  expect(await countRows("membros")).toBe(0);
  expect(await countRows("media")).toBe(0);
});

test("POST with a /media/ photo that was never stored answers 400 and stores nothing", async () => {
  const response = await send("POST", "/api/equipe", {
    ...valid,
    foto: `/media/${"ab".repeat(32)}.400x400.webp`,
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: "Imagem inválida." });
  expect(await countRows("membros")).toBe(0);
});

test("POST with invalid fields and a photo stores neither", async () => {
  const response = await send("POST", "/api/equipe", {
    ...valid,
    cargo: "Diretor",
    foto: await pngDataUrl(2, 2),
  });

  expect(response.status).toBe(400);
  expect(await countRows("membros")).toBe(0);
  expect(await countRows("media")).toBe(0);
});

test("GET /api/equipe/:id answers the member", async () => {
  const { id } = await create();

  const response = await fetch(`${server.url}/api/equipe/${id}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(await response.json()).toEqual({ id, ...valid });
});

test.each(["999", "abc"])("GET /api/equipe/%s answers 404", async (id) => {
  const response = await fetch(`${server.url}/api/equipe/${id}`);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    error: id === "999" ? "Membro não encontrado." : "Recurso não encontrado.",
  });
});

test("GET /api/equipe lists in cargo order, then by name as Portuguese sorts it", async () => {
  const ana = await create({ nome: "Ana", cargo: "Servidor" });
  const ze = await create({ nome: "Zé", cargo: "Professor" });
  const bruno = await create({ nome: "Bruno", cargo: "Acadêmico" });
  const alvaro = await create({ nome: "Álvaro", cargo: "Professor" });
  const carla = await create({ nome: "Carla", cargo: "Comunidade Externa" });
  const bruna = await create({ nome: "bruna", cargo: "Professor" });
  const mario = await create({ nome: "Mário", cargo: "Mestrando" });
  const paula = await create({ nome: "Paula", cargo: "Pesquisador" });

  const response = await fetch(`${server.url}/api/equipe`);

  const body = (await response.json()) as { id: number }[];
  expect(body.map((membro) => membro.id)).toEqual([
    alvaro.id,
    bruna.id,
    ze.id,
    bruno.id,
    mario.id,
    paula.id,
    carla.id,
    ana.id,
  ]);
});

test("listMembrosByCargo answers only that cargo's members, by name", async () => {
  const ze = await create({ nome: "Zé", cargo: "Professor" });
  await create({ nome: "Bruno", cargo: "Acadêmico" });
  const alvaro = await create({ nome: "Álvaro", cargo: "Professor" });

  const membros = await listMembrosByCargo(server.database.db, "Professor");

  expect(membros).toEqual([
    { id: alvaro.id, ...valid, nome: "Álvaro" },
    { id: ze.id, ...valid, nome: "Zé" },
  ]);
  expect(await listMembrosByCargo(server.database.db, "Servidor")).toEqual([]);
});

test("PUT /api/equipe/:id replaces the member and answers 200", async () => {
  const { id } = await create();
  const changes = {
    nome: "Ana S. Lima",
    cargo: "Pesquisador",
    biografia: "<p>Nova bio</p>",
    foto: null,
    email: "",
    lattes: "http://www.lattes.cnpq.br/999",
  };

  const response = await send("PUT", `/api/equipe/${id}`, changes);

  const expected = { id, ...changes, email: null };
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(expected);
  expect(await (await fetch(`${server.url}/api/equipe/${id}`)).json()).toEqual(expected);
});

test("PUT with a new photo as a data URL stores it", async () => {
  const { id } = await create();

  const response = await send("PUT", `/api/equipe/${id}`, {
    ...valid,
    foto: await pngDataUrl(5, 5),
  });

  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    foto: expect.stringMatching(/^\/media\/[a-f0-9]{64}\.5x5\.webp$/),
  });
});

test("PUT with invalid input answers 400 and changes nothing", async () => {
  const { id } = await create();

  const response = await send("PUT", `/api/equipe/${id}`, {
    ...valid,
    lattes: "https://evil.com/lattes.cnpq.br/1",
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { lattes: "Informe um link Lattes válido (lattes.cnpq.br/...)" },
  });
  expect(await (await fetch(`${server.url}/api/equipe/${id}`)).json()).toEqual({ id, ...valid });
});

test("PUT /api/equipe/:id of an unknown id answers 404 and stores neither member nor photo", async () => {
  const response = await send("PUT", "/api/equipe/999", { ...valid, foto: await pngDataUrl(2, 2) });

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Membro não encontrado." });
  expect(await countRows("membros")).toBe(0);
  expect(await countRows("media")).toBe(0);
});

test("DELETE /api/equipe/:id removes the member and answers 204", async () => {
  const { id } = await create();

  const response = await send("DELETE", `/api/equipe/${id}`);

  expect(response.status).toBe(204);
  expect(await countRows("membros")).toBe(0);
  expect((await fetch(`${server.url}/api/equipe/${id}`)).status).toBe(404);
});

test("DELETE /api/equipe/:id of an unknown id answers 404", async () => {
  const response = await send("DELETE", "/api/equipe/999");

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Membro não encontrado." });
});

test.each([
  ["without a token", {}],
  ["with a bad token", { authorization: "Bearer nao-existe" }],
])("writes %s answer 401 and change nothing", async (_case, headers: Record<string, string>) => {
  const { id } = await create();

  const responses = [
    await send("POST", "/api/equipe", { ...valid, foto: await pngDataUrl(2, 2) }, headers),
    await send("PUT", `/api/equipe/${id}`, { ...valid, nome: "Outra" }, headers),
    await send("DELETE", `/api/equipe/${id}`, undefined, headers),
  ];

  for (const response of responses) {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Autenticação necessária." });
  }
  expect(await countRows("membros")).toBe(1);
  expect(await countRows("media")).toBe(0);
  expect(await (await fetch(`${server.url}/api/equipe/${id}`)).json()).toEqual({ id, ...valid });
});

test("GET answers 304 for the current ETag, and a write changes the next answer", async () => {
  const { id } = await create();
  const first = await fetch(`${server.url}/api/equipe`);
  const etag = first.headers.get("etag") ?? "";

  const unchanged = await fetch(`${server.url}/api/equipe`, { headers: revalidate(etag) });
  await send("DELETE", `/api/equipe/${id}`);
  const changed = await fetch(`${server.url}/api/equipe`, { headers: revalidate(etag) });

  expect(unchanged.status).toBe(304);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(await changed.json()).toEqual([]);
});
