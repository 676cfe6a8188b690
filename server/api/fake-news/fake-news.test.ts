import { expect, test } from "vitest";
import { expectAnswer } from "#tests/helpers/api-server.ts";
import {
  expectCreateRefused,
  FAKE_NEWS,
  itemCreator,
  NO_CLAIM,
} from "#tests/helpers/content-areas.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { hostedPng, useApiServerWithImageHost } from "#tests/helpers/images.ts";
import { PUBLIC_FAKE_NEWS_STATUS, publicFakeNews, type FakeNews } from "./schema.ts";
import { findFakeNewsById, listFakeNews } from "./service.ts";

// What every content area shares (404s, 401s, ETags…) is in ../content-areas.test.ts, and
// what fake news share with the news (images, captions) in ../articles.test.ts.
const { api, host } = useApiServerWithImageHost({
  adminName: "Vera Checadora",
  clean: ["fake_news"],
});
const { path } = FAKE_NEWS;

function validInput(overrides: Record<string, unknown> = {}) {
  return { ...FAKE_NEWS.valid, ...overrides };
}

const createFakeNews = itemCreator(api, FAKE_NEWS) as (
  overrides?: Record<string, unknown>,
) => Promise<FakeNews>;

/** Inserts the entries in this order, verified unless told, and answers their ids. */
async function insertEntries(
  ...entries: { titulo: string; data_verificacao: string; status?: string }[]
): Promise<number[]> {
  const ids: number[] = [];
  for (const values of entries) {
    ids.push(await insertFakeNews(api.db, { status: "verificada", ...values }));
  }
  return ids;
}

test("POST /api/fake-news accepts each of the three statuses", async () => {
  for (const status of ["verificada", "desmentida", "em_analise"]) {
    const body = await createFakeNews({ status });
    expect(body.status).toBe(status);
  }

  expect((await api.rows("fake_news")).map((row) => row.status)).toEqual([
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

  const response = await api.send("POST", path, { body: input });

  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({
    data_verificacao: today,
    verificador: "Vera Checadora",
  });
});

test("POST /api/fake-news stores absent optional fields and lists as null or empty", async () => {
  const response = await api.send("POST", path, {
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

  await expectAnswer(response, 201, {
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
    ...FAKE_NEWS.answered,
    revisao: 1,
  });
});

test("POST /api/fake-news keeps the truths as plain text", async () => {
  const body = await createFakeNews({ verdades: ["1 < 2 & 3 > 2"] });

  expect(body.verdades).toEqual(["1 < 2 & 3 > 2"]);
});

test.each([
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
  ["a truth is blank", { verdades: ["  "] }, { "verdades.0": "Informe a verdade." }],
  ["fontes is not a list", { fontes: "Fonte" }, { fontes: "Envie uma lista de textos." }],
])("POST /api/fake-news answers 400 and stores nothing when %s", (_case, overrides, details) =>
  expectCreateRefused(api, FAKE_NEWS, overrides, details),
);

test("GET /api/fake-news lists every status, newest verification first, then the latest added", async () => {
  const [older, sameDayFirst, sameDaySecond, middle] = await insertEntries(
    { titulo: "Antiga", data_verificacao: "2026-03-01" },
    { titulo: "Mesmo dia 1", data_verificacao: "2026-05-01", status: "desmentida" },
    { titulo: "Mesmo dia 2", data_verificacao: "2026-05-01", status: "em_analise" },
    { titulo: "Do meio", data_verificacao: "2026-04-01" },
  );

  const response = await api.send("GET", path);

  const list = (await response.json()) as { id: number }[];
  expect(list.map((item) => item.id)).toEqual([sameDaySecond, sameDayFirst, middle, older]);
});

test("listFakeNews narrows to the public statuses and honours the limit", async () => {
  const [verificada, , desmentida, antiga] = await insertEntries(
    { titulo: "V", data_verificacao: "2026-05-03", status: "verificada" },
    { titulo: "A", data_verificacao: "2026-05-04", status: "em_analise" },
    { titulo: "D", data_verificacao: "2026-05-02", status: "desmentida" },
    { titulo: "V2", data_verificacao: "2026-05-01", status: "verificada" },
  );

  const publicList = await listFakeNews(api.db, { statuses: PUBLIC_FAKE_NEWS_STATUS });
  const limited = await listFakeNews(api.db, {
    statuses: PUBLIC_FAKE_NEWS_STATUS,
    limit: 2,
  });
  const none = await listFakeNews(api.db, { statuses: [] });

  expect(publicList.map((item) => item.id)).toEqual([verificada, desmentida, antiga]);
  expect(limited.map((item) => item.id)).toEqual([verificada, desmentida]);
  expect(none).toEqual([]);
});

test("GET /api/fake-news/:id answers the entry whatever its status", async () => {
  const created = await createFakeNews({ status: "em_analise" });

  const response = await api.send("GET", `${path}/${created.id}`);

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(await response.json()).toEqual(publicFakeNews(created));
  // The service answers the entry; the API adds its revision number (decision 038) and
  // its second review's authors (decision 037).
  const { revisao: _revisao, autores_ciclo: _autores, ...entry } = created;
  expect(await findFakeNewsById(api.db, created.id)).toEqual(entry);
});

test("PUT /api/fake-news/:id replaces the fields and keeps the verifier when the form has none", async () => {
  const created = await createFakeNews();
  const nova = await hostedPng(host, "/nova.png", {
    width: 10,
    height: 10,
    background: { r: 5, g: 90, b: 5 },
  });

  // Stored and answered as sent.
  const kept = {
    titulo: "Título revisto",
    subtitulo: null,
    lead: "<p>Lead revisto</p>",
    conteudo: "<p>Texto revisto</p>",
    fontes: [],
    verdades: ["Verdade 1", "Verdade 2"],
    legendas: ["Nova"],
    alts: ["Imagem nova"],
    status: "verificada",
    data_verificacao: "2026-06-01",
  };

  const response = await api.send("PUT", `${path}/${created.id}`, {
    body: validInput({ ...kept, conclusao: "", imagens: [nova.address], verificador: null }),
  });

  expect(response.status).toBe(200);
  const expected = {
    id: created.id,
    ...kept,
    conclusao: null,
    imagens: [nova.url],
    verificador: "Equipe de Checagem",
    tags: null,
    uf: null,
    municipio: null,
    ...NO_CLAIM,
    revisao: 2,
  };
  // The editor gets the publication state too; anonymous readers only the entry.
  expect(await response.json()).toMatchObject({ ...expected, estado: "publicado" });
  expect(await (await api.send("GET", `${path}/${created.id}`)).json()).toEqual(expected);
});
