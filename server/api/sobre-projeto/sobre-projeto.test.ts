import { afterEach, beforeEach, expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { MAX_RICH_TEXT, MAX_TITULO } from "./schema.ts";

let server: TestServer;
let authorization: string;

beforeEach(async () => {
  server = await startTestServer();
  ({ authorization } = await createTestAdmin(server.database.db));
});
afterEach(async () => {
  await server.close();
});

const NO_CONTENT = "Escreva o conteúdo da página (ou a descrição, os objetivos ou a metodologia).";

const valid = {
  titulo: "Sobre o Observatório",
  conteudo: "<p>Um observatório contra a <strong>desinformação</strong>.</p>",
  descricao: "<p>Descrição do projeto.</p>",
  objetivos: "<ul><li>Verificar boatos</li></ul>",
  metodologia: "<p>Checagem em três etapas.</p>",
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
function revalidate(etag: string | null) {
  return { "if-none-match": etag ?? "", "cache-control": "max-age=0" };
}

function storedRows() {
  return server.database.db
    .selectFrom("sobre_projeto")
    .select(["id", "titulo", "conteudo", "descricao", "objetivos", "metodologia"])
    .execute();
}

test("GET /api/sobre-projeto answers 404 while the page has no content", async () => {
  const response = await fetch(`${server.url}/api/sobre-projeto`);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Conteúdo não encontrado." });
});

test("PUT /api/sobre-projeto stores the page and answers 200 with it", async () => {
  const response = await send("PUT", "/api/sobre-projeto", valid);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ id: 1, ...valid });
  expect(await storedRows()).toEqual([{ id: 1, ...valid }]);
});

test("GET /api/sobre-projeto answers the stored record with public cache headers", async () => {
  await send("PUT", "/api/sobre-projeto", valid);

  const response = await fetch(`${server.url}/api/sobre-projeto`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual({ id: 1, ...valid });
});

test("GET /api/sobre-projeto answers 304 when the client has the current version", async () => {
  await send("PUT", "/api/sobre-projeto", valid);
  const first = await fetch(`${server.url}/api/sobre-projeto`);
  const etag = first.headers.get("etag");

  const response = await fetch(`${server.url}/api/sobre-projeto`, { headers: revalidate(etag) });

  expect(response.status).toBe(304);
  expect(response.headers.get("etag")).toBe(etag);
  expect(await response.text()).toBe("");
});

test("PUT /api/sobre-projeto replaces the single row: fields not sent are cleared", async () => {
  await send("PUT", "/api/sobre-projeto", valid);
  const before = await fetch(`${server.url}/api/sobre-projeto`);

  const response = await send("PUT", "/api/sobre-projeto", { conteudo: "<p>Novo texto.</p>" });

  const replaced = {
    id: 1,
    titulo: null,
    conteudo: "<p>Novo texto.</p>",
    descricao: null,
    objetivos: null,
    metodologia: null,
  };
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(replaced);
  expect(await storedRows()).toEqual([replaced]);
  const after = await fetch(`${server.url}/api/sobre-projeto`, {
    headers: revalidate(before.headers.get("etag")),
  });
  expect(after.status).toBe(200);
  expect(await after.json()).toEqual(replaced);
});

test("PUT /api/sobre-projeto sanitises the rich text and keeps the title as plain text", async () => {
  const response = await send("PUT", "/api/sobre-projeto", {
    titulo: "  Sobre <o> projeto  ",
    conteudo:
      '<p onclick="x()">Texto<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
    descricao: '<p>Veja <a href="https://example.org">o site</a>.</p><img src="x.png">',
    objetivos: "<p><br></p>",
    metodologia: "",
  });

  const expected = {
    id: 1,
    titulo: "Sobre <o> projeto",
    conteudo: "<p>Texto <a>link</a></p>",
    descricao:
      '<p>Veja <a href="https://example.org" target="_blank" rel="noopener noreferrer">o site</a>.</p>',
    objetivos: null,
    metodologia: null,
  };
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(expected);
  expect(await storedRows()).toEqual([expected]);
});

test.each([
  ["no body text at all", { titulo: "Título" }, { conteudo: NO_CONTENT }],
  [
    "only empty paragraphs",
    { conteudo: "<p><br></p>", descricao: "<p>&nbsp;</p>" },
    { conteudo: NO_CONTENT },
  ],
  [
    "only markup the sanitiser removes",
    { conteudo: "<script>alert('x')</script>" },
    { conteudo: NO_CONTENT },
  ],
  [
    "a title that is too long",
    { ...valid, titulo: "a".repeat(MAX_TITULO + 1) },
    { titulo: `Use no máximo ${MAX_TITULO} caracteres.` },
  ],
  ["rich text that is not text", { ...valid, conteudo: 42 }, { conteudo: "Texto inválido." }],
  [
    "rich text that is too long",
    { ...valid, metodologia: "a".repeat(MAX_RICH_TEXT + 1) },
    { metodologia: `Use no máximo ${MAX_RICH_TEXT} caracteres.` },
  ],
  ["a body that is not an object", [valid], { _: "Dados inválidos." }],
])(
  "PUT /api/sobre-projeto with %s answers 400 and stores nothing",
  async (_case, body, details) => {
    const response = await send("PUT", "/api/sobre-projeto", body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Dados inválidos.", details });
    expect(await storedRows()).toEqual([]);
  },
);

test("PUT /api/sobre-projeto with invalid input leaves the stored page unchanged", async () => {
  await send("PUT", "/api/sobre-projeto", valid);

  const response = await send("PUT", "/api/sobre-projeto", { titulo: "Outro" });

  expect(response.status).toBe(400);
  expect(await storedRows()).toEqual([{ id: 1, ...valid }]);
});

test.each([
  ["without a token", {}],
  ["with a bad token", { authorization: "Bearer not-a-real-token" }],
])("PUT /api/sobre-projeto %s answers 401 and stores nothing", async (_case, headers) => {
  const response = await send("PUT", "/api/sobre-projeto", valid, headers);

  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: "Autenticação necessária." });
  expect(await storedRows()).toEqual([]);
});
