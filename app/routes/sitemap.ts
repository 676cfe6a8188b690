import type { Route } from "./+types/sitemap.ts";
import { servicesContext } from "../context.ts";
import { sitemapResponse } from "./syndication.server.ts";

/** GET /sitemap.xml: every public page, or the index of the files that list them. */
export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapResponse(request, context.get(servicesContext));
}
