import { expect, test } from "vitest";
import { expectAnswer, invalid, revalidate, useApiServer } from "#tests/helpers/api-server.ts";
import { MAX_PAGE_SIZE, PAGING_MESSAGES } from "./collection-paging.ts";

const api = useApiServer({ clean: ["noticias", "fake_news", "subprojetos", "newsletters"] });

/** Inserts `count` news items straight into the table, item n published n minutes after the first. */
async function insertNoticias(count: number): Promise<number[]> {
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, index) => {
    const when = new Date(start + index * 60_000).toISOString();
    return {
      titulo: `Notícia ${index + 1}`,
      lead: "Lead",
      conteudo: "<p>Texto</p>",
      fontes: '["Fonte"]',
      data_publicacao: when,
      created_at: when,
      updated_at: when,
    };
  });
  const ids: number[] = [];
  // In slices: one statement's parameters stay under SQLite's limit.
  for (let from = 0; from < rows.length; from += 50) {
    const inserted = await api.db
      .insertInto("noticias")
      .values(rows.slice(from, from + 50))
      .returning("id")
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

const newestFirst = (ids: number[]) => [...ids].reverse();

async function idsOf(response: Response): Promise<number[]> {
  const body = (await response.json()) as { id: number }[];
  return body.map((item) => item.id);
}

test("GET /api/noticias without paging answers the newest 100 items with the total and page links", async () => {
  const ids = await insertNoticias(130);

  const response = await api.send("GET", "/api/noticias");

  expect(response.status).toBe(200);
  expect(await idsOf(response)).toEqual(newestFirst(ids).slice(0, MAX_PAGE_SIZE));
  expect(response.headers.get("x-total-count")).toBe("130");
  expect(response.headers.get("link")).toBe(
    '</api/noticias?pagina=1>; rel="first", </api/noticias?pagina=2>; rel="next", </api/noticias?pagina=2>; rel="last"',
  );
});

test("GET /api/noticias?pagina&limite answers that page, newest first, with prev, next and last", async () => {
  const ids = await insertNoticias(25);

  const response = await api.send("GET", "/api/noticias?pagina=2&limite=10");

  expect(response.status).toBe(200);
  expect(await idsOf(response)).toEqual(newestFirst(ids).slice(10, 20));
  expect(response.headers.get("x-total-count")).toBe("25");
  expect(response.headers.get("link")).toBe(
    [
      '</api/noticias?pagina=1&limite=10>; rel="first"',
      '</api/noticias?pagina=1&limite=10>; rel="prev"',
      '</api/noticias?pagina=3&limite=10>; rel="next"',
      '</api/noticias?pagina=3&limite=10>; rel="last"',
    ].join(", "),
  );
});

test("GET /api/noticias past the last page answers an empty list whose prev is the last page", async () => {
  await insertNoticias(5);

  const response = await api.send("GET", "/api/noticias?pagina=9&limite=2");

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([]);
  expect(response.headers.get("x-total-count")).toBe("5");
  expect(response.headers.get("link")).toContain('</api/noticias?pagina=3&limite=2>; rel="prev"');
});

test.each([
  ["pagina=0", { pagina: PAGING_MESSAGES.pagina }],
  ["pagina=-1", { pagina: PAGING_MESSAGES.pagina }],
  ["pagina=abc", { pagina: PAGING_MESSAGES.pagina }],
  ["pagina=1.5", { pagina: PAGING_MESSAGES.pagina }],
  ["pagina=1&pagina=2", { pagina: PAGING_MESSAGES.pagina }],
  ["limite=0", { limite: PAGING_MESSAGES.limite }],
  ["limite=101", { limite: PAGING_MESSAGES.limite }],
  ["limite=", { limite: PAGING_MESSAGES.limite }],
  ["pagina=x&limite=500", { pagina: PAGING_MESSAGES.pagina, limite: PAGING_MESSAGES.limite }],
])(
  "GET /api/noticias?%s answers 400 with the field's Portuguese message",
  async (query, details) => {
    await expectAnswer(await api.send("GET", `/api/noticias?${query}`), 400, invalid(details));
  },
);

test("a page's ETag changes when an item is removed from another page (the total changes)", async () => {
  const ids = await insertNoticias(3);
  const first = await api.send("GET", "/api/noticias?limite=1");
  const etag = first.headers.get("etag");

  await api.send("DELETE", `/api/noticias/${ids[0]}`);
  const again = await api.send("GET", "/api/noticias?limite=1", { headers: revalidate(etag) });

  expect(again.status).toBe(200);
  expect(again.headers.get("x-total-count")).toBe("2");
});

test("GET /api/fake-news pages every status, newest verification first", async () => {
  const dias = ["2026-01-01", "2026-01-03", "2026-01-02"];
  const statuses = ["verificada", "em_analise", "desmentida"] as const;
  const rows = dias.map((dia, index) => ({
    titulo: `Boato ${index}`,
    lead: "Lead",
    conteudo: "<p>Texto</p>",
    status: statuses[index]!,
    data_verificacao: dia,
    created_at: `${dia}T00:00:00.000Z`,
    updated_at: `${dia}T00:00:00.000Z`,
  }));
  const ids = (await api.db.insertInto("fake_news").values(rows).returning("id").execute()).map(
    (row) => row.id,
  );

  const first = await api.send("GET", "/api/fake-news?limite=2");
  const second = await api.send("GET", "/api/fake-news?limite=2&pagina=2");

  expect(await idsOf(first)).toEqual([ids[1], ids[2]]);
  expect(await idsOf(second)).toEqual([ids[0]]);
  expect(first.headers.get("x-total-count")).toBe("3");
});

test("GET /api/subprojetos and /api/newsletters take the same paging, in their own order", async () => {
  const subprojetos = await api.db
    .insertInto("subprojetos")
    .values(
      ["2025-01-01", "2025-03-01", "2025-02-01"].map((dia, index) => ({
        nome: `Projeto ${index}`,
        autor: "Autora",
        resumo: "<p>Resumo</p>",
        data_inicio: dia,
        status: "em andamento",
        created_at: `${dia}T00:00:00.000Z`,
        updated_at: `${dia}T00:00:00.000Z`,
      })),
    )
    .returning("id")
    .execute();
  const newsletters = await api.db
    .insertInto("newsletters")
    .values(
      [
        [1, 2025],
        [3, 2026],
        [12, 2025],
      ].map(([mes, ano], index) => ({
        titulo: `Boletim ${index}`,
        mes: Number(mes),
        ano: Number(ano),
        descricao: "Descrição",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })),
    )
    .returning("id")
    .execute();

  const subprojetosPage = await api.send("GET", "/api/subprojetos?pagina=1&limite=2");
  const newslettersPage = await api.send("GET", "/api/newsletters?pagina=2&limite=1");

  expect(await idsOf(subprojetosPage)).toEqual([subprojetos[1]!.id, subprojetos[2]!.id]);
  expect(subprojetosPage.headers.get("x-total-count")).toBe("3");
  expect(await idsOf(newslettersPage)).toEqual([newsletters[2]!.id]);
  expect(newslettersPage.headers.get("x-total-count")).toBe("3");
});

test("GET /api/equipe takes pagina and limite too", async () => {
  const response = await api.send("GET", "/api/equipe?limite=101");

  await expectAnswer(response, 400, invalid({ limite: PAGING_MESSAGES.limite }));
});
