import type { Route } from "./+types/dados-painel-csv.ts";
import { servicesContext } from "../context.ts";
import { painelCsvResponse } from "./syndication.server.ts";

/** GET /dados/{grafico}.csv: the numbers of one chart of the panel on /dados, for its filters. */
export function loader({ request, context }: Route.LoaderArgs) {
  return painelCsvResponse(request, context.get(servicesContext));
}
