import type { Kysely } from "kysely";
import { newestArticleTags } from "#server/api/temas/service.ts";
import { splitTags, temaPath, temaSlug } from "#server/content/topics.ts";
import type { Database } from "#server/db/schema.ts";
import type { PublicArticlesPageState } from "../components/article/public-articles-page.tsx";
import type { Language } from "../i18n/languages.ts";
import { loadPublicArticlesPage } from "../utils/public-articles.server.ts";
import { notFoundResponse } from "../utils/route-params.ts";

export type TemaPage = PublicArticlesPageState & {
  /** The topic as the newest tagged item spells it. */
  nome: string;
};

/**
 * One page of the news items and public fake-news entries tagged with the topic of this
 * slug, newest first. A slug nothing is tagged with answers 404: a topic exists only
 * while something carries it. So does a page past the last, or one that is not a number
 * (`pagina` undefined).
 */
export async function loadTemaPage(
  db: Kysely<Database>,
  slug: string,
  pagina: number | undefined,
  language: Language,
): Promise<TemaPage> {
  const tags = await newestArticleTags(db, { tema: slug });
  const nome = splitTags(tags ?? null).find((tag) => temaSlug(tag) === slug);
  if (nome === undefined) throw notFoundResponse();
  return {
    nome,
    ...(await loadPublicArticlesPage(
      db,
      "topic's list",
      { tema: slug },
      temaPath(slug),
      pagina,
      language,
    )),
  };
}
