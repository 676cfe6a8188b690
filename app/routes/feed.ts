import type { Route } from "./+types/feed.ts";
import { servicesContext } from "../context.ts";
import { feedResponse } from "./syndication.server.ts";

/** GET /feed.xml: the newest news items and fake-news entries together, as RSS 2.0. */
export function loader({ request, context }: Route.LoaderArgs) {
  return feedResponse("site", request, context.get(servicesContext));
}
