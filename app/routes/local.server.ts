import type { Kysely } from "kysely";
import { listPublicArticles } from "#server/api/temas/service.ts";
import { ESTADOS, type Uf } from "#server/content/places.ts";
import type { Database } from "#server/db/schema.ts";
import type { PublicArticleCard } from "../components/article/public-article-cards.tsx";
import { publicArticleCard } from "../utils/public-articles.server.ts";
import { notFoundResponse } from "../utils/route-params.ts";

/** Cards per page of a state's list. */
export const LOCAL_PAGE_SIZE = 12;

export type LocalPage = {
  uf: Uf;
  estado: string;
  artigos: PublicArticleCard[];
  pagina: number;
  paginas: number;
};

/**
 * One page of the news items and public fake-news entries about a state, newest first.
 * A state nothing concerns yet still has its page (empty); a page past the last is 404.
 */
export async function loadLocalPage(
  db: Kysely<Database>,
  uf: Uf,
  pagina: number,
): Promise<LocalPage> {
  const artigos = await listPublicArticles(db, { uf });
  const paginas = Math.max(1, Math.ceil(artigos.length / LOCAL_PAGE_SIZE));
  if (pagina > paginas) throw notFoundResponse();
  const start = (pagina - 1) * LOCAL_PAGE_SIZE;
  return {
    uf,
    estado: ESTADOS[uf],
    artigos: artigos.slice(start, start + LOCAL_PAGE_SIZE).map(publicArticleCard),
    pagina,
    paginas,
  };
}
