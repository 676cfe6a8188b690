import { useTranslation } from "../i18n/use-translation.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/tema.ts";
import { temaPath, temaSlug } from "#server/content/topics.ts";
import { PublicArticlesPage } from "../components/article/public-articles-page.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { foundListPageMeta, requestedPage } from "../components/layout/pagination.tsx";
import { languageContext, servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadTemaPage } from "./tema.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  foundListPageMeta(args, (t, { nome }) => ({
    title: t("tema.title", { tema: nome }),
    description: t("tema.description", { tema: nome }),
  }));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // CASE: another spelling of a topic's slug ("Saúde", "SAUDE"): one address per page.
  const slug = temaSlug(params.slug);
  if (slug !== "" && slug !== params.slug) throw redirect(`${temaPath(slug)}${url.search}`, 301);
  const { db } = context.get(servicesContext);
  return loadTemaPage(db, slug, requestedPage(url), context.get(languageContext));
}

export default function TemaRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicArticlesPage
      page={loaderData}
      title={t("tema.title", { tema: loaderData.nome })}
      intro={t("tema.intro")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
