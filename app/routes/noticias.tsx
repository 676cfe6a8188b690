import type { Route } from "./+types/noticias.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { NoticiasPage } from "../components/noticias/noticia-cards.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadNoticiaCards } from "./noticias.server.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("noticias.title"), description: t("noticias.description") }));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { noticias: await loadNoticiaCards(db) };
}

export default function NoticiasRoute({ loaderData }: Route.ComponentProps) {
  return <NoticiasPage noticias={loaderData.noticias} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
