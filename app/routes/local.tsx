import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/local.ts";
import { isUf, placePath } from "#server/content/places.ts";
import { PublicArticleList } from "../components/article/public-article-cards.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { notFoundPage, pageMeta } from "../components/layout/page-meta.ts";
import { Pagination, requestedPage, listPageMeta } from "../components/layout/pagination.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { notFoundResponse } from "../utils/route-params.ts";
import { loadLocalPage } from "./local.server.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";

// Sent without React: plain links and forms (decision 042).
export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return pageMeta(args, notFoundPage);
  return listPageMeta(args, placePath(page.uf), (t) => ({
    title: t("local.title", { estado: page.estado }),
    description: t("local.description", { estado: page.estado }),
  }));
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const uf = params.uf.toUpperCase();
  if (!isUf(uf)) throw notFoundResponse();
  const url = new URL(request.url);
  // CASE: "/local/PA": one address per page, in lower case.
  if (params.uf !== uf.toLowerCase()) throw redirect(`${placePath(uf)}${url.search}`, 301);
  const { db } = context.get(servicesContext);
  return loadLocalPage(db, uf, requestedPage(url));
}

export default function LocalRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { uf, estado, artigos, pagina, totalPaginas } = loaderData;
  return (
    <>
      <div className="articles container">
        <h1>{estado}</h1>
        <p className="page__intro">{t("local.intro")}</p>
        {artigos.length > 0 ? (
          <PublicArticleList items={artigos} />
        ) : (
          <p className="articles__empty">{t("local.empty")}</p>
        )}
      </div>
      <Pagination path={placePath(uf)} pagina={pagina} totalPaginas={totalPaginas} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
