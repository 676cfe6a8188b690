import type { Route } from "./+types/publicacao-citacao-ris.ts";
import { servicesContext } from "../context.ts";
import { itemCitationResponse } from "./repositorio.server.ts";

/** GET /publicacao/:id/citacao.ris: one publication's reference, as a file. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return itemCitationResponse(context.get(servicesContext), request, params.id, "ris");
}
