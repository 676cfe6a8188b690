import axe from "axe-core";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { seriousAxeViolations } from "#tests/helpers/axe.ts";
import { hydrated, useBrowser } from "#tests/helpers/browser-session.ts";
import { apiCall, loginToken } from "#tests/helpers/site-api.ts";

const baseUrl = inject("baseUrl");
const { newPage } = useBrowser();

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === "item" || name === "url",
});

/** An answer checked for its status and content type, then read as well-formed XML. */
async function fetchXml(path: string, contentType: string) {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(contentType);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

const TITLE = `Boato "da vez" <urgente> & cia`;
let token: string;
let noticia: { id: number };
let fakeNews: { id: number };

beforeAll(async () => {
  token = await loginToken(baseUrl);
  noticia = await apiCall(baseUrl, "POST", "/noticias", {
    token,
    body: {
      titulo: TITLE,
      lead: "<p>Resumo &amp; contexto.</p>",
      conteudo: "<p>Texto.</p>",
      fontes: ["Fonte"],
      tags: "saúde, vacinas",
    },
  });
  fakeNews = await apiCall(baseUrl, "POST", "/fake-news", {
    token,
    body: {
      titulo: "Chá cura a dengue",
      lead: "<p>Áudio viral.</p>",
      conteudo: "<p>Não cura.</p>",
      status: "desmentida",
      data_verificacao: "2026-03-10",
    },
  });
});

afterAll(async () => {
  await apiCall(baseUrl, "DELETE", `/noticias/${noticia.id}`, { token });
  await apiCall(baseUrl, "DELETE", `/fake-news/${fakeNews.id}`, { token });
});

test("the feeds are served as RSS with the new items on the site's address, escaped", async () => {
  const site = await fetchXml("/feed.xml", "application/rss+xml; charset=utf-8");
  const noticias = await fetchXml("/noticias/feed.xml", "application/rss+xml; charset=utf-8");
  const checks = await fetchXml("/fake-news/feed.xml", "application/rss+xml; charset=utf-8");

  const links = (feed: { rss: { channel: { item?: { link: string }[] } } }) =>
    (feed.rss.channel.item ?? []).map((item) => item.link);
  expect(links(site)).toEqual(
    expect.arrayContaining([
      `${baseUrl}/noticia/${noticia.id}`,
      `${baseUrl}/fake-news/${fakeNews.id}`,
    ]),
  );
  expect(links(noticias)).toContain(`${baseUrl}/noticia/${noticia.id}`);
  expect(links(noticias)).not.toContain(`${baseUrl}/fake-news/${fakeNews.id}`);
  expect(links(checks)).toEqual([`${baseUrl}/fake-news/${fakeNews.id}`]);
  const item = noticias.rss.channel.item.find(
    (candidate: { link: string }) => candidate.link === `${baseUrl}/noticia/${noticia.id}`,
  );
  expect(item.title).toBe(TITLE);
  expect(item.description).toBe("Resumo & contexto.");
});

test("every address of the sitemap is an absolute address of a page that answers 200", async () => {
  const sitemap = await fetchXml("/sitemap.xml", "application/xml; charset=utf-8");

  const addresses: string[] = sitemap.urlset.url.map((url: { loc: string }) => url.loc);
  expect(addresses).toEqual(
    expect.arrayContaining([
      `${baseUrl}/`,
      `${baseUrl}/noticia/${noticia.id}`,
      `${baseUrl}/fake-news/${fakeNews.id}`,
      `${baseUrl}/tema/saude`,
      `${baseUrl}/tema/vacinas`,
    ]),
  );
  for (const address of addresses) {
    expect(address.startsWith(`${baseUrl}/`)).toBe(true);
    const response = await fetch(address);
    expect({ address, status: response.status }).toEqual({ address, status: 200 });
  }
});

test("robots.txt keeps the admin area out and names the sitemap", async () => {
  const response = await fetch(`${baseUrl}/robots.txt`);

  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(
    `User-agent: *\nDisallow: /admin\n\nSitemap: ${baseUrl}/sitemap.xml\n`,
  );
});

test("every public page announces the three feeds in its head, and they can be followed", async () => {
  const page = await newPage({ javaScriptEnabled: false });

  for (const path of ["/", `/noticia/${noticia.id}`, "/fake-news", "/pagina-que-nao-existe"]) {
    await page.goto(`${baseUrl}${path}`);
    const feeds = await page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("href"), link.getAttribute("title")]),
      );
    expect({ path, feeds }).toEqual({
      path,
      feeds: [
        ["/feed.xml", "Observatório de Desinformação e Fake News da Amazônia"],
        ["/noticias/feed.xml", "Notícias | Observatório de Desinformação e Fake News da Amazônia"],
        [
          "/fake-news/feed.xml",
          "Fake News Verificadas | Observatório de Desinformação e Fake News da Amazônia",
        ],
      ],
    });
  }
  for (const href of ["/feed.xml", "/noticias/feed.xml", "/fake-news/feed.xml"]) {
    const response = await fetch(new URL(href, page.url()));
    expect({ href, status: response.status }).toEqual({ href, status: 200 });
  }
});

test("/dados renders on the server without JavaScript, in the visitor's language", async () => {
  const page = await newPage({ javaScriptEnabled: false });

  await page.goto(`${baseUrl}/`);
  await page.getByRole("contentinfo").getByRole("link", { name: "Dados abertos" }).click();
  await page.waitForURL(`${baseUrl}/dados`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dados abertos");
  expect(
    await page.getByRole("table", { name: "Campos de cada checagem" }).getByRole("row").count(),
  ).toBe(18);
  await page.goto(`${baseUrl}/dados?lng=en`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Open data");
  expect(await page.getByRole("link", { name: "Fact-checks as CSV" }).getAttribute("href")).toBe(
    "/dados/checagens.csv",
  );
});

test("every link of /dados answers, and the CSV and the JSON hold the same published checks", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/dados`);

  const hrefs = await page
    .locator("main a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  // The panel's own links (its CSV files; states and topics once checks name them), then
  // the open files, the feeds and the sitemap.
  expect(hrefs).toEqual(
    expect.arrayContaining([
      "/dados/checagens-por-mes.csv",
      "/dados/checagens.csv",
      "/dados/checagens.json",
      "/feed.xml",
      "/noticias/feed.xml",
      "/fake-news/feed.xml",
      "/sitemap.xml",
    ]),
  );
  for (const href of new Set(hrefs)) {
    const response = await fetch(new URL(href, page.url()));
    expect({ href, status: response.status }).toEqual({ href, status: 200 });
  }
  const json = await (await fetch(`${baseUrl}/dados/checagens.json`)).json();
  const csv = await fetch(`${baseUrl}/dados/checagens.csv`);
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
  const rows: { url: string }[] = parseCsv(await csv.text(), { columns: true });
  expect(rows.length).toBe(json.length);
  expect(rows.map((row) => row.url)).toEqual(json.map((check: { url: string }) => check.url));
  expect(json).toContainEqual(
    expect.objectContaining({
      id: fakeNews.id,
      url: `${baseUrl}/fake-news/${fakeNews.id}`,
      titulo: "Chá cura a dengue",
      status: "desmentida",
      data_verificacao: "2026-03-10",
    }),
  );
});

test("axe-core finds nothing serious on /dados, and nothing at all in its content", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/dados`);
  await hydrated(page);

  expect(await seriousAxeViolations(page)).toEqual([]);
  // Evaluated rather than added as a <script>: the site's CSP blocks inline scripts.
  // Every impact, within the page's own content (the shared layout has its own tests).
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run("main", {
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => [
      violation.id,
      violation.nodes.map((node) => node.target.join(" ")),
    ]);
  });
  expect(violations).toEqual([]);
});

test("a news item's tags lead to their topic pages, which list it", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${baseUrl}/noticia/${noticia.id}`);

  await page.getByRole("list", { name: "Temas" }).getByRole("link", { name: "saúde" }).click();
  await page.waitForURL(`${baseUrl}/tema/saude`);

  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tema: saúde");
  const card = page.locator("main article").filter({ hasText: TITLE });
  expect(await card.getByRole("link", { name: "Ler mais" }).getAttribute("href")).toBe(
    `/noticia/${noticia.id}`,
  );
  const otherSpelling = await fetch(`${baseUrl}/tema/Sa%C3%BAde`, { redirect: "manual" });
  expect(otherSpelling.status).toBe(301);
  expect(otherSpelling.headers.get("location")).toBe("/tema/saude");
  expect((await fetch(`${baseUrl}/tema/tema-que-ninguem-usa`)).status).toBe(404);
});

test("axe-core finds nothing serious on a topic's page", async () => {
  const page = await newPage();
  await page.goto(`${baseUrl}/tema/vacinas`);
  await hydrated(page);

  expect(await seriousAxeViolations(page)).toEqual([]);
});
