import { expect, test } from "vitest";
import { JSON_LD_ORIGIN, OBSERVATORY_PUBLISHER } from "#tests/helpers/json-ld.ts";
import { serializeJsonLd } from "../article/structured-data.ts";
import { claimReviewJsonLd } from "./claim-review.ts";

const ORIGIN = JSON_LD_ORIGIN;

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
    publisher: OBSERVATORY_PUBLISHER,
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
