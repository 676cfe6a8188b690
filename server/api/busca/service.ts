import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  bodyText,
  searchArticleIds,
  selectArticleTexts,
  type ArticleText,
  type SearchHit,
} from "./repository.ts";
import {
  BUSCA_PAGE_SIZE,
  type BuscaQuery,
  type BuscaResposta,
  type BuscaResultado,
  type BuscaTipo,
} from "./schema.ts";
import { excerptOf, highlights, queryStems } from "./text.ts";

const PUBLIC_PATHS: Record<BuscaTipo, string> = {
  noticia: "/noticia",
  "fake-news": "/fake-news",
  publicacao: "/publicacao",
};

function toResultado(article: ArticleText, stems: ReadonlySet<string>): BuscaResultado {
  const body = bodyText(article);
  const excerpt = excerptOf(body, stems);
  return {
    tipo: article.tipo,
    id: article.id,
    titulo: article.titulo,
    url: `${PUBLIC_PATHS[article.tipo]}/${article.id}`,
    data: article.data,
    status: article.status,
    rotulo: article.rotulo,
    trecho: excerpt.text,
    destaques: { titulo: highlights(article.titulo, stems), trecho: excerpt.highlights },
  };
}

async function loadHits(db: Kysely<Database>, hits: SearchHit[]): Promise<ArticleText[]> {
  const byKey = new Map<string, ArticleText>();
  for (const tipo of Object.keys(PUBLIC_PATHS) as BuscaTipo[]) {
    const ids = hits.filter((hit) => hit.tipo === tipo).map((hit) => hit.artigo_id);
    for (const article of await selectArticleTexts(db, tipo, ids))
      byKey.set(`${tipo}:${article.id}`, article);
  }
  // An article deleted between the two queries is left out rather than failing the page.
  return hits.flatMap((hit) => byKey.get(`${hit.tipo}:${hit.artigo_id}`) ?? []);
}

/**
 * News items, fake-news entries (in any status) and publications matching every word of `q`, best first (title
 * matches before body matches, then newest), one page of BUSCA_PAGE_SIZE at a time.
 */
export async function searchArticles(
  db: Kysely<Database>,
  { q, tipo, status, pagina }: BuscaQuery,
): Promise<BuscaResposta> {
  const stems = queryStems(q);
  if (stems.length === 0) return { total: 0, pagina, paginas: 0, resultados: [] };
  const { total, hits } = await searchArticleIds(
    db,
    { text: q, stems },
    { tipo, status },
    { limit: BUSCA_PAGE_SIZE, offset: (pagina - 1) * BUSCA_PAGE_SIZE },
  );
  const stemSet = new Set(stems);
  return {
    total,
    pagina,
    paginas: Math.ceil(total / BUSCA_PAGE_SIZE),
    resultados: (await loadHits(db, hits)).map((article) => toResultado(article, stemSet)),
  };
}
