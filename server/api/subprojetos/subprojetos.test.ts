import { expect, test } from "vitest";
import { expectAnswer, useApiServer } from "#tests/helpers/api-server.ts";
import { SUBPROJETOS, expectCreateRefused, itemCreator } from "#tests/helpers/content-areas.ts";
import { DEFAULT_SUBPROJETO_STATUS, SUBPROJETO_STATUS } from "./schema.ts";

// What every content area shares (404s, 401s, ETags, deletion…) is in ../content-areas.test.ts.
const api = useApiServer({ clean: ["subprojetos"] });
const { path, valid } = SUBPROJETOS;

const create = itemCreator(api, SUBPROJETOS);

test("the statuses are the specification's six, in its order, the first the default", () => {
  expect(SUBPROJETO_STATUS).toEqual([
    "aprovado no CEP",
    "em fase de coleta de dados",
    "em fase de análise de dados",
    "elaboração de manuscritos/ relatórios",
    "em andamento",
    "concluído",
  ]);
  expect(SUBPROJETO_STATUS[0]).toBe(DEFAULT_SUBPROJETO_STATUS);
});

test.each([
  ["05/03/2024", "2024-03-05"],
  ["5/3/2024", "2024-03-05"],
  ["29/02/2024", "2024-02-29"],
])("POST converts the day/month/year date %s to %s", async (dataInicio, expected) => {
  const response = await api.send("POST", path, { body: { ...valid, dataInicio } });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ dataInicio: expected });
});

test("POST without a status stores the default 'aprovado no CEP'", async () => {
  const { status: _status, ...withoutStatus } = valid;

  const response = await api.send("POST", path, { body: withoutStatus });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ status: "aprovado no CEP" });
});

test.each(SUBPROJETO_STATUS)("POST accepts the status '%s'", async (status) => {
  const response = await api.send("POST", path, { body: { ...valid, status } });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ status });
});

test("POST turns an empty place and PDF address into null", async () => {
  const response = await api.send("POST", path, { body: { ...valid, local: "  ", pdfUrl: "" } });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ local: null, pdfUrl: null });
});

test("POST without place and PDF address answers them as null", async () => {
  const { local: _local, pdfUrl: _pdfUrl, ...rest } = valid;

  const response = await api.send("POST", path, { body: rest });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ local: null, pdfUrl: null });
});

test("POST accepts a PDF stored by the server as pdfUrl", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      pdfUrl: `/media/${"3f".repeat(32)}.pdf`,
    },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ pdfUrl: `/media/${"3f".repeat(32)}.pdf` });
});

test("POST sanitises the summary and trims plain text", async () => {
  const response = await api.send("POST", path, {
    body: {
      ...valid,
      nome: "  Projeto  ",
      resumo:
        '<p onclick="x()">Texto <a href="javascript:alert(1)">ruim</a></p><script>alert(1)</script><img src=x>',
    },
  });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    nome: "Projeto",
    resumo: "<p>Texto <a>ruim</a></p>",
  });
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
])("POST with %s = %j answers 400 '%s' and stores nothing", (field, value, message) =>
  expectCreateRefused(api, SUBPROJETOS, { [field]: value }, { [field]: message }),
);

test("GET /api/subprojetos lists newest start date first, then newest id", async () => {
  const older = await create({ nome: "Antigo", dataInicio: "2022-01-10" });
  const newest = await create({ nome: "Novo", dataInicio: "15/06/2025" });
  const sameDayFirst = await create({ nome: "Mesmo dia A", dataInicio: "2023-05-01" });
  const sameDaySecond = await create({ nome: "Mesmo dia B", dataInicio: "2023-05-01" });

  const ids = await api.listIds(path);

  expect(ids).toEqual([newest.id, sameDaySecond.id, sameDayFirst.id, older.id]);
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

  const response = await api.send("PUT", `${path}/${id}`, { body: changes });

  const expected = { id, ...changes, dataInicio: "2025-02-01", local: null };
  await expectAnswer(response, 200, expected);
  const read = await api.send("GET", `${path}/${id}`, { authorization: api.authorization });
  expect(await read.json()).toEqual(expected);
});
