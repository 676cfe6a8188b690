import type { Route } from "./+types/sobre.ts";
import { aboutDisplay } from "#server/api/sobre-projeto/display.ts";
import { findSobreProjeto } from "#server/api/sobre-projeto/service.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { SobrePage } from "../components/sobre/about-article.tsx";
import { servicesContext } from "../context.ts";
import stylesHref from "../styles/sobre.css?url";
import { sanitizeForDisplay } from "../utils/sanitize-for-display.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: args.loaderData?.titulo ?? t("sobre.title"),
    description: t("sobre.description"),
  }));

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  try {
    const record = await findSobreProjeto(db);
    const shown = aboutDisplay(record);
    // Without a title of the editors' own, the page shows its translated default.
    return {
      titulo: record?.titulo?.trim() ? shown.titulo : null,
      conteudo: shown.conteudo === null ? null : sanitizeForDisplay(shown.conteudo),
    };
  } catch (error) {
    // The specification shows the "in development" text when the record cannot be read.
    console.error("The About page could not read its record:", error);
    return { titulo: null, conteudo: null };
  }
}

export default function SobreRoute({ loaderData }: Route.ComponentProps) {
  return <SobrePage titulo={loaderData.titulo} conteudo={loaderData.conteudo} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
