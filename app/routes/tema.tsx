import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/tema.ts";
import { topicSlug } from "#server/content/topics.ts";
import {
  PublicArticleList,
  PublicArticlesPage,
} from "../components/article/public-article-cards.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { foundListPageMeta, requestedPage } from "../components/layout/pagination.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadTemaPage } from "./tema.server.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";

// Sent without React: plain links and forms (decision 042).
export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  foundListPageMeta(
    args,
    (page) => temaPath(page.slug),
    (t, { nome }) => ({
      title: t("tema.title", { tema: nome }),
      description: t("tema.description", { tema: nome }),
    }),
  );

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
    <PublicArticlesPage
      title={t("tema.title", { tema: nome })}
      intro={t("tema.intro")}
      path={temaPath(slug)}
      pagina={pagina}
      totalPaginas={totalPaginas}
    >
      <PublicArticleList items={artigos} />
    </PublicArticlesPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
