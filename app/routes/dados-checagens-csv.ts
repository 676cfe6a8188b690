import type { Route } from "./+types/dados-checagens-csv.ts";
import { servicesContext } from "../context.ts";
import { checagensCsvResponse } from "./syndication.server.ts";

/** GET /dados/checagens.csv: every published fact-check as CSV. */
export function loader({ request, context }: Route.LoaderArgs) {
  return checagensCsvResponse(request, context.get(servicesContext));
}
