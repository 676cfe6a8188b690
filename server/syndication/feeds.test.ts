import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, test } from "vitest";
import { insertFakeNews, insertNoticia, insertUnderReview } from "#tests/helpers/content-rows.ts";
import { databasePerTest, TEST_ORIGIN } from "#tests/helpers/database-per-test.ts";
import { FEED_LIMIT, renderFeed } from "./feeds.ts";
import type { FeedName } from "./feed-paths.ts";

const CHANNEL = { title: "Observatório & Cia", description: "Checagens <e> notícias" };

const database = databasePerTest();

type Item = {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  description: string;
  pubDate: string;
  "dc:creator"?: string;
  category?: string[];
};

/** The feed, checked to be well-formed XML, as a parser reads it. */
async function readFeed(name: FeedName, origin = TEST_ORIGIN) {
  const xml = await renderFeed(database().db, { name, origin, channel: CHANNEL });
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (tagName) => tagName === "item" || tagName === "category",
  }).parse(xml);
  const channel = parsed.rss.channel;
  return {
    xml,
    rss: parsed.rss,
    channel,
    items: (channel.item ?? []) as Item[],
  };
}

async function seedBothFamilies() {
  const db = database().db;
  const older = await insertNoticia(db, {
    titulo: "Notícia antiga",
    data_publicacao: "2026-03-01T09:00:00.000Z",
    autor: "Ana",
    tags: "saúde, vacinas ,,",
  });
  const newer = await insertNoticia(db, {
    titulo: "Notícia recente",
    data_publicacao: "2026-03-05T09:00:00.000Z",
  });
  const debunked = await insertFakeNews(db, {
    titulo: "Chá cura a dengue",
    status: "desmentida",
    data_verificacao: "2026-03-03",
    verificador: "Bruno",
  });
  const verified = await insertFakeNews(db, {
    titulo: "Vacina é gratuita",
    status: "verificada",
    data_verificacao: "2026-03-06",
  });
  await insertUnderReview(db);
  return { older, newer, debunked, verified };
}

test("the site feed is RSS 2.0 with news and settled checks together, newest first", async () => {
  const ids = await seedBothFamilies();

  const { rss, channel, items } = await readFeed("site");

  expect(rss["@_version"]).toBe("2.0");
  expect(channel.title).toBe("Observatório & Cia");
  expect(channel.description).toBe("Checagens <e> notícias");
  expect(channel.link).toBe(`${TEST_ORIGIN}/`);
  expect(channel.language).toBe("pt-BR");
  expect(channel.lastBuildDate).toBe("Fri, 06 Mar 2026 00:00:00 GMT");
  expect(channel["atom:link"]).toEqual({
    "@_href": `${TEST_ORIGIN}/feed.xml`,
    "@_rel": "self",
    "@_type": "application/rss+xml",
  });
  expect(items.map((item) => item.link)).toEqual([
    `${TEST_ORIGIN}/fake-news/${ids.verified}`,
    `${TEST_ORIGIN}/noticia/${ids.newer}`,
    `${TEST_ORIGIN}/fake-news/${ids.debunked}`,
    `${TEST_ORIGIN}/noticia/${ids.older}`,
  ]);
  expect(items[3]).toEqual({
    title: "Notícia antiga",
    link: `${TEST_ORIGIN}/noticia/${ids.older}`,
    guid: { "#text": `${TEST_ORIGIN}/noticia/${ids.older}`, "@_isPermaLink": "true" },
    description: "Resumo da notícia.",
    pubDate: "Sun, 01 Mar 2026 09:00:00 GMT",
    "dc:creator": "Ana",
    category: ["saúde", "vacinas"],
  });
  expect(items[2]).toEqual({
    title: "Chá cura a dengue",
    link: `${TEST_ORIGIN}/fake-news/${ids.debunked}`,
    guid: { "#text": `${TEST_ORIGIN}/fake-news/${ids.debunked}`, "@_isPermaLink": "true" },
    description: "Resumo da checagem.",
    pubDate: "Tue, 03 Mar 2026 00:00:00 GMT",
    "dc:creator": "Bruno",
    category: ["desmentida"],
  });
});

test("the news feed carries only news, and the fake-news feed only verified and debunked checks", async () => {
  const ids = await seedBothFamilies();

  const noticias = await readFeed("noticias");
  const fakeNews = await readFeed("fake-news");

  expect(noticias.channel.link).toBe(`${TEST_ORIGIN}/noticias`);
  expect(noticias.channel["atom:link"]["@_href"]).toBe(`${TEST_ORIGIN}/noticias/feed.xml`);
  expect(noticias.items.map((item) => item.link)).toEqual([
    `${TEST_ORIGIN}/noticia/${ids.newer}`,
    `${TEST_ORIGIN}/noticia/${ids.older}`,
  ]);
  expect(fakeNews.channel.link).toBe(`${TEST_ORIGIN}/fake-news`);
  expect(fakeNews.channel["atom:link"]["@_href"]).toBe(`${TEST_ORIGIN}/fake-news/feed.xml`);
  expect(fakeNews.items.map((item) => [item.link, item.category])).toEqual([
    [`${TEST_ORIGIN}/fake-news/${ids.verified}`, ["verificada"]],
    [`${TEST_ORIGIN}/fake-news/${ids.debunked}`, ["desmentida"]],
  ]);
});

test("every address of a feed is absolute on the origin it is given", async () => {
  await seedBothFamilies();
  const origin = "http://localhost:4321";

  const { xml, channel, items } = await readFeed("site", origin);

  const addresses = [
    channel.link,
    channel["atom:link"]["@_href"],
    ...items.flatMap((item) => [item.link, item.guid["#text"]]),
  ];
  expect(addresses.length).toBe(10);
  for (const address of addresses) expect(address).toMatch(/^http:\/\/localhost:4321\//);
  expect(xml).not.toContain("https://observatorio.example.org");
});

test("titles, texts, authors and tags with markup characters are escaped and read back unchanged", async () => {
  const title = `Vacina & "cura" <script>alert('x')</script> em 5' — ok?`;
  await insertNoticia(database().db, {
    titulo: `${title}\u0001`,
    lead: "<p>Diz que 2 &lt; 3 &amp; &quot;aspas&quot;</p>",
    autor: "Ana <Equipe> & Cia",
    tags: "<b>negrito</b>, a&b",
  });

  const { xml, items } = await readFeed("noticias");

  expect(xml).not.toContain("<script>");
  expect(xml).not.toContain("<b>");
  expect(xml).not.toContain("\u0001");
  expect(items[0]).toMatchObject({
    title,
    description: 'Diz que 2 < 3 & "aspas"',
    "dc:creator": "Ana <Equipe> & Cia",
    category: ["<b>negrito</b>", "a&b"],
  });
});

test(`a feed carries the ${FEED_LIMIT} newest items`, async () => {
  const db = database().db;
  for (let day = 1; day <= FEED_LIMIT + 1; day += 1) {
    const date = new Date(Date.UTC(2026, 0, day, 12)).toISOString();
    await insertNoticia(db, { titulo: `Dia ${day}`, data_publicacao: date });
  }

  const { items } = await readFeed("site");

  expect(items.length).toBe(FEED_LIMIT);
  expect(items[0]?.title).toBe(`Dia ${FEED_LIMIT + 1}`);
  expect(items.at(-1)?.title).toBe("Dia 2");
});

test("an empty site still gives a valid feed, without items or build date", async () => {
  const { channel, items } = await readFeed("site");

  expect(items).toEqual([]);
  expect(channel.title).toBe("Observatório & Cia");
  expect(channel.lastBuildDate).toBeUndefined();
});
