import type { PublicArticle } from "#server/api/temas/service.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import type { PublicArticleCard } from "../components/article/public-article-cards.tsx";
import { fakeNewsCard } from "../components/fake-news/fake-news-cards.tsx";
import { noticiaCard } from "../components/noticias/noticia-cards.tsx";

/** The card of a news item or a fake-news entry in a list that mixes both. */
export function publicArticleCard(article: PublicArticle): PublicArticleCard {
  return article.tipo === "noticia"
    ? { tipo: "noticia", card: noticiaCard(article.item, richTextToText) }
    : { tipo: "fake-news", card: fakeNewsCard(article.item, richTextToText) };
}
