import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import { listPublicArticles, listPublicArticlesPage } from "./service.ts";

const api = useApiServer({ clean: ["noticias", "fake_news"] });

const noticia = (fields: Record<string, unknown>) =>
  api.create(NOTICIAS.path, { ...NOTICIAS.valid, ...fields });
const fakeNews = (fields: Record<string, unknown>) =>
  api.create(FAKE_NEWS.path, { ...FAKE_NEWS.valid, ...fields });

test("GET /api/temas counts each topic over news and public fake news, the most used first", async () => {
  await noticia({ tags: "Saúde, vacinas" });
  await noticia({ tags: "saude, Amazônia" });
  await fakeNews({ tags: "SAÚDE, Água", status: "desmentida" });
  // Under analysis: not public, so not counted.
  await fakeNews({ tags: "saúde, segredo", status: "em_analise" });

  const response = await api.send("GET", "/api/temas");

  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("public");
  expect(await response.json()).toEqual([
    // Spelt as the newest item carrying it: the news item published last.
    { nome: "saude", slug: "saude", total: 3 },
    { nome: "Água", slug: "agua", total: 1 },
    { nome: "Amazônia", slug: "amazonia", total: 1 },
    { nome: "vacinas", slug: "vacinas", total: 1 },
  ]);
});

test("GET /api/temas answers an empty list when nothing is tagged", async () => {
  await noticia({ tags: "" });

  const response = await api.send("GET", "/api/temas");

  expect(await response.json()).toEqual([]);
});

test("a state's public articles mix both kinds, newest first, and leave other states out", async () => {
  const older = await noticia({ uf: "PA" });
  await api.db
    .updateTable("noticias")
    .set({ data_publicacao: "2026-01-01T12:00:00.000Z" })
    .where("id", "=", older.id)
    .execute();
  const checked = await fakeNews({ uf: "pa", data_verificacao: "2026-02-01" });
  await fakeNews({ uf: "PA", status: "em_analise" });
  await noticia({ uf: "AM" });
  const newest = await noticia({ uf: "PA" });

  const articles = await listPublicArticles(api.db, { uf: "PA" });

  expect(articles.map(({ tipo, item }) => [tipo, item.id])).toEqual([
    ["noticia", newest.id],
    ["fake-news", checked.id],
    ["noticia", older.id],
  ]);
});

async function datedNoticia(fields: Record<string, unknown>, data: string) {
  const created = await noticia(fields);
  await api.db
    .updateTable("noticias")
    .set({ data_publicacao: data })
    .where("id", "=", created.id)
    .execute();
  return created.id;
}

const idsOf = (articles: { tipo: string; item: { id: number } }[]) =>
  articles.map(({ tipo, item }) => `${tipo} ${item.id}`);

test("a page of a state's articles is the same slice of the order the whole list has", async () => {
  await datedNoticia({ uf: "PA" }, "2026-01-01T12:00:00.000Z");
  await fakeNews({ uf: "PA", data_verificacao: "2026-02-01" });
  await fakeNews({ uf: "PA", data_verificacao: "2026-02-01" });
  await datedNoticia({ uf: "PA" }, "2026-02-01T09:00:00.000Z");
  await fakeNews({ uf: "PA", status: "em_analise" });
  await noticia({ uf: "AM" });
  await noticia({ uf: "PA", estado: "rascunho" });
  await datedNoticia({ uf: "PA" }, "2026-03-01T12:00:00.000Z");
  const whole = idsOf(await listPublicArticles(api.db, { uf: "PA" }));
  expect(whole).toHaveLength(5);

  for (const [offset, limit] of [
    [0, 2],
    [2, 2],
    [4, 2],
    [0, 12],
  ] as const) {
    const page = await listPublicArticlesPage(api.db, { uf: "PA" }, { offset, limit });
    expect(idsOf(page.items)).toEqual(whole.slice(offset, offset + limit));
    expect(page.total).toBe(5);
  }
});

test("a topic's page finds both kinds by any spelling of the tag, and only public ones", async () => {
  const vacinas = await noticia({ tags: "Saúde, vacinas" });
  const checagem = await fakeNews({ tags: "SAÚDE", status: "desmentida" });
  await fakeNews({ tags: "saude", status: "em_analise" });
  await noticia({ tags: "saúde-pública" });
  await noticia({ tags: "saude", estado: "rascunho" });

  const page = await listPublicArticlesPage(api.db, { tema: "saude" }, { offset: 0, limit: 12 });

  expect(idsOf(page.items).sort()).toEqual(
    [`noticia ${vacinas.id}`, `fake-news ${checagem.id}`].sort(),
  );
  expect(page.total).toBe(2);
});

test("a tag changed by an update moves the item to its new topic", async () => {
  const created = await noticia({ tags: "saúde" });
  const updated = await api.send("PUT", `${NOTICIAS.path}/${created.id}`, {
    body: { ...NOTICIAS.valid, tags: "Água" },
  });
  expect(updated.status).toBe(200);

  const saude = await listPublicArticlesPage(api.db, { tema: "saude" }, { offset: 0, limit: 12 });
  const agua = await listPublicArticlesPage(api.db, { tema: "agua" }, { offset: 0, limit: 12 });

  expect(saude.total).toBe(0);
  expect(idsOf(agua.items)).toEqual([`noticia ${created.id}`]);
});
