import type { Route } from "./+types/robots.ts";
import { servicesContext } from "../context.ts";
import { robotsResponse } from "./syndication.server.ts";

/** GET /robots.txt: built here rather than a static file, since it names the sitemap's address. */
export function loader({ request, context }: Route.LoaderArgs) {
  return robotsResponse(request, context.get(servicesContext));
}
