import type { Route } from "./+types/dados-checagens-json.ts";
import { servicesContext } from "../context.ts";
import { checagensJsonResponse } from "./syndication.server.ts";

/** GET /dados/checagens.json: every published fact-check as JSON. */
export function loader({ request, context }: Route.LoaderArgs) {
  return checagensJsonResponse(request, context.get(servicesContext));
}
