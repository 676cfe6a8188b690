import type { i18n } from "i18next";
import type { MetaDescriptor } from "react-router";
import { pageI18n } from "../../i18n/instance.ts";
import { translatorOf } from "../../i18n/use-translation.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { SITE_NAME } from "../../site.ts";

type RootData = ReturnType<typeof rootLoader>;

export type MetaSource = {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string };
};

export type PageDescription = {
  /** Shown before the site's name; the home page leaves it out. */
  title?: string;
  description: string;
  /** Error pages are kept out of search engines and get no canonical address. */
  indexable?: boolean;
};

/**
 * Title, description, canonical address and share metadata for a page, in the language
 * the page is rendered in. The canonical origin is PUBLIC_URL when set, else the request's.
 */
export function pageMeta(
  { matches, location }: MetaSource,
  describe: (t: i18n["t"]) => PageDescription,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [{ title: SITE_NAME }];
  const { title, description, indexable = true } = describe(translatorOf(pageI18n(root)));
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const url = `${root.origin}${location.pathname}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(indexable
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : [{ name: "robots", content: "noindex" }]),
  ];
}

/** The metadata of a page that names nothing: the 404 page's, kept out of search engines. */
export function notFoundPage(t: i18n["t"]): PageDescription {
  return {
    title: t("error.notFound.title"),
    description: t("error.notFound.text"),
    indexable: false,
  };
}
