import type { Kysely } from "kysely";
import { UF_NOMES, placePath, type Uf } from "#server/content/places.ts";
import type { Database } from "#server/db/schema.ts";
import type { PublicArticlesPageState } from "../components/article/public-articles-page.tsx";
import type { Language } from "../i18n/languages.ts";
import { loadPublicArticlesPage } from "../utils/public-articles.server.ts";

export type LocalPage = PublicArticlesPageState & { estado: string };

/**
 * One page of the news items and public fake-news entries about a state, newest first.
 * A state nothing concerns yet still has its page (empty); a page past the last, or a
 * page that is not a number (`pagina` undefined), is 404.
 */
export async function loadLocalPage(
  db: Kysely<Database>,
  uf: Uf,
  pagina: number | undefined,
  language: Language,
): Promise<LocalPage> {
  return {
    estado: UF_NOMES[uf],
    ...(await loadPublicArticlesPage(db, "state's list", { uf }, placePath(uf), pagina, language)),
  };
}
