import type { Route } from "./+types/feed-fake-news.ts";
import { servicesContext } from "../context.ts";
import { feedResponse } from "./syndication.server.ts";

/** GET /fake-news/feed.xml: the newest verified and debunked claims, as RSS 2.0. */
export function loader({ request, context }: Route.LoaderArgs) {
  return feedResponse("fake-news", request, context.get(servicesContext));
}
