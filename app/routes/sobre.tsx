import type { Route } from "./+types/sobre.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { SobreProjetoPage } from "../components/sobre/sobre-projeto-article.tsx";
import { servicesContext } from "../context.ts";
import stylesHref from "../styles/sobre.css?url";
import { loadSobreProjeto } from "./sobre.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: args.loaderData?.titulo ?? t("sobre.title"),
    description: t("sobre.description"),
  }));

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadSobreProjeto(db);
}

export default function SobreRoute({ loaderData }: Route.ComponentProps) {
  return <SobreProjetoPage titulo={loaderData.titulo} conteudo={loaderData.conteudo} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
