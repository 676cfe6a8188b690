import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/tema.ts";
import { topicSlug } from "#server/content/topics.ts";
import { PublicArticleList } from "../components/article/public-article-cards.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { notFoundPage, pageMeta } from "../components/layout/page-meta.ts";
import { listPageMeta, Pagination, requestedPage } from "../components/layout/pagination.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadTemaPage } from "./tema.server.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";

// Sent without React: plain links and forms (decision 042).
export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return pageMeta(args, notFoundPage);
  return listPageMeta(args, temaPath(page.slug), (t) => ({
    title: t("tema.title", { tema: page.nome }),
    description: t("tema.description", { tema: page.nome }),
  }));
};

const temaPath = (slug: string) => `/tema/${encodeURIComponent(slug)}`;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // CASE: another spelling of a topic's slug ("Saúde", "SAUDE"): one address per page.
  const slug = topicSlug(params.slug);
  if (slug !== "" && slug !== params.slug) throw redirect(`${temaPath(slug)}${url.search}`, 301);
  const { db } = context.get(servicesContext);
  return loadTemaPage(db, slug, requestedPage(url));
}

export default function TemaRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, nome, artigos, pagina, totalPaginas } = loaderData;
  return (
    <>
      <div className="articles container">
        <h1>{t("tema.title", { tema: nome })}</h1>
        <p className="page__intro">{t("tema.intro")}</p>
        <PublicArticleList items={artigos} />
      </div>
      <Pagination path={temaPath(slug)} pagina={pagina} totalPaginas={totalPaginas} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
