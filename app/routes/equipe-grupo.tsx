import { useTranslation } from "../i18n/use-translation.ts";
import { data, redirect } from "react-router";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/equipe-grupo.ts";
import { cargoSlug, findCargoBySlug } from "#server/api/equipe/schema.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { MembroGrid, type MembroCardData } from "../components/equipe/membro-card.tsx";
import { ListPage } from "../components/layout/list-page.tsx";
import { notFoundPage, pageMeta } from "../components/layout/page-meta.ts";
import { servicesContext } from "../context.ts";
import stylesHref from "../styles/equipe.css?url";
import { loadCargoMembroCards } from "./equipe.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => {
    const cargo = args.loaderData?.cargo;
    return cargo
      ? { title: cargo, description: t("equipe.group.description", { cargo }) }
      : notFoundPage(t);
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const cargo = findCargoBySlug(params.cargoSlug);
  // CASE: a slug that names none of the specification's cargos.
  if (!cargo) throw data(null, { status: 404 });
  // CASE: another spelling of a cargo's slug ("Professor", decomposed accents): one
  // address per page.
  const slug = cargoSlug(cargo);
  if (params.cargoSlug !== slug) throw redirect(`/equipe/${encodeURIComponent(slug)}`, 301);
  const { db } = context.get(servicesContext);
  return { cargo, membros: await loadCargoMembroCards(db, cargo) };
}

export default function EquipeGrupoRoute({ loaderData }: Route.ComponentProps) {
  return <EquipeGrupoPage cargo={loaderData.cargo} membros={loaderData.membros} />;
}

export function EquipeGrupoPage({ cargo, membros }: { cargo: string; membros: MembroCardData[] }) {
  const { t } = useTranslation();
  return (
    <ListPage
      before={
        <p className="equipe-grupo__back">
          <PageLink to="/equipe">{t("equipe.group.back")}</PageLink>
        </p>
      }
      title={cargo}
      titleLang="pt-BR"
      intro={t("equipe.group.description", { cargo })}
      isEmpty={membros.length === 0}
      empty={t("equipe.group.empty")}
      emptyClassName="equipe__empty"
    >
      <MembroGrid items={membros} />
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
