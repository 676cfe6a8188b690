import type { Kysely } from "kysely";
import { pageOf } from "#server/api/collection-paging.ts";
import {
  listPublicArticlesPage,
  type ArticleScope,
  type PublicArticle,
} from "#server/api/temas/service.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import type { Database } from "#server/db/schema.ts";
import type { PublicArticleCard } from "../components/article/public-article-cards.tsx";
import type { PublicArticlesPageState } from "../components/article/public-articles-page.tsx";
import { fakeNewsCard } from "../components/fake-news/fake-news-cards.tsx";
import { noticiaCard } from "../components/noticias/noticia-cards.tsx";
import type { RotuloView } from "../components/fake-news/verdicts.ts";
import type { Language } from "../i18n/languages.ts";
import { loadListPage } from "./list-page.server.ts";
import { loadRotulos } from "./rotulos.server.ts";

/** The card of a news item or a fake-news entry in a list that mixes both. */
function publicArticleCard(
  article: PublicArticle,
  language: Language,
  scale: RotuloView[],
): PublicArticleCard {
  return article.tipo === "noticia"
    ? { tipo: "noticia", card: noticiaCard(article.item, richTextToText) }
    : { tipo: "fake-news", card: fakeNewsCard(article.item, richTextToText, language, scale) };
}

/**
 * One page of the news items and public fake-news entries a scope (a state, a topic)
 * selects, newest first, as cards, with the `path` its numbered pages link to; `what`
 * names the list in the log when it cannot be read. A page past the last, or one that is
 * not a number (`pagina` undefined), is 404.
 */
export async function loadPublicArticlesPage(
  db: Kysely<Database>,
  what: string,
  scope: ArticleScope,
  path: string,
  pagina: number | undefined,
  language: Language,
): Promise<PublicArticlesPageState> {
  const { items, ...state } = await loadListPage(what, pagina, async (page) => {
    const [{ items: artigos, total }, scale] = await Promise.all([
      listPublicArticlesPage(db, scope, pageOf(page)),
      loadRotulos(db),
    ]);
    return { items: artigos.map((artigo) => publicArticleCard(artigo, language, scale)), total };
  });
  return { path, artigos: items, ...state };
}
