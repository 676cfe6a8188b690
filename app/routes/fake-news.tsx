import type { Route } from "./+types/fake-news.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { FakeNewsListPage } from "../components/fake-news/fake-news-cards.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { loadFakeNewsCards } from "./fake-news.server.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("fakeNews.title"), description: t("fakeNews.description") }));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { items: await loadFakeNewsCards(db) };
}

export default function FakeNewsRoute({ loaderData }: Route.ComponentProps) {
  return <FakeNewsListPage items={loaderData.items} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
