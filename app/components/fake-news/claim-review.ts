import { fakeNewsStatus } from "../../i18n/messages/fake-news-status.ts";
import { credits, imageObject, type JsonLd, type JsonLdImage } from "../article/structured-data.ts";
import { statusTone } from "./status-badge.tsx";

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
  /** The newest correction's date, when the fact-check was corrected. */
  dateModified?: string;
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
    dateModified: review.dateModified,
    ...credits(review.origin, review.verifier),
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
