import { fakeNewsStatus } from "../../i18n/messages/fake-news-status.ts";
import { SITE_NAME } from "../../site.ts";
import { statusTone } from "../fake-news/status-badge.tsx";

/*
 * schema.org descriptions of the detail pages, printed as JSON-LD so that search engines
 * show news items as articles and fake-news entries as fact checks.
 */

export type JsonLdImage = { url: string; width?: number; height?: number };

type JsonLd = Record<string, unknown>;

function organization(origin: string): JsonLd {
  return { "@type": "Organization", name: SITE_NAME, url: `${origin}/` };
}

function imageObject(image: JsonLdImage): JsonLd {
  return { "@type": "ImageObject", url: image.url, width: image.width, height: image.height };
}

export function newsArticleJsonLd(article: {
  origin: string;
  url: string;
  headline: string;
  description: string;
  image?: JsonLdImage;
  datePublished: string;
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
    author: article.author
      ? { "@type": "Person", name: article.author }
      : organization(article.origin),
    publisher: organization(article.origin),
    keywords: article.keywords.length > 0 ? article.keywords.join(", ") : undefined,
    inLanguage: "pt-BR",
  };
}

/**
 * The verdict on the usual five-point fact-check scale: what the observatory confirmed is
 * the best rating, what it debunked the worst; an open check sits in the middle.
 */
const RATING_VALUES = { verificada: 5, desmentida: 1, em_analise: 3, desconhecido: 3 } as const;

export function claimReviewJsonLd(review: {
  origin: string;
  url: string;
  claim: string;
  status: string;
  dateVerified: string;
  verifier: string | null;
  image?: JsonLdImage;
}): JsonLd {
  const tone = statusTone(review.status);
  return {
    "@context": "https://schema.org",
    "@type": "ClaimReview",
    url: review.url,
    claimReviewed: review.claim,
    datePublished: review.dateVerified,
    author: review.verifier
      ? { "@type": "Person", name: review.verifier }
      : organization(review.origin),
    publisher: organization(review.origin),
    reviewRating: {
      "@type": "Rating",
      ratingValue: RATING_VALUES[tone],
      bestRating: 5,
      worstRating: 1,
      // The content is Portuguese, so the verdict's name is too, whatever the interface.
      alternateName: fakeNewsStatus.pt[`fakeNewsStatus.${tone}`],
    },
    itemReviewed: { "@type": "Claim", name: review.claim },
    image: review.image ? [imageObject(review.image)] : undefined,
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
