/**
 * Where each feed lives and which page it follows. Kept apart from the feeds' code, so
 * that the pages announcing the feeds ship nothing else to the browser.
 */
export const FEED_PATHS = {
  /** News and fake news together. */
  site: { feed: "/feed.xml", page: "/" },
  noticias: { feed: "/noticias/feed.xml", page: "/noticias" },
  "fake-news": { feed: "/fake-news/feed.xml", page: "/fake-news" },
} as const;

export type FeedName = keyof typeof FEED_PATHS;

export const FEED_NAMES = Object.keys(FEED_PATHS) as FeedName[];
