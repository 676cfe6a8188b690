import { expect, test } from "vitest";
import { expectAnswer, invalid, useApiServer } from "#tests/helpers/api-server.ts";
import { insertFakeNews } from "#tests/helpers/content-rows.ts";
import { FILTER_MESSAGES, readRequestedFilter } from "./filter.ts";
import { PUBLIC_FAKE_NEWS_STATUS } from "./schema.ts";
import { listFakeNewsTemas } from "./service.ts";

const api = useApiServer({ clean: ["fake_news"] });

/** A small archive: each entry names what the filters look at. */
const ARCHIVE = {
  saudePa: {
    titulo: "Vacina no Pará",
    status: "desmentida",
    tags: "Saúde, Vacinas",
    uf: "PA",
    data_verificacao: "2026-03-10",
  },
  saudeAm: {
    titulo: "Chá no Amazonas",
    status: "verificada",
    tags: "saude",
    uf: "AM",
    data_verificacao: "2026-05-02",
  },
  saudePublicaPa: {
    titulo: "Hospital em Belém",
    status: "desmentida",
    tags: "Saúde Pública",
    uf: "PA",
    data_verificacao: "2026-07-01",
  },
  eleicoesPa: {
    titulo: "Urna em Santarém",
    status: "em_analise",
    tags: "Eleições, Saúde",
    uf: "PA",
    data_verificacao: "2026-06-30",
  },
  semTema: { titulo: "Sem tema", status: "desmentida", data_verificacao: "2026-01-01" },
};

/** Inserts the archive in its order and answers each entry's id by its name. */
async function insertArchive(): Promise<Record<keyof typeof ARCHIVE, number>> {
  const ids: Partial<Record<keyof typeof ARCHIVE, number>> = {};
  for (const [name, values] of Object.entries(ARCHIVE)) {
    ids[name as keyof typeof ARCHIVE] = await insertFakeNews(api.db, values);
  }
  return ids as Record<keyof typeof ARCHIVE, number>;
}

async function ids(path: string): Promise<number[]> {
  const response = await api.send("GET", path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }[]).map((item) => item.id);
}

type Archive = Awaited<ReturnType<typeof insertArchive>>;

test.each<[string, [query: string, expected: (rows: Archive) => number[]][]]>([
  [
    "?status answers only entries with that verdict, any of the three",
    [
      ["status=desmentida", (rows) => [rows.saudePublicaPa, rows.saudePa, rows.semTema]],
      ["status=em_analise", (rows) => [rows.eleicoesPa]],
    ],
  ],
  [
    "?tema matches a whole topic slug, whatever the tag's accents and case",
    [
      ["tema=saude", (rows) => [rows.eleicoesPa, rows.saudeAm, rows.saudePa]],
      ["tema=saude-publica", (rows) => [rows.saudePublicaPa]],
      ["tema=sau", () => []],
    ],
  ],
  [
    "?uf answers one state's entries, in lower or upper case",
    [
      ["uf=pa", (rows) => [rows.saudePublicaPa, rows.eleicoesPa, rows.saudePa]],
      ["uf=PA", (rows) => [rows.saudePublicaPa, rows.eleicoesPa, rows.saudePa]],
      ["uf=am", (rows) => [rows.saudeAm]],
    ],
  ],
  [
    "?de&ate keeps the entries verified within the period, both days included",
    [
      ["de=2026-03-10&ate=2026-06-30", (rows) => [rows.eleicoesPa, rows.saudeAm, rows.saudePa]],
      ["de=2026-06-30", (rows) => [rows.saudePublicaPa, rows.eleicoesPa]],
      ["ate=2026-03-09", (rows) => [rows.semTema]],
      ["de=2026-05-02&ate=2026-05-02", (rows) => [rows.saudeAm]],
    ],
  ],
  [
    " combines every filter",
    [
      ["status=desmentida&tema=saude&uf=pa&de=2026-01-01&ate=2026-06-30", (rows) => [rows.saudePa]],
      ["status=verificada&uf=pa", () => []],
    ],
  ],
])("GET /api/fake-news%s", async (_behaviour, cases) => {
  const rows = await insertArchive();

  for (const [query, expected] of cases) {
    expect(await ids(`/api/fake-news?${query}`), query).toEqual(expected(rows));
  }
});

test("a filtered list pages with the total of the filtered list and links that keep the filters", async () => {
  const created: number[] = [];
  for (let day = 1; day <= 5; day += 1) {
    created.push(
      await insertFakeNews(api.db, {
        titulo: `Checagem ${day}`,
        tags: "Clima",
        uf: "PA",
        data_verificacao: `2026-02-0${day}`,
      }),
    );
  }
  await insertFakeNews(api.db, { titulo: "Outro tema", tags: "Política", uf: "PA" });

  const response = await api.send("GET", "/api/fake-news?tema=clima&uf=pa&pagina=2&limite=2");

  expect(response.status).toBe(200);
  expect(((await response.json()) as { id: number }[]).map((item) => item.id)).toEqual([
    created[2],
    created[1],
  ]);
  expect(response.headers.get("x-total-count")).toBe("5");
  const query = "limite=2&tema=clima&uf=pa";
  expect(response.headers.get("link")).toBe(
    [
      `</api/fake-news?pagina=1&${query}>; rel="first"`,
      `</api/fake-news?pagina=1&${query}>; rel="prev"`,
      `</api/fake-news?pagina=3&${query}>; rel="next"`,
      `</api/fake-news?pagina=3&${query}>; rel="last"`,
    ].join(", "),
  );
});

test.each([
  ["an unknown verdict", "status=talvez", { status: FILTER_MESSAGES.status }],
  ["a verdict's label", "status=Desmentida", { status: FILTER_MESSAGES.status }],
  ["a topic that is not a slug", "tema=Sa%C3%BAde", { tema: FILTER_MESSAGES.tema }],
  ["an empty topic", "tema=", { tema: FILTER_MESSAGES.tema }],
  ["a topic with LIKE wildcards", "tema=%25", { tema: FILTER_MESSAGES.tema }],
  ["an unknown state", "uf=zz", { uf: FILTER_MESSAGES.uf }],
  ["a state's name", "uf=para", { uf: FILTER_MESSAGES.uf }],
  ["a day that does not exist", "de=2026-02-30", { de: FILTER_MESSAGES.de }],
  ["a day/month/year date", "ate=30/06/2026", { ate: FILTER_MESSAGES.ate }],
  ["a start after the end", "de=2026-07-01&ate=2026-06-30", { ate: FILTER_MESSAGES.periodo }],
  ["a repeated filter", "uf=pa&uf=am", { uf: FILTER_MESSAGES.uf }],
  [
    "several bad values",
    "status=x&uf=x&de=x",
    { status: FILTER_MESSAGES.status, uf: FILTER_MESSAGES.uf, de: FILTER_MESSAGES.de },
  ],
])("GET /api/fake-news answers 400 in Portuguese for %s", async (_case, query, details) => {
  await insertArchive();

  const response = await api.send("GET", `/api/fake-news?${query}`);

  await expectAnswer(response, 400, invalid(details));
});

test("the OpenAPI document lists the list's filters", async () => {
  const document = (await api.read("/api/openapi.json")) as {
    paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>;
  };

  const names = document.paths["/api/fake-news"]?.get.parameters
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => parameter.name);
  expect(names).toEqual([
    "pagina",
    "limite",
    "status",
    "tema",
    "uf",
    "de",
    "ate",
    "estado",
    "autor",
  ]);
});

test("a page's address is read leniently: the valid filters, and the names of those ignored", () => {
  const read = (search: string) =>
    readRequestedFilter(new URLSearchParams(search), PUBLIC_FAKE_NEWS_STATUS);

  expect(read("status=desmentida&tema=saude&uf=PA&de=2026-01-01&ate=2026-06-30")).toEqual({
    filter: {
      statuses: PUBLIC_FAKE_NEWS_STATUS,
      status: "desmentida",
      tema: "saude",
      uf: "PA",
      de: "2026-01-01",
      ate: "2026-06-30",
    },
    invalid: [],
    search: "status=desmentida&tema=saude&uf=pa&de=2026-01-01&ate=2026-06-30",
  });
  expect(read("status=&tema=&uf=&de=&ate=")).toEqual({
    filter: { statuses: PUBLIC_FAKE_NEWS_STATUS },
    invalid: [],
    search: "",
  });
  // A verdict the public list never shows is as unknown there as a made-up one.
  expect(read("status=em_analise&uf=zz&tema=saude")).toEqual({
    filter: { statuses: PUBLIC_FAKE_NEWS_STATUS, tema: "saude" },
    invalid: ["status", "uf"],
    search: "tema=saude",
  });
  expect(read("de=2026-07-01&ate=2026-06-30&uf=am")).toEqual({
    filter: { statuses: PUBLIC_FAKE_NEWS_STATUS, uf: "AM" },
    invalid: ["periodo"],
    search: "uf=am",
  });
  expect(read("de=ontem&ate=2026-06-30").invalid).toEqual(["de"]);
});

test("the topics offered are those of the entries a reader may see, by name, each once", async () => {
  await insertArchive();

  expect(await listFakeNewsTemas(api.db, { statuses: PUBLIC_FAKE_NEWS_STATUS })).toEqual([
    { nome: "Saúde", slug: "saude" },
    { nome: "Saúde Pública", slug: "saude-publica" },
    { nome: "Vacinas", slug: "vacinas" },
  ]);
});

test("an entry written through the API is found by the topic of each of its tags", async () => {
  const created = (await api.create("/api/fake-news", {
    titulo: "Boato",
    lead: "<p>Resumo</p>",
    conteudo: "<p>Texto</p>",
    status: "desmentida",
    data_verificacao: "2026-04-01",
    tags: "Água Potável, Meio Ambiente",
  })) as { id: number };

  expect(await ids("/api/fake-news?tema=agua-potavel")).toEqual([created.id]);
  expect(await ids("/api/fake-news?tema=meio-ambiente")).toEqual([created.id]);

  await api.send("PUT", `/api/fake-news/${created.id}`, {
    body: {
      titulo: "Boato",
      lead: "<p>Resumo</p>",
      conteudo: "<p>Texto</p>",
      status: "desmentida",
      data_verificacao: "2026-04-01",
      tags: "Clima",
    },
  });

  expect(await ids("/api/fake-news?tema=agua-potavel")).toEqual([]);
  expect(await ids("/api/fake-news?tema=clima")).toEqual([created.id]);
});
