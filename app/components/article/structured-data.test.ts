import { expect, test } from "vitest";
import { JSON_LD_ORIGIN, OBSERVATORY_PUBLISHER } from "#tests/helpers/json-ld.ts";
import { newsArticleJsonLd, serializeJsonLd } from "./structured-data.ts";

const ORIGIN = JSON_LD_ORIGIN;

test("a news item is a NewsArticle with its author and the observatory as publisher", () => {
  const data = newsArticleJsonLd({
    origin: ORIGIN,
    url: `${ORIGIN}/noticia/3`,
    headline: "Título",
    description: "Resumo",
    image: { url: `${ORIGIN}/media/a.800x400.webp`, width: 800, height: 400 },
    datePublished: "2026-03-14T13:30:00.000Z",
    author: "Joana",
    keywords: ["saúde", "vacinas"],
  });

  expect(JSON.parse(serializeJsonLd(data))).toEqual({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: `${ORIGIN}/noticia/3`,
    url: `${ORIGIN}/noticia/3`,
    headline: "Título",
    description: "Resumo",
    image: [
      { "@type": "ImageObject", url: `${ORIGIN}/media/a.800x400.webp`, width: 800, height: 400 },
    ],
    datePublished: "2026-03-14T13:30:00.000Z",
    author: { "@type": "Person", name: "Joana" },
    publisher: OBSERVATORY_PUBLISHER,
    keywords: "saúde, vacinas",
    inLanguage: "pt-BR",
  });
});

test("a news item without author or image is credited to the observatory and has no image", () => {
  const data = JSON.parse(
    serializeJsonLd(
      newsArticleJsonLd({
        origin: ORIGIN,
        url: `${ORIGIN}/noticia/4`,
        headline: "T",
        description: "D",
        datePublished: "2026-03-14T13:30:00.000Z",
        author: null,
        keywords: [],
      }),
    ),
  );

  expect(data.author).toEqual(data.publisher);
  expect(data).not.toHaveProperty("image");
  expect(data).not.toHaveProperty("keywords");
});

test("no text in the data can close the script element it is printed in", () => {
  const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });

  expect(json).not.toContain("<");
  expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
});
