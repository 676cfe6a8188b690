import type { Route } from "./+types/repositorio-citacoes-bib.ts";
import { servicesContext } from "../context.ts";
import { listCitationResponse } from "./repositorio.server.ts";

/** GET /repositorio/citacoes.bib: the publications the same filters list, as one file. */
export function loader({ request, context }: Route.LoaderArgs) {
  return listCitationResponse(context.get(servicesContext), request, "bib");
}
