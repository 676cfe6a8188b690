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
  /** The claim as it circulated, or the entry's title when it records none. */
  claim: string;
  /** The day the claim was first seen, when known. */
  claimFirstSeen?: string | null;
  status: string;
  /** The entry's rating (decision 052): its name is the verdict's, on the status's value. */
  rotulo?: { nome: string } | null;
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
      alternateName: review.rotulo?.nome ?? fakeNewsStatus.pt[`fakeNewsStatus.${tone}`],
    },
    itemReviewed: {
      "@type": "Claim",
      name: review.claim,
      datePublished: review.claimFirstSeen ?? undefined,
    },
    image: review.image ? [imageObject(review.image)] : undefined,
    inLanguage: "pt-BR",
  };
}
