import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/subprojetos.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { ListPage } from "../components/layout/list-page.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import {
  SubprojetoGrid,
  type SubprojetoCardData,
} from "../components/subprojetos/subprojeto-card.tsx";
import { languageContext, servicesContext } from "../context.ts";
import stylesHref from "../styles/subprojetos.css?url";
import { loadSubprojetoCards } from "./subprojetos.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("subprojetos.title"),
    description: t("subprojetos.description"),
  }));

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { subprojetos: await loadSubprojetoCards(db, context.get(languageContext)) };
}

export default function SubprojetosRoute({ loaderData }: Route.ComponentProps) {
  return <SubprojetosPage subprojetos={loaderData.subprojetos} />;
}

export function SubprojetosPage({ subprojetos }: { subprojetos: SubprojetoCardData[] }) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("subprojetos.title")}
      intro={t("subprojetos.intro")}
      isEmpty={subprojetos.length === 0}
      empty={t("subprojetos.empty")}
      emptyClassName="subprojetos__empty"
    >
      <SubprojetoGrid items={subprojetos} />
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
