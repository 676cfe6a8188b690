import { expect, test } from "vitest";
import { serializeJsonLd } from "../article/structured-data.ts";
import { claimReviewJsonLd } from "./claim-review.ts";

const ORIGIN = "https://observatorio.example";

test.each([
  ["verificada", 5, "Verificada"],
  ["desmentida", 1, "Desmentida"],
  ["em_analise", 3, "Em Análise"],
  ["outro", 3, "Desconhecido"],
])("a %s claim is rated %i and named '%s' in Portuguese", (status, value, name) => {
  const data = JSON.parse(
    serializeJsonLd(
      claimReviewJsonLd({
        origin: ORIGIN,
        url: `${ORIGIN}/fake-news/9`,
        claim: "Chá cura dengue",
        status,
        dateVerified: "2026-03-10",
        verifier: "Bruno",
      }),
    ),
  );

  expect(data).toEqual({
    "@context": "https://schema.org",
    "@type": "ClaimReview",
    url: `${ORIGIN}/fake-news/9`,
    claimReviewed: "Chá cura dengue",
    datePublished: "2026-03-10",
    author: { "@type": "Person", name: "Bruno" },
    publisher: {
      "@type": "Organization",
      name: "Observatório de Desinformação e Fake News da Amazônia",
      url: `${ORIGIN}/`,
    },
    reviewRating: {
      "@type": "Rating",
      ratingValue: value,
      bestRating: 5,
      worstRating: 1,
      alternateName: name,
    },
    itemReviewed: { "@type": "Claim", name: "Chá cura dengue" },
    inLanguage: "pt-BR",
  });
});
