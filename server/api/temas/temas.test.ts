import { expect, test } from "vitest";
import { useApiServer } from "#tests/helpers/api-server.ts";
import { FAKE_NEWS, NOTICIAS } from "#tests/helpers/content-areas.ts";
import { listPublicArticles } from "./service.ts";

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
