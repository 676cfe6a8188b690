import { expect, test } from "vitest";
import { expectAnswer, invalid, UNAUTHORIZED, useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import { renderFeed } from "../../syndication/feeds.ts";
import { listSitemapEntries } from "../../syndication/sitemap.ts";

const api = useApiServer({ clean: ["correcoes", "noticias", "fake_news"] });

const ERRO = "O texto dizia que a análise era de 2025.";
const MUDANCA = "A data da análise foi corrigida para 2026.";

async function createFakeNews(overrides: Record<string, unknown> = {}) {
  return api.create(FAKE_NEWS.path, { ...FAKE_NEWS.valid, ...overrides });
}

async function createNoticia() {
  return api.create(NOTICIAS.path, NOTICIAS.valid);
}

function correct(path: string, body: Record<string, unknown>, authorization?: string | null) {
  return api.send("POST", `${path}/correcoes`, { body, authorization });
}

test("POST /api/fake-news/:id/correcoes stores the correction and answers 201 with it", async () => {
  const item = await createFakeNews();

  const response = await correct(`/api/fake-news/${item.id}`, {
    data: "2026-05-12T14:30:00Z",
    erro: `  ${ERRO} `,
    mudanca: MUDANCA,
  });

  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body).toEqual({
    id: expect.any(Number),
    tipo: "fake-news",
    item_id: item.id,
    titulo: FAKE_NEWS.valid.titulo,
    data: "2026-05-12T14:30:00.000Z",
    erro: ERRO,
    mudanca: MUDANCA,
    status_anterior: null,
    status_novo: null,
  });
  const rows = await api.db.selectFrom("correcoes").selectAll().execute();
  expect(rows).toEqual([
    expect.objectContaining({
      id: body.id,
      noticia_id: null,
      fake_news_id: item.id,
      data: "2026-05-12T14:30:00.000Z",
      erro: ERRO,
      mudanca: MUDANCA,
    }),
  ]);
});

test("a correction without a date is dated now", async () => {
  const item = await createNoticia();
  const before = new Date().toISOString();

  const response = await correct(`/api/noticias/${item.id}`, { erro: ERRO, mudanca: MUDANCA });

  const after = new Date().toISOString();
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body.tipo).toBe("noticia");
  expect(body.data >= before && body.data <= after).toBe(true);
});

test("an invalid correction answers 400 in Portuguese and stores nothing", async () => {
  const item = await createNoticia();

  const response = await correct(`/api/noticias/${item.id}`, {
    data: "ontem",
    erro: " ",
    mudanca: "x".repeat(2001),
  });

  await expectAnswer(
    response,
    400,
    invalid({
      data: "Informe uma data e hora válidas.",
      erro: "Informe o que estava errado.",
      mudanca: "Use no máximo 2000 caracteres.",
    }),
  );
  expect(await api.count("correcoes")).toBe(0);
});

test("writes without a token answer 401 and change nothing", async () => {
  const item = await createFakeNews();
  const stored = await api.create(`/api/fake-news/${item.id}/correcoes`, {
    erro: ERRO,
    mudanca: MUDANCA,
  });

  await expectAnswer(
    await correct(`/api/fake-news/${item.id}`, { erro: ERRO, mudanca: MUDANCA }, null),
    401,
    UNAUTHORIZED,
  );
  await expectAnswer(
    await api.send("PUT", `/api/correcoes/${stored.id}`, {
      body: { erro: "outro", mudanca: "outra" },
      authorization: null,
    }),
    401,
    UNAUTHORIZED,
  );
  await expectAnswer(
    await api.send("DELETE", `/api/correcoes/${stored.id}`, { authorization: null }),
    401,
    UNAUTHORIZED,
  );
  const rows = await api.db.selectFrom("correcoes").select(["erro", "mudanca"]).execute();
  expect(rows).toEqual([{ erro: ERRO, mudanca: MUDANCA }]);
});

test("a correction of an unknown item answers 404", async () => {
  await expectAnswer(
    await correct("/api/fake-news/999999", { erro: ERRO, mudanca: MUDANCA }),
    404,
    { error: "Matéria não encontrada" },
  );
  await expectAnswer(await api.send("GET", "/api/noticias/999999/correcoes"), 404, {
    error: "Notícia não encontrada",
  });
  expect(await api.count("correcoes")).toBe(0);
});

test("a draft's corrections answer 404 to readers and are listed for signed-in editors", async () => {
  const draft = await createFakeNews({ estado: "rascunho" });
  const path = `/api/fake-news/${String(draft.id)}`;
  expect((await correct(path, { erro: ERRO, mudanca: MUDANCA })).status).toBe(201);

  await expectAnswer(await api.send("GET", `${path}/correcoes`), 404, {
    error: "Matéria não encontrada",
  });
  const editors = await api.send("GET", `${path}/correcoes`, { authorization: api.authorization });
  expect(editors.status).toBe(200);
  expect(((await editors.json()) as unknown[]).length).toBe(1);
});

test("PUT /api/correcoes/:id replaces the texts and DELETE removes the correction", async () => {
  const item = await createFakeNews();
  const stored = await api.create(`/api/fake-news/${item.id}/correcoes`, {
    data: "2026-05-12T10:00:00Z",
    erro: ERRO,
    mudanca: MUDANCA,
  });

  const updated = await api.send("PUT", `/api/correcoes/${stored.id}`, {
    body: { data: "2026-05-13T09:00:00Z", erro: "Outro erro", mudanca: "Outra mudança" },
  });

  await expectAnswer(updated, 200, {
    ...stored,
    data: "2026-05-13T09:00:00.000Z",
    erro: "Outro erro",
    mudanca: "Outra mudança",
  });
  expect((await api.send("DELETE", `/api/correcoes/${stored.id}`)).status).toBe(204);
  expect(await api.count("correcoes")).toBe(0);
  await expectAnswer(await api.send("DELETE", `/api/correcoes/${stored.id}`), 404, {
    error: "Correção não encontrada",
  });
});

test("GET /api/correcoes lists public items' corrections newest first, in pages", async () => {
  const noticia = await createNoticia();
  const fakeNews = await createFakeNews();
  const emAnalise = await createFakeNews({ status: "em_analise" });
  for (const [path, data] of [
    [`/api/noticias/${noticia.id}`, "2026-05-01T10:00:00Z"],
    [`/api/fake-news/${fakeNews.id}`, "2026-05-03T10:00:00Z"],
    [`/api/fake-news/${emAnalise.id}`, "2026-05-04T10:00:00Z"],
    [`/api/noticias/${noticia.id}`, "2026-05-02T10:00:00Z"],
  ] as const) {
    expect((await correct(path, { data, erro: ERRO, mudanca: MUDANCA })).status).toBe(201);
  }

  const first = await api.send("GET", "/api/correcoes?limite=2");
  const second = await api.send("GET", "/api/correcoes?pagina=2&limite=2");

  expect(first.status).toBe(200);
  expect(first.headers.get("x-total-count")).toBe("3");
  expect(first.headers.get("link")).toBe(
    '</api/correcoes?pagina=1&limite=2>; rel="first", </api/correcoes?pagina=2&limite=2>; rel="next", </api/correcoes?pagina=2&limite=2>; rel="last"',
  );
  const page1 = (await first.json()) as { tipo: string; item_id: number; data: string }[];
  const page2 = (await second.json()) as { tipo: string; item_id: number; data: string }[];
  expect([...page1, ...page2].map((c) => [c.tipo, c.item_id, c.data])).toEqual([
    ["fake-news", fakeNews.id, "2026-05-03T10:00:00.000Z"],
    ["noticia", noticia.id, "2026-05-02T10:00:00.000Z"],
    ["noticia", noticia.id, "2026-05-01T10:00:00.000Z"],
  ]);
  const ofItem = await api.read<{ data: string }[]>(`/api/noticias/${noticia.id}/correcoes`);
  expect(ofItem.map((c) => c.data)).toEqual([
    "2026-05-02T10:00:00.000Z",
    "2026-05-01T10:00:00.000Z",
  ]);
  await expectAnswer(await api.send("GET", "/api/correcoes?pagina=0"), 400, {
    error: "Dados inválidos.",
    details: { pagina: "Informe a página como um número inteiro a partir de 1." },
  });
});

test("an update that changes the verdict records a correction with both verdicts", async () => {
  const item = await createFakeNews({ status: "em_analise" });

  const response = await api.send("PUT", `${FAKE_NEWS.path}/${item.id}`, {
    body: { ...FAKE_NEWS.valid, status: "desmentida" },
  });

  expect(response.status).toBe(200);
  const corrections = await api.read<Record<string, unknown>[]>(
    `/api/fake-news/${item.id}/correcoes`,
  );
  expect(corrections).toEqual([
    {
      id: expect.any(Number),
      tipo: "fake-news",
      item_id: item.id,
      titulo: FAKE_NEWS.valid.titulo,
      data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      erro: null,
      mudanca: null,
      status_anterior: "em_analise",
      status_novo: "desmentida",
    },
  ]);
  const [row] = await api.rows("fake_news");
  expect(corrections[0]!.data).toBe(row!.updated_at);
});

test("an update that keeps the verdict records nothing", async () => {
  const item = await createFakeNews();

  const response = await api.send("PUT", `${FAKE_NEWS.path}/${item.id}`, {
    body: { ...FAKE_NEWS.valid, titulo: "Outro título" },
  });

  expect(response.status).toBe(200);
  expect(await api.count("correcoes")).toBe(0);
});

test("a refused update records no verdict change", async () => {
  const item = await createFakeNews();

  const response = await api.send("PUT", `${FAKE_NEWS.path}/${item.id}`, {
    body: { ...FAKE_NEWS.valid, status: "verificada", titulo: "" },
  });

  expect(response.status).toBe(400);
  expect(await api.count("correcoes")).toBe(0);
});

test("deleting an item deletes its corrections", async () => {
  const noticia = await createNoticia();
  const fakeNews = await createFakeNews();
  await api.create(`/api/noticias/${noticia.id}/correcoes`, { erro: ERRO, mudanca: MUDANCA });
  await api.create(`/api/fake-news/${fakeNews.id}/correcoes`, { erro: ERRO, mudanca: MUDANCA });

  expect((await api.send("DELETE", `${NOTICIAS.path}/${noticia.id}`)).status).toBe(204);
  expect(await api.db.selectFrom("correcoes").select("fake_news_id").execute()).toEqual([
    { fake_news_id: fakeNews.id },
  ]);
  expect((await api.send("DELETE", `${FAKE_NEWS.path}/${fakeNews.id}`)).status).toBe(204);
  expect(await api.count("correcoes")).toBe(0);
});

test("the sitemap and the feeds date a corrected item by its newest correction", async () => {
  const item = await createFakeNews();
  const [row] = await api.rows("fake_news");
  const later = new Date(Date.parse(row!.updated_at) + 3_600_000).toISOString();
  await api.create(`/api/fake-news/${item.id}/correcoes`, {
    data: later,
    erro: ERRO,
    mudanca: MUDANCA,
  });

  const entries = await listSitemapEntries(api.db);
  const feed = await renderFeed(api.db, {
    name: "fake-news",
    origin: "https://observatorio.example.org",
    channel: { title: "Fake News", description: "Checagens" },
  });

  expect(entries).toContainEqual({ path: `/fake-news/${item.id}`, lastmod: later });
  expect(entries).toContainEqual({ path: "/correcoes", lastmod: later });
  expect(feed).toContain(`<atom:updated>${later}</atom:updated>`);
  expect(feed).toContain(`<lastBuildDate>${new Date(later).toUTCString()}</lastBuildDate>`);
});
