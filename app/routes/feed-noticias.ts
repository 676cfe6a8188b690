import type { Route } from "./+types/feed-noticias.ts";
import { servicesContext } from "../context.ts";
import { feedResponse } from "./syndication.server.ts";

/** GET /noticias/feed.xml: the newest news items, as RSS 2.0. */
export function loader({ request, context }: Route.LoaderArgs) {
  return feedResponse("noticias", request, context.get(servicesContext));
}
