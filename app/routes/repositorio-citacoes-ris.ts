import type { Route } from "./+types/repositorio-citacoes-ris.ts";
import { servicesContext } from "../context.ts";
import { listCitationResponse } from "./repositorio.server.ts";

/** GET /repositorio/citacoes.ris: the publications the same filters list, as one file. */
export function loader({ request, context }: Route.LoaderArgs) {
  return listCitationResponse(context.get(servicesContext), request, "ris");
}
