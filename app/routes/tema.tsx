import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/tema.ts";
import { topicSlug } from "#server/content/topics.ts";
import { PublicArticleList } from "../components/article/public-article-cards.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { notFoundPage, pageMeta } from "../components/layout/page-meta.ts";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadTemaPage } from "./tema.server.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";

// Sent without React: plain links and forms (decision 042).
export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => {
    const tema = args.loaderData?.nome;
    return tema
      ? { title: t("tema.title", { tema }), description: t("tema.description", { tema }) }
      : notFoundPage(t);
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  // CASE: another spelling of a topic's slug ("Saúde", "SAUDE"): one address per page.
  const slug = topicSlug(params.slug);
  if (slug !== "" && slug !== params.slug) {
    throw redirect(`/tema/${encodeURIComponent(slug)}`, 301);
  }
  const { db } = context.get(servicesContext);
  return loadTemaPage(db, slug);
}

export default function TemaRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="articles container">
      <h1>{t("tema.title", { tema: loaderData.nome })}</h1>
      <p className="page__intro">{t("tema.intro")}</p>
      <PublicArticleList items={loaderData.artigos} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
