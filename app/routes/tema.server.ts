import type { Kysely } from "kysely";
import { listArticlesOfTopic } from "#server/api/temas/service.ts";
import type { Database } from "#server/db/schema.ts";
import type { PublicArticleCard } from "../components/article/public-article-cards.tsx";
import { publicArticleCard } from "../utils/public-articles.server.ts";
import { notFoundResponse } from "../utils/route-params.ts";

export type TemaPage = {
  /** The topic as the newest tagged item spells it. */
  nome: string;
  artigos: PublicArticleCard[];
};

/**
 * The news items and public fake-news entries tagged with the topic of this slug, newest
 * first. A slug nothing is tagged with answers 404: a topic exists only while something
 * carries it.
 */
export async function loadTemaPage(db: Kysely<Database>, slug: string): Promise<TemaPage> {
  const tagged = await listArticlesOfTopic(db, slug);
  const first = tagged[0];
  if (!first) throw notFoundResponse();
  return {
    nome: first.tag,
    artigos: tagged.map(({ article }) => publicArticleCard(article)),
  };
}
