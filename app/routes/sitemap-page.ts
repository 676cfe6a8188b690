import type { Route } from "./+types/sitemap-page.ts";
import { servicesContext } from "../context.ts";
import { documentNotFound, sitemapResponse } from "./syndication.server.ts";

/** GET /sitemap/{n}.xml: one file of a sitemap too large for one. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const page = /^([1-9]\d{0,5})\.xml$/.exec(params.page)?.[1];
  if (page === undefined) return documentNotFound();
  return sitemapResponse(request, context.get(servicesContext), Number(page));
}
