import { afterEach, beforeEach, expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";

let server: TestServer;
let authorization: string;

beforeEach(async () => {
  server = await startTestServer();
  ({ authorization } = await createTestAdmin(server.database.db));
});
afterEach(async () => {
  await server.close();
});

const valid = {
  titulo: "Boletim de março",
  mes: 3,
  ano: 2025,
  descricao: "Os boatos mais compartilhados do mês.",
  pdfLink: "https://example.org/boletim-marco",
  pdfUrl: `/media/${"9b".repeat(32)}.pdf`,
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
  const response = await send("POST", "/api/newsletters", { ...valid, ...overrides });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

function countRows() {
  return server.database.db
    .selectFrom("newsletters")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

test("GET /api/newsletters answers an empty array cached for 600 seconds", async () => {
  const response = await fetch(`${server.url}/api/newsletters`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual([]);
});

test("POST /api/newsletters stores the newsletter and answers 201 with it", async () => {
  const response = await send("POST", "/api/newsletters", valid);

  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: number };
  expect(body).toEqual({ id: expect.any(Number), ...valid });
  const row = await server.database.db
    .selectFrom("newsletters")
    .select(["titulo", "mes", "ano", "descricao", "pdf_link", "pdf_url"])
    .where("id", "=", body.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    titulo: valid.titulo,
    mes: 3,
    ano: 2025,
    descricao: valid.descricao,
    pdf_link: valid.pdfLink,
    pdf_url: valid.pdfUrl,
  });
});

test("POST with only the required fields answers the optional ones as null", async () => {
  const response = await send("POST", "/api/newsletters", {
    titulo: "Edição especial",
    mes: 12,
    ano: 2024,
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    id: expect.any(Number),
    titulo: "Edição especial",
    mes: 12,
    ano: 2024,
    descricao: null,
    pdfLink: null,
    pdfUrl: null,
  });
});

test("POST reads month and year typed as text and turns empty optional fields into null", async () => {
  const response = await send("POST", "/api/newsletters", {
    ...valid,
    mes: "1",
    ano: " 2026 ",
    descricao: "  ",
    pdfLink: "",
    pdfUrl: "",
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    mes: 1,
    ano: 2026,
    descricao: null,
    pdfLink: null,
    pdfUrl: null,
  });
});

test("POST accepts the URL the media upload answers for a PDF", async () => {
  const form = new FormData();
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "boletim.pdf");
  const upload = await fetch(`${server.url}/api/media`, {
    method: "POST",
    headers: { authorization },
    body: form,
  });
  const { url } = (await upload.json()) as { url: string };

  const response = await send("POST", "/api/newsletters", { ...valid, pdfUrl: url });

  expect(upload.status).toBe(201);
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ pdfUrl: url });
  expect((await fetch(`${server.url}${url}`)).headers.get("content-type")).toBe("application/pdf");
});

test("POST keeps the description as plain text", async () => {
  const response = await send("POST", "/api/newsletters", {
    ...valid,
    descricao: "Edição <b>1</b> & extras",
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ descricao: "Edição <b>1</b> & extras" });
});

test("POST with every required field missing answers 400 with each field and stores nothing", async () => {
  const response = await send("POST", "/api/newsletters", {});

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { titulo: "Campo obrigatório.", mes: "Campo obrigatório.", ano: "Campo obrigatório." },
  });
  expect(await countRows()).toBe(0);
});

const mesMessage = "Informe um mês entre 1 e 12.";
const anoMessage = "Informe um ano com 4 dígitos, a partir de 1900.";
const pdfUrlMessage =
  "Envie o PDF pelo formulário: o endereço deve ser de um PDF enviado (/media/….pdf).";
const pdfLinkMessage = "Informe um endereço que comece com http:// ou https://.";

test.each([
  ["titulo", "  ", "Campo obrigatório."],
  ["titulo", "x".repeat(201), "Use no máximo 200 caracteres."],
  ["mes", "", "Campo obrigatório."],
  ["mes", null, "Campo obrigatório."],
  ["mes", 0, mesMessage],
  ["mes", 13, mesMessage],
  ["mes", 2.5, mesMessage],
  ["mes", "março", mesMessage],
  ["ano", 25, anoMessage],
  ["ano", 1899, anoMessage],
  ["ano", 10000, anoMessage],
  ["ano", "2025.0", anoMessage],
  ["descricao", "x".repeat(2001), "Use no máximo 2000 caracteres."],
  ["pdfLink", "javascript:alert(1)", pdfLinkMessage],
  ["pdfLink", "example.org/boletim", pdfLinkMessage],
  ["pdfUrl", "https://example.org/boletim.pdf", pdfUrlMessage],
  ["pdfUrl", "/media/boletim.pdf", pdfUrlMessage],
  ["pdfUrl", `/media/${"ab".repeat(32)}.800x600.webp`, pdfUrlMessage],
  ["pdfUrl", "/media/../../etc/passwd.pdf", pdfUrlMessage],
  ["pdfUrl", 7, pdfUrlMessage],
])("POST with %s = %j answers 400 '%s' and stores nothing", async (field, value, message) => {
  const response = await send("POST", "/api/newsletters", { ...valid, [field]: value });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { [field]: message },
  });
  expect(await countRows()).toBe(0);
});

test("GET /api/newsletters/:id answers the newsletter cached for 600 seconds", async () => {
  const { id } = await create();

  const response = await fetch(`${server.url}/api/newsletters/${id}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  expect(await response.json()).toEqual({ id, ...valid });
});

test.each(["999", "abc"])("GET /api/newsletters/%s answers 404", async (id) => {
  const response = await fetch(`${server.url}/api/newsletters/${id}`);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    error: id === "999" ? "Newsletter não encontrada." : "Recurso não encontrado.",
  });
});

test("GET /api/newsletters lists by year, then month, newest first, then newest id", async () => {
  const march2024 = await create({ titulo: "A", mes: 3, ano: 2024 });
  const january2025 = await create({ titulo: "B", mes: 1, ano: 2025 });
  const november2024 = await create({ titulo: "C", mes: 11, ano: 2024 });
  const january2025Again = await create({ titulo: "D", mes: 1, ano: 2025 });
  const february2024 = await create({ titulo: "E", mes: 2, ano: 2024 });

  const response = await fetch(`${server.url}/api/newsletters`);

  const body = (await response.json()) as { id: number }[];
  expect(body.map((item) => item.id)).toEqual([
    january2025Again.id,
    january2025.id,
    november2024.id,
    march2024.id,
    february2024.id,
  ]);
});

test("PUT /api/newsletters/:id replaces the newsletter and answers 200", async () => {
  const { id } = await create();
  const changes = {
    titulo: "Boletim de abril",
    mes: 4,
    ano: 2025,
    descricao: null,
    pdfLink: null,
    pdfUrl: `/media/${"c4".repeat(32)}.pdf`,
  };

  const response = await send("PUT", `/api/newsletters/${id}`, changes);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ id, ...changes });
  expect(await (await fetch(`${server.url}/api/newsletters/${id}`)).json()).toEqual({
    id,
    ...changes,
  });
});

test("PUT with invalid input answers 400 and changes nothing", async () => {
  const { id } = await create();

  const response = await send("PUT", `/api/newsletters/${id}`, { ...valid, mes: 13 });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { mes: mesMessage },
  });
  expect(await (await fetch(`${server.url}/api/newsletters/${id}`)).json()).toEqual({
    id,
    ...valid,
  });
});

test("PUT /api/newsletters/:id of an unknown id answers 404 and stores nothing", async () => {
  const response = await send("PUT", "/api/newsletters/999", valid);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Newsletter não encontrada." });
  expect(await countRows()).toBe(0);
});

test("DELETE /api/newsletters/:id removes the newsletter and answers 204", async () => {
  const { id } = await create();

  const response = await send("DELETE", `/api/newsletters/${id}`);

  expect(response.status).toBe(204);
  expect(await countRows()).toBe(0);
  expect((await fetch(`${server.url}/api/newsletters/${id}`)).status).toBe(404);
});

test("DELETE /api/newsletters/:id of an unknown id answers 404", async () => {
  const response = await send("DELETE", "/api/newsletters/999");

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Newsletter não encontrada." });
});

test.each([
  ["without a token", {}],
  ["with a bad token", { authorization: "Bearer nao-existe" }],
])("writes %s answer 401 and change nothing", async (_case, headers: Record<string, string>) => {
  const { id } = await create();

  const responses = [
    await send("POST", "/api/newsletters", valid, headers),
    await send("PUT", `/api/newsletters/${id}`, { ...valid, titulo: "Outro" }, headers),
    await send("DELETE", `/api/newsletters/${id}`, undefined, headers),
  ];

  for (const response of responses) {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Autenticação necessária." });
  }
  expect(await countRows()).toBe(1);
  expect(await (await fetch(`${server.url}/api/newsletters/${id}`)).json()).toEqual({
    id,
    ...valid,
  });
});

test("GET answers 304 for the current ETag, and a write changes the next answer", async () => {
  const { id } = await create();
  const first = await fetch(`${server.url}/api/newsletters`);
  const etag = first.headers.get("etag") ?? "";

  const unchanged = await fetch(`${server.url}/api/newsletters`, { headers: revalidate(etag) });
  await send("PUT", `/api/newsletters/${id}`, { ...valid, titulo: "Título corrigido" });
  const changed = await fetch(`${server.url}/api/newsletters`, { headers: revalidate(etag) });

  expect(unchanged.status).toBe(304);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(await changed.json()).toEqual([{ id, ...valid, titulo: "Título corrigido" }]);
});
