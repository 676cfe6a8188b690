import type { Route } from "./+types/transparencia.ts";
import { servicesContext } from "../context.ts";
import { loadPaginaInstitucional } from "./pagina-institucional.server.ts";

export { default, ErrorBoundary, links, meta } from "./pagina-institucional.tsx";

export function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  return loadPaginaInstitucional(db, "transparencia", config.sugestaoRetentionDays);
}
