import { afterEach, beforeEach, expect, test } from "vitest";
import { createTestAdmin } from "#tests/helpers/auth.ts";
import { startTestServer, type TestServer } from "#tests/helpers/test-server.ts";
import { SUBPROJETO_STATUS } from "./schema.ts";

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
  nome: "Desinformação em saúde no Pará",
  autor: "Ana Souza",
  resumo: "<p>Estudo sobre <strong>boatos</strong> de vacinas.</p>",
  dataInicio: "2024-03-05",
  local: "Belém",
  status: "em andamento",
  pdfUrl: "https://example.org/projeto.pdf",
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
  const response = await send("POST", "/api/subprojetos", { ...valid, ...overrides });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

function countRows() {
  return server.database.db
    .selectFrom("subprojetos")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

test("the statuses are the specification's six, in its order", () => {
  expect(SUBPROJETO_STATUS).toEqual([
    "aprovado no CEP",
    "em fase de coleta de dados",
    "em fase de análise de dados",
    "elaboração de manuscritos/ relatórios",
    "em andamento",
    "concluído",
  ]);
});

test("GET /api/subprojetos answers an empty array with public cache headers", async () => {
  const response = await fetch(`${server.url}/api/subprojetos`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(response.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(await response.json()).toEqual([]);
});

test("POST /api/subprojetos stores the sub-project and answers 201 with it", async () => {
  const response = await send("POST", "/api/subprojetos", valid);

  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: number };
  expect(body).toEqual({ id: expect.any(Number), ...valid });
  const row = await server.database.db
    .selectFrom("subprojetos")
    .select(["nome", "autor", "resumo", "data_inicio", "local", "status", "pdf_url"])
    .where("id", "=", body.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    nome: valid.nome,
    autor: valid.autor,
    resumo: valid.resumo,
    data_inicio: "2024-03-05",
    local: "Belém",
    status: "em andamento",
    pdf_url: "https://example.org/projeto.pdf",
  });
});

test.each([
  ["05/03/2024", "2024-03-05"],
  ["5/3/2024", "2024-03-05"],
  ["29/02/2024", "2024-02-29"],
])("POST converts the day/month/year date %s to %s", async (dataInicio, expected) => {
  const response = await send("POST", "/api/subprojetos", { ...valid, dataInicio });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ dataInicio: expected });
});

test("POST without a status stores the default 'aprovado no CEP'", async () => {
  const { status: _status, ...withoutStatus } = valid;

  const response = await send("POST", "/api/subprojetos", withoutStatus);

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ status: "aprovado no CEP" });
});

test.each(SUBPROJETO_STATUS)("POST accepts the status '%s'", async (status) => {
  const response = await send("POST", "/api/subprojetos", { ...valid, status });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ status });
});

test("POST turns an empty place and PDF address into null", async () => {
  const response = await send("POST", "/api/subprojetos", { ...valid, local: "  ", pdfUrl: "" });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ local: null, pdfUrl: null });
});

test("POST without place and PDF address answers them as null", async () => {
  const { local: _local, pdfUrl: _pdfUrl, ...rest } = valid;

  const response = await send("POST", "/api/subprojetos", rest);

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ local: null, pdfUrl: null });
});

test("POST accepts a PDF stored by the server as pdfUrl", async () => {
  const response = await send("POST", "/api/subprojetos", {
    ...valid,
    pdfUrl: `/media/${"3f".repeat(32)}.pdf`,
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ pdfUrl: `/media/${"3f".repeat(32)}.pdf` });
});

test("POST sanitises the summary and trims plain text", async () => {
  const response = await send("POST", "/api/subprojetos", {
    ...valid,
    nome: "  Projeto  ",
    resumo:
      '<p onclick="x()">Texto <a href="javascript:alert(1)">ruim</a></p><script>alert(1)</script><img src=x>',
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    nome: "Projeto",
    resumo: "<p>Texto <a>ruim</a></p>",
  });
});

test("POST with every required field missing answers 400 with each field and stores nothing", async () => {
  const response = await send("POST", "/api/subprojetos", {});

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: {
      nome: "Campo obrigatório.",
      autor: "Campo obrigatório.",
      resumo: "Campo obrigatório.",
      dataInicio: "Campo obrigatório.",
    },
  });
  expect(await countRows()).toBe(0);
});

const dateMessage = "Informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).";
const pdfMessage =
  "Informe um endereço que comece com http:// ou https://, ou um PDF enviado (/media/….pdf).";

test.each([
  ["nome", "   ", "Campo obrigatório."],
  ["nome", "x".repeat(201), "Use no máximo 200 caracteres."],
  ["autor", "", "Campo obrigatório."],
  ["autor", 42, "Campo obrigatório."],
  ["resumo", "<p><br></p>", "Campo obrigatório."],
  ["resumo", `<p>${"x".repeat(20_000)}</p>`, "Use no máximo 20000 caracteres."],
  ["resumo", "<script>alert(1)</script>", "Campo obrigatório."],
  ["resumo", "<p>   &nbsp; </p>", "Campo obrigatório."],
  ["dataInicio", "", "Campo obrigatório."],
  ["dataInicio", "31/02/2024", dateMessage],
  ["dataInicio", "2024-13-01", dateMessage],
  ["dataInicio", "2024/03/05", dateMessage],
  ["dataInicio", "05-03-2024", dateMessage],
  ["dataInicio", "amanhã", dateMessage],
  ["local", "x".repeat(201), "Use no máximo 200 caracteres."],
  ["status", "arquivado", "Escolha um dos status da lista."],
  ["status", "Em andamento", "Escolha um dos status da lista."],
  ["pdfUrl", "javascript:alert(1)", pdfMessage],
  ["pdfUrl", 5, pdfMessage],
  ["pdfUrl", "ftp://example.org/a.pdf", pdfMessage],
  ["pdfUrl", "/media/foto.pdf", pdfMessage],
  ["pdfUrl", `/media/${"ab".repeat(32)}.800x600.webp`, pdfMessage],
  ["pdfUrl", "/media/../segredo.pdf", pdfMessage],
])("POST with %s = %j answers 400 '%s' and stores nothing", async (field, value, message) => {
  const response = await send("POST", "/api/subprojetos", { ...valid, [field]: value });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { [field]: message },
  });
  expect(await countRows()).toBe(0);
});

test("POST with a body that is not an object answers 400", async () => {
  const response = await send("POST", "/api/subprojetos", ["nome"]);

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { _: "Envie os dados do subprojeto em JSON." },
  });
});

test("GET /api/subprojetos/:id answers the sub-project", async () => {
  const { id } = await create();

  const response = await fetch(`${server.url}/api/subprojetos/${id}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(await response.json()).toEqual({ id, ...valid });
});

test.each(["999", "abc", "0", "-1"])("GET /api/subprojetos/%s answers 404", async (id) => {
  const response = await fetch(`${server.url}/api/subprojetos/${id}`);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    error: id === "999" ? "Subprojeto não encontrado." : "Recurso não encontrado.",
  });
});

test("GET /api/subprojetos lists newest start date first, then newest id", async () => {
  const older = await create({ nome: "Antigo", dataInicio: "2022-01-10" });
  const newest = await create({ nome: "Novo", dataInicio: "15/06/2025" });
  const sameDayFirst = await create({ nome: "Mesmo dia A", dataInicio: "2023-05-01" });
  const sameDaySecond = await create({ nome: "Mesmo dia B", dataInicio: "2023-05-01" });

  const response = await fetch(`${server.url}/api/subprojetos`);

  const body = (await response.json()) as { id: number }[];
  expect(body.map((item) => item.id)).toEqual([
    newest.id,
    sameDaySecond.id,
    sameDayFirst.id,
    older.id,
  ]);
});

test("PUT /api/subprojetos/:id replaces the sub-project and answers 200", async () => {
  const { id } = await create();
  const changes = {
    nome: "Novo nome",
    autor: "Bruno Lima",
    resumo: "<h2>Resumo</h2><p>Atualizado</p>",
    dataInicio: "01/02/2025",
    local: "",
    status: "concluído",
    pdfUrl: null,
  };

  const response = await send("PUT", `/api/subprojetos/${id}`, changes);

  const expected = { id, ...changes, dataInicio: "2025-02-01", local: null };
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(expected);
  expect(await (await fetch(`${server.url}/api/subprojetos/${id}`)).json()).toEqual(expected);
});

test("PUT with invalid input answers 400 and changes nothing", async () => {
  const { id } = await create();

  const response = await send("PUT", `/api/subprojetos/${id}`, {
    ...valid,
    nome: "",
    dataInicio: "32/01/2024",
  });

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Dados inválidos.",
    details: { nome: "Campo obrigatório.", dataInicio: dateMessage },
  });
  expect(await (await fetch(`${server.url}/api/subprojetos/${id}`)).json()).toEqual({
    id,
    ...valid,
  });
});

test("PUT /api/subprojetos/:id of an unknown id answers 404 and stores nothing", async () => {
  const response = await send("PUT", "/api/subprojetos/999", valid);

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Subprojeto não encontrado." });
  expect(await countRows()).toBe(0);
});

test("DELETE /api/subprojetos/:id removes the sub-project and answers 204", async () => {
  const { id } = await create();

  const response = await send("DELETE", `/api/subprojetos/${id}`);

  expect(response.status).toBe(204);
  expect(await response.text()).toBe("");
  expect(await countRows()).toBe(0);
  expect((await fetch(`${server.url}/api/subprojetos/${id}`)).status).toBe(404);
});

test("DELETE /api/subprojetos/:id of an unknown id answers 404", async () => {
  const response = await send("DELETE", "/api/subprojetos/999");

  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: "Subprojeto não encontrado." });
});

test.each([
  ["without a token", {}],
  ["with a bad token", { authorization: "Bearer nao-existe" }],
])("writes %s answer 401 and change nothing", async (_case, headers: Record<string, string>) => {
  const { id } = await create();

  const responses = [
    await send("POST", "/api/subprojetos", valid, headers),
    await send("PUT", `/api/subprojetos/${id}`, { ...valid, nome: "Outro" }, headers),
    await send("DELETE", `/api/subprojetos/${id}`, undefined, headers),
  ];

  for (const response of responses) {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Autenticação necessária." });
  }
  expect(await countRows()).toBe(1);
  expect(await (await fetch(`${server.url}/api/subprojetos/${id}`)).json()).toEqual({
    id,
    ...valid,
  });
});

test("GET answers 304 for the current ETag, and a write changes the next answer", async () => {
  await create();
  const first = await fetch(`${server.url}/api/subprojetos`);
  const etag = first.headers.get("etag") ?? "";

  const unchanged = await fetch(`${server.url}/api/subprojetos`, { headers: revalidate(etag) });
  const { id } = await create({ nome: "Outro", dataInicio: "2030-01-01" });
  const changed = await fetch(`${server.url}/api/subprojetos`, { headers: revalidate(etag) });

  expect(unchanged.status).toBe(304);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
  expect(((await changed.json()) as { id: number }[])[0]?.id).toBe(id);
});
