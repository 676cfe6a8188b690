import type { ErrorMessage, PlainMessageKey } from "../error-boundary.tsx";

/**
 * What tells the two article families apart in the parts they share: where their list
 * lives and which of their own texts the shared parts show. A new family is one more
 * call of articleFamily, and a new part both families gain is one more field here, not
 * a copy of a page.
 */
export type ArticleFamily = {
  listPath: string;
  /** The path of one item's page. */
  itemPath: (id: number) => string;
  messages: {
    title: PlainMessageKey;
    empty: PlainMessageKey;
    back: PlainMessageKey;
    badge: PlainMessageKey;
    conclusion: PlainMessageKey;
    sources: PlainMessageKey;
    /** The link at the end of a card. */
    cardLink: PlainMessageKey;
    notFound: ErrorMessage;
    /** A stored item without a title or a text. */
    incomplete: ErrorMessage;
  };
};

/**
 * A family whose texts follow the one key pattern, `<prefix>.back`, `<prefix>.notFound.title`…
 * Built rather than written out: every family page loads every family's description.
 */
function articleFamily(
  prefix: "noticias" | "fakeNews",
  listPath: string,
  itemBase: string,
  cardLink: PlainMessageKey,
): ArticleFamily {
  return {
    listPath,
    itemPath: (id) => `${itemBase}/${id}`,
    messages: {
      title: `${prefix}.title`,
      empty: `${prefix}.empty`,
      back: `${prefix}.back`,
      badge: `${prefix}.badge`,
      conclusion: `${prefix}.conclusion`,
      sources: `${prefix}.sources`,
      cardLink,
      notFound: { title: `${prefix}.notFound.title`, text: `${prefix}.notFound.text` },
      incomplete: { title: `${prefix}.incomplete.title`, text: `${prefix}.incomplete.text` },
    },
  };
}

export const NOTICIA_FAMILY = articleFamily(
  "noticias",
  "/noticias",
  "/noticia",
  "noticias.readMore",
);

export const FAKE_NEWS_FAMILY = articleFamily(
  "fakeNews",
  "/fake-news",
  "/fake-news",
  "fakeNews.details",
);
