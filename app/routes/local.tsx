import { useTranslation } from "../i18n/use-translation.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/local.ts";
import { isUf, placePath } from "#server/content/places.ts";
import { PublicArticlesPage } from "../components/article/public-articles-page.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { foundListPageMeta, requestedPage } from "../components/layout/pagination.tsx";
import { languageContext, servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { notFoundResponse } from "../utils/route-params.ts";
import { loadLocalPage } from "./local.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  foundListPageMeta(args, (t, { estado }) => ({
    title: t("local.title", { estado }),
    description: t("local.description", { estado }),
  }));

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const uf = params.uf.toUpperCase();
  if (!isUf(uf)) throw notFoundResponse();
  const url = new URL(request.url);
  // CASE: "/local/PA": one address per page, in lower case.
  if (params.uf !== uf.toLowerCase()) throw redirect(`${placePath(uf)}${url.search}`, 301);
  const { db } = context.get(servicesContext);
  return loadLocalPage(db, uf, requestedPage(url), context.get(languageContext));
}

export default function LocalRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PublicArticlesPage
      page={loaderData}
      title={loaderData.estado}
      intro={t("local.intro")}
      empty={t("local.empty")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
