import { XMLParser } from "fast-xml-parser";
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { parse as parseCsv } from "csv-parse/sync";
import { insertFakeNews, insertNoticia, insertUnderReview } from "#tests/helpers/content-rows.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { asCsvRow } from "#tests/helpers/open-data.ts";
import { databasePerTest, TEST_ORIGIN } from "#tests/helpers/database-per-test.ts";
import { servicesContext } from "../context.ts";
import { getMessages } from "../i18n/resources.ts";
import { SITE_NAME } from "../site.ts";
import { FEED_TITLES } from "../utils/feed-channels.ts";
import * as checagensCsv from "./dados-checagens-csv.ts";
import * as checagensJson from "./dados-checagens-json.ts";
import * as painelCsv from "./dados-painel-csv.ts";
import * as feedFakeNews from "./feed-fake-news.ts";
import * as feedNoticias from "./feed-noticias.ts";
import * as feed from "./feed.ts";
import * as robots from "./robots.ts";
import * as sitemapPage from "./sitemap-page.ts";
import * as sitemap from "./sitemap.ts";

/*
 * The feed, sitemap and robots.txt routes as the host calls them: the origin they write,
 * their headers and revalidation. What the documents hold is tested with the builders in
 * server/syndication/, on both engines.
 */

const database = databasePerTest();

type ResourceLoader = (args: never) => Response | Promise<Response>;

async function get(
  module: { loader: ResourceLoader },
  url: string,
  {
    publicUrl,
    headers = {},
    params = {},
  }: { publicUrl?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<Response> {
  const context = new RouterContextProvider(
    new Map([[servicesContext, { db: database().db, config: testConfig({ publicUrl }) }]]),
  );
  const request = new Request(url, { headers });
  return module.loader({ request, context, params } as never);
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" });

test("each feed answers RSS with a five-minute public lifetime and an ETag", async () => {
  for (const module of [feed, feedNoticias, feedFakeNews]) {
    const response = await get(module, "http://127.0.0.1:3000/feed.xml");

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(parser.parse(await response.text()).rss["@_version"]).toBe("2.0");
  }
});

test("with PUBLIC_URL every address of the feed is on it, whatever host the request named", async () => {
  const id = await insertNoticia(database().db, { titulo: "Notícia" });

  const response = await get(feed, "http://127.0.0.1:3000/feed.xml", { publicUrl: TEST_ORIGIN });

  const xml = await response.text();
  const channel = parser.parse(xml).rss.channel;
  expect(channel.link).toBe(`${TEST_ORIGIN}/`);
  expect(channel["atom:link"]["@_href"]).toBe(`${TEST_ORIGIN}/feed.xml`);
  expect(channel.item[0].link).toBe(`${TEST_ORIGIN}/noticia/${id}`);
  expect(channel.title).toBe("Observatório de Desinformação e Fake News da Amazônia");
  expect(xml).not.toContain("127.0.0.1");
});

test("without PUBLIC_URL the addresses are on the request's origin", async () => {
  const id = await insertNoticia(database().db, { titulo: "Notícia" });

  const response = await get(feedNoticias, "http://localhost:4000/noticias/feed.xml");

  const channel = parser.parse(await response.text()).rss.channel;
  expect(channel.link).toBe("http://localhost:4000/noticias");
  expect(channel.item[0].link).toBe(`http://localhost:4000/noticia/${id}`);
  expect(channel.title).toBe("Notícias | Observatório de Desinformação e Fake News da Amazônia");
});

test("a client that already has the document gets 304 without a body, until it changes", async () => {
  const first = await get(feed, "http://127.0.0.1:3000/feed.xml");
  const etag = first.headers.get("etag") ?? "";

  const again = await get(feed, "http://127.0.0.1:3000/feed.xml", {
    headers: { "if-none-match": `W/"other", ${etag}` },
  });
  await insertNoticia(database().db, { titulo: "Nova" });
  const changed = await get(feed, "http://127.0.0.1:3000/feed.xml", {
    headers: { "if-none-match": etag },
  });

  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("etag")).toBe(etag);
  expect(changed.status).toBe(200);
  expect(changed.headers.get("etag")).not.toBe(etag);
});

test("the sitemap is XML on PUBLIC_URL, and a file of a sitemap that is not split is not found", async () => {
  const response = await get(sitemap, "http://127.0.0.1:3000/sitemap.xml", {
    publicUrl: TEST_ORIGIN,
  });
  const page = await get(sitemapPage, "http://127.0.0.1:3000/sitemap/1.xml", {
    params: { page: "1.xml" },
  });
  const nonsense = await get(sitemapPage, "http://127.0.0.1:3000/sitemap/x.xml", {
    params: { page: "x.xml" },
  });

  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  expect(parser.parse(await response.text()).urlset.url[0].loc).toBe(`${TEST_ORIGIN}/`);
  expect(page.status).toBe(404);
  expect(nonsense.status).toBe(404);
});

test("robots.txt keeps the admin area out and points to the sitemap on the canonical origin", async () => {
  const onPublicUrl = await get(robots, "http://127.0.0.1:3000/robots.txt", {
    publicUrl: TEST_ORIGIN,
  });
  const onRequest = await get(robots, "http://localhost:4000/robots.txt");

  expect(onPublicUrl.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(onPublicUrl.headers.get("cache-control")).toBe("public, max-age=3600");
  expect(await onPublicUrl.text()).toBe(
    `User-agent: *\nDisallow: /admin\n\nSitemap: ${TEST_ORIGIN}/sitemap.xml\n`,
  );
  expect(await onRequest.text()).toContain("Sitemap: http://localhost:4000/sitemap.xml\n");
});

test("the feeds are named after the Portuguese titles of the lists they follow", () => {
  const pt = getMessages("pt");

  expect(FEED_TITLES).toEqual({
    site: SITE_NAME,
    noticias: `${pt["noticias.title"]} | ${SITE_NAME}`,
    "fake-news": `${pt["fakeNews.title"]} | ${SITE_NAME}`,
  });
});

test("the open data answers CSV and JSON with the same checks, on PUBLIC_URL, readable by other sites", async () => {
  const id = await insertFakeNews(database().db, {
    titulo: "Chá, limão e mel curam a gripe",
    status: "desmentida",
    verificador: "Ana",
  });
  await insertUnderReview(database().db);
  const options = { publicUrl: TEST_ORIGIN };

  const csv = await get(checagensCsv, "http://127.0.0.1:3000/dados/checagens.csv", options);
  const json = await get(checagensJson, "http://127.0.0.1:3000/dados/checagens.json", options);

  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
  expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
  for (const response of [csv, json]) {
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  }
  const checks = await json.json();
  const rows = parseCsv(await csv.text(), { columns: true });
  expect(checks).toEqual([
    {
      id,
      url: `${TEST_ORIGIN}/fake-news/${id}`,
      titulo: "Chá, limão e mel curam a gripe",
      resumo: "Resumo da checagem.",
      status: "desmentida",
      data_verificacao: "2026-03-01",
      verificador: "Ana",
      verdades: [],
      fontes: ["Fonte"],
      tags: [],
      uf: null,
      municipio: null,
      // Without a claim of its own, the title stands in; without a rating, the verdict's name.
      alegacao: "Chá, limão e mel curam a gripe",
      rotulo: null,
      rotulo_nome: "Desmentida",
      circulou_em: [],
      primeira_aparicao: null,
    },
  ]);
  expect(rows).toEqual(checks.map(asCsvRow));
});

test("the open files take the panel's filters, and each chart's CSV counts the same checks", async () => {
  const db = database().db;
  await insertFakeNews(db, { titulo: "Em Belém", uf: "PA", data_verificacao: "2026-10-02" });
  await insertFakeNews(db, { titulo: "Em Manaus", uf: "AM", data_verificacao: "2026-10-03" });
  await insertFakeNews(db, { titulo: "Antes", uf: "PA", data_verificacao: "2026-09-30" });
  const search = "?de=2026-10-01&ate=2026-10-31&uf=pa";

  const json = await get(checagensJson, `http://127.0.0.1:3000/dados/checagens.json${search}`);
  const csv = await get(checagensCsv, `http://127.0.0.1:3000/dados/checagens.csv${search}`);
  const estados = await get(
    painelCsv,
    `http://127.0.0.1:3000/dados/checagens-por-estado.csv${search}`,
  );
  const unknown = await get(painelCsv, "http://127.0.0.1:3000/dados/outro.csv");

  expect(((await json.json()) as { titulo: string }[]).map((item) => item.titulo)).toEqual([
    "Em Belém",
  ]);
  expect(parseCsv(await csv.text(), { columns: true })).toHaveLength(1);
  expect(estados.headers.get("Content-Type")).toBe("text/csv; charset=utf-8; header=present");
  expect(parseCsv(await estados.text(), { columns: true })).toEqual([{ uf: "PA", checagens: "1" }]);
  expect(unknown.status).toBe(404);
});
