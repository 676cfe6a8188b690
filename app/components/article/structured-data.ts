import { SITE_NAME } from "../../site.ts";

/*
 * schema.org descriptions of the detail pages, printed as JSON-LD so that search engines
 * show news items as articles and fake-news entries as fact checks (claimReviewJsonLd in
 * components/fake-news/claim-review.ts, so that news pages do not load the verdicts).
 */

export type JsonLdImage = { url: string; width?: number; height?: number };

export type JsonLd = Record<string, unknown>;

function organization(origin: string): JsonLd {
  return { "@type": "Organization", name: SITE_NAME, url: `${origin}/` };
}

/** Who wrote the item (the observatory when no person is named) and who publishes it. */
export function credits(origin: string, person: string | null): JsonLd {
  return {
    author: person ? { "@type": "Person", name: person } : organization(origin),
    publisher: organization(origin),
  };
}

export function imageObject(image: JsonLdImage): JsonLd {
  return { "@type": "ImageObject", url: image.url, width: image.width, height: image.height };
}

export function newsArticleJsonLd(article: {
  origin: string;
  url: string;
  headline: string;
  description: string;
  image?: JsonLdImage;
  datePublished: string;
  /** The newest correction's date, when the item was corrected. */
  dateModified?: string;
  author: string | null;
  keywords: string[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: article.url,
    url: article.url,
    headline: article.headline,
    description: article.description,
    image: article.image ? [imageObject(article.image)] : undefined,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    ...credits(article.origin, article.author),
    keywords: article.keywords.length > 0 ? article.keywords.join(", ") : undefined,
    inLanguage: "pt-BR",
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. "<" is escaped so that no text in the
 * data can close the script element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
