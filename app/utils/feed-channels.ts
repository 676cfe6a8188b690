import { FEED_NAMES, FEED_PATHS, type FeedName } from "#server/syndication/feed-paths.ts";
import { SITE_NAME } from "../site.ts";

/**
 * Each feed's title. The items are written in Portuguese, so the feeds and the links
 * announcing them are named in Portuguese whatever the interface language. The lists'
 * titles ("noticias.title", "fakeNews.title") are written out rather than read from the
 * dictionary: the links are in every page's head, and the dictionary of every language
 * would otherwise travel to the browser with them.
 */
export const FEED_TITLES: Readonly<Record<FeedName, string>> = {
  site: SITE_NAME,
  noticias: `Notícias | ${SITE_NAME}`,
  "fake-news": `Fake News Verificadas | ${SITE_NAME}`,
};

/** The `<link rel="alternate">` of every feed, for the head of every public page. */
export function feedLinks() {
  return FEED_NAMES.map((name) => ({
    rel: "alternate",
    type: "application/rss+xml",
    href: FEED_PATHS[name].feed,
    title: FEED_TITLES[name],
  }));
}
