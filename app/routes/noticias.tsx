import type { Route } from "./+types/noticias.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { Pagination, requestedPage, listPageMeta } from "../components/layout/pagination.tsx";
import { NoticiasPage } from "../components/noticias/noticia-cards.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadNoticiaCards } from "./noticias.server.ts";

const PATH = "/noticias";

export const meta: Route.MetaFunction = (args) =>
  listPageMeta(args, PATH, (t) => ({
    title: t("noticias.title"),
    description: t("noticias.description"),
  }));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadNoticiaCards(db, requestedPage(request.url));
}

export default function NoticiasRoute({ loaderData }: Route.ComponentProps) {
  const { noticias, ...state } = loaderData;
  return (
    <>
      <NoticiasPage noticias={noticias} />
      <Pagination path={PATH} {...state} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
