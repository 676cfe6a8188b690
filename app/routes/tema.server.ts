import type { Kysely } from "kysely";
import { listNoticias } from "#server/api/noticias/service.ts";
import { richTextToText } from "#server/content/rich-text.ts";
import { splitTags, topicSlug } from "#server/content/topics.ts";
import type { Database } from "#server/db/schema.ts";
import { noticiaCard, type NoticiaCard } from "../components/noticias/noticia-cards.tsx";
import { notFoundResponse } from "../utils/route-params.ts";

export type TemaPage = {
  /** The topic as the newest tagged item spells it. */
  nome: string;
  noticias: NoticiaCard[];
};

/**
 * The news items tagged with the topic of this slug, newest first. A slug no item is
 * tagged with answers 404: a topic exists only while something carries it.
 */
export async function loadTemaPage(db: Kysely<Database>, slug: string): Promise<TemaPage> {
  const tagged = (await listNoticias(db)).flatMap((item) => {
    const tag = splitTags(item.tags).find((candidate) => topicSlug(candidate) === slug);
    return tag === undefined ? [] : [{ item, tag }];
  });
  const first = tagged[0];
  if (!first) throw notFoundResponse();
  return {
    nome: first.tag,
    noticias: tagged.map(({ item }) => noticiaCard(item, richTextToText)),
  };
}
