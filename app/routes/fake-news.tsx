import type { Route } from "./+types/fake-news.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { FakeNewsListPage } from "../components/fake-news/fake-news-cards.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { Pagination, requestedPage, withPageLinks } from "../components/layout/pagination.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadFakeNewsCards } from "./fake-news.server.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";

const PATH = "/fake-news";

// Sent without React: plain links and forms (decision 042).
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = (args) =>
  withPageLinks(
    pageMeta(args, (t) => ({
      title:
        args.loaderData && args.loaderData.pagina > 1
          ? t("pagination.title", { title: t("fakeNews.title"), page: args.loaderData.pagina })
          : t("fakeNews.title"),
      description: t("fakeNews.description"),
    })),
    PATH,
    args.loaderData,
  );

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadFakeNewsCards(db, requestedPage(request.url));
}

export default function FakeNewsRoute({ loaderData }: Route.ComponentProps) {
  const { items, ...state } = loaderData;
  return (
    <>
      <FakeNewsListPage items={items} />
      <Pagination path={PATH} {...state} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
