import type { i18n } from "i18next";
import { useLocation, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { imageSources } from "#server/media/urls.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { isIncompleteData } from "../../utils/route-params.ts";
import { pageMeta, type PageDescription } from "../layout/page-meta.ts";
import type { ArticleFamily } from "./article-family.ts";
import type { JsonLdImage } from "./structured-data.ts";

type RootData = ReturnType<typeof rootLoader>;
type MetaSource = Parameters<typeof pageMeta>[0];

/** A cover image as the page has it: a site path or an outside address, and its alt text. */
export type CapaImage = { src: string; alt: string };

/** An image drawn for link previews (a site path), with its size. */
export type PreviewImage = CapaImage & { width: number; height: number };

function originOf(matches: MetaSource["matches"]): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return root?.origin;
}

/**
 * The image's address as share previews need it (absolute), with the size of the stored
 * rendition when the site stored it.
 */
export function absoluteImage(origin: string, src: string): JsonLdImage {
  const { width, height } = imageSources(src);
  return { url: new URL(src, `${origin}/`).href, width, height };
}

function contentOf(descriptors: MetaDescriptor[], property: string): string {
  for (const descriptor of descriptors) {
    if ("property" in descriptor && descriptor.property === property && "content" in descriptor) {
      return String(descriptor.content);
    }
  }
  return "";
}

/**
 * pageMeta plus what link previews of an article need: Open Graph article tags with the
 * cover as an absolute URL and its size, and a Twitter card.
 */
export function articleMeta(
  args: MetaSource,
  describe: (t: i18n["t"]) => PageDescription,
  article: { image?: CapaImage | PreviewImage; publishedTime?: string },
): MetaDescriptor[] {
  const base = pageMeta(args, describe);
  const origin = originOf(args.matches);
  if (origin === undefined) return base;
  // A drawn preview names its own size; a cover's comes from its stored rendition.
  const image = article.image && {
    ...absoluteImage(origin, article.image.src),
    ...("width" in article.image && { width: article.image.width, height: article.image.height }),
  };
  const alt = article.image?.alt ?? "";
  const title = contentOf(base, "og:title");
  const description = contentOf(base, "og:description");
  return [
    ...base,
    { property: "og:type", content: "article" },
    // The articles are written in Portuguese whatever language the interface is in.
    { property: "og:locale", content: "pt_BR" },
    ...(article.publishedTime
      ? [{ property: "article:published_time", content: article.publishedTime }]
      : []),
    ...(image
      ? [
          { property: "og:image", content: image.url },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          ...(alt ? [{ property: "og:image:alt", content: alt }] : []),
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image.url }] : []),
    ...(image && alt ? [{ name: "twitter:image:alt", content: alt }] : []),
  ];
}

/**
 * The metadata of an article's page: the article's own when it loaded, otherwise the
 * family's "not found" or "incomplete data" message, kept out of search engines. A
 * preview image drawn for the article, when given, stands for the cover in link previews.
 */
export function articlePageMeta(
  args: MetaSource & { error?: unknown },
  family: ArticleFamily,
  article: { titulo: string; resumo: string; capa: CapaImage | null } | undefined,
  publishedTime?: string,
  preview?: PreviewImage,
): MetaDescriptor[] {
  if (!article) {
    const message = isIncompleteData(args.error)
      ? family.messages.incomplete
      : family.messages.notFound;
    return pageMeta(args, (t) => ({
      title: t(message.title),
      description: t(message.text),
      indexable: false,
    }));
  }
  return articleMeta(args, () => ({ title: article.titulo, description: article.resumo }), {
    image: preview ?? article.capa ?? undefined,
    publishedTime,
  });
}

/** The page's canonical address (PUBLIC_URL or the request's origin), for sharing. */
export function usePageUrl(): { origin: string; url: string } {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { pathname } = useLocation();
  const origin = root?.origin ?? "";
  return { origin, url: `${origin}${pathname}` };
}
