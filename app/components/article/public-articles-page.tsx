import { TitledPage } from "../layout/list-page.tsx";
import { PublicArticleList, type PublicArticleCard } from "./public-article-cards.tsx";
import { Pagination, type PageState } from "../layout/pagination.tsx";

/**
 * A page of the mixed list: its cards, where it stands, and the address its numbered pages
 * link to.
 */
export type PublicArticlesPageState = PageState & { path: string; artigos: PublicArticleCard[] };

/**
 * A page of the mixed list found by its address (a state's, a topic's): its heading and
 * introduction, the cards, then the numbered pages. `empty` is said in place of the list
 * when there is nothing in it; a page without it always lists.
 */
export function PublicArticlesPage({
  page: { path, artigos, pagina, totalPaginas },
  title,
  intro,
  empty,
}: {
  page: PublicArticlesPageState;
  title: string;
  intro: string;
  empty?: string;
}) {
  return (
    <>
      <TitledPage className="articles container" title={title} intro={intro}>
        {artigos.length > 0 || empty === undefined ? (
          <PublicArticleList items={artigos} />
        ) : (
          <p className="articles__empty">{empty}</p>
        )}
      </TitledPage>
      <Pagination path={path} pagina={pagina} totalPaginas={totalPaginas} />
    </>
  );
}
