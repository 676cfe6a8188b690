import type { Kysely } from "kysely";
import { latestCorrecaoDates } from "../api/correcoes/service.ts";
import {
  FAKE_NEWS_STATUS_LABELS,
  PUBLIC_FAKE_NEWS_STATUS,
  type FakeNewsStatus,
} from "../api/fake-news/schema.ts";
import { listFakeNews, type FakeNews } from "../api/fake-news/service.ts";
import { listRotulos } from "../api/rotulos/service.ts";
import { listNoticias, type Noticia } from "../api/noticias/service.ts";
import { richTextToText } from "../content/rich-text.ts";
import { splitTags } from "../content/topics.ts";
import type { Database } from "../db/schema.ts";
import { FEED_PATHS, type FeedName } from "./feed-paths.ts";
import { element, xmlDocument, type Xml } from "./xml.ts";

/** How many of the newest items a feed carries. */
export const FEED_LIMIT = 50;

/** The feed's own title and description, in the language of the content. */
export type FeedChannel = { title: string; description: string };

type FeedItem = {
  title: string;
  path: string;
  description: string;
  published: Date;
  /** The newest correction's date, when the item was corrected. */
  updated?: Date;
  creator: string | null;
  categories: string[];
};

function noticiaItem(noticia: Noticia): FeedItem {
  return {
    title: noticia.titulo,
    path: `/noticia/${noticia.id}`,
    description: richTextToText(noticia.lead),
    published: new Date(noticia.data_publicacao),
    creator: noticia.autor,
    categories: splitTags(noticia.tags),
  };
}

/**
 * A verification has a day, not a time: it is dated at the start of that day (UTC). A
 * check that records the claim opens its description with it and its rating.
 */
function fakeNewsItem(item: FakeNews, ratings: ReadonlyMap<string, string>): FeedItem {
  const lead = richTextToText(item.lead);
  const rating =
    (item.rotulo && ratings.get(item.rotulo)) ||
    FAKE_NEWS_STATUS_LABELS[item.status as FakeNewsStatus];
  return {
    title: item.titulo,
    path: `/fake-news/${item.id}`,
    description: item.alegacao ? `Alegação: “${item.alegacao}” — ${rating}. ${lead}` : lead,
    published: new Date(`${item.data_verificacao}T00:00:00Z`),
    creator: item.verificador,
    // The verdict, as the API spells it ("verificada" or "desmentida"), then the rating's slug.
    categories: item.rotulo ? [item.status, item.rotulo] : [item.status],
  };
}

/** The newest items of the feed, newest first; fake news only as the public lists show them. */
async function listFeedItems(db: Kysely<Database>, name: FeedName): Promise<FeedItem[]> {
  const [noticias, fakeNews, noticiasCorrigidas, fakeNewsCorrigidas, scale] = await Promise.all([
    name === "fake-news" ? [] : listNoticias(db, { limit: FEED_LIMIT }),
    name === "noticias"
      ? []
      : listFakeNews(db, { statuses: PUBLIC_FAKE_NEWS_STATUS, limit: FEED_LIMIT }),
    latestCorrecaoDates(db, "noticia"),
    latestCorrecaoDates(db, "fake-news"),
    name === "noticias" ? [] : listRotulos(db),
  ]);
  const ratings = new Map(scale.map((rotulo) => [rotulo.slug, rotulo.nome]));
  const corrected = (item: FeedItem, date: string | undefined): FeedItem =>
    date ? { ...item, updated: new Date(date) } : item;
  return [
    ...noticias.map((item) => corrected(noticiaItem(item), noticiasCorrigidas.get(item.id))),
    ...fakeNews.map((item) =>
      corrected(fakeNewsItem(item, ratings), fakeNewsCorrigidas.get(item.id)),
    ),
  ]
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, FEED_LIMIT);
}

/** RFC 822 dates, as RSS 2.0 requires. */
const rfc822 = (date: Date) => date.toUTCString();

function itemElement(item: FeedItem, origin: string): Xml {
  const link = `${origin}${item.path}`;
  return element("item", {}, [
    element("title", {}, item.title),
    element("link", {}, link),
    element("guid", { isPermaLink: "true" }, link),
    element("description", {}, item.description),
    element("pubDate", {}, rfc822(item.published)),
    // RSS has no date of change: Atom's, which readers also read in RSS items.
    ...(item.updated ? [element("atom:updated", {}, item.updated.toISOString())] : []),
    ...(item.creator ? [element("dc:creator", {}, item.creator)] : []),
    ...item.categories.map((category) => element("category", {}, category)),
  ]);
}

/** The RSS 2.0 document of a feed, every address on `origin`. */
export async function renderFeed(
  db: Kysely<Database>,
  { name, origin, channel }: { name: FeedName; origin: string; channel: FeedChannel },
): Promise<string> {
  const items = await listFeedItems(db, name);
  const paths = FEED_PATHS[name];
  const newest = items
    .flatMap((item) => (item.updated ? [item.published, item.updated] : [item.published]))
    .reduce<Date | undefined>((a, b) => (a && a >= b ? a : b), undefined);
  return xmlDocument(
    element(
      "rss",
      {
        version: "2.0",
        "xmlns:atom": "http://www.w3.org/2005/Atom",
        "xmlns:dc": "http://purl.org/dc/elements/1.1/",
      },
      [
        element("channel", {}, [
          element("title", {}, channel.title),
          element("link", {}, `${origin}${paths.page}`),
          element("description", {}, channel.description),
          element("language", {}, "pt-BR"),
          ...(newest ? [element("lastBuildDate", {}, rfc822(newest))] : []),
          element("atom:link", {
            href: `${origin}${paths.feed}`,
            rel: "self",
            type: "application/rss+xml",
          }),
          ...items.map((item) => itemElement(item, origin)),
        ]),
      ],
    ),
  );
}
