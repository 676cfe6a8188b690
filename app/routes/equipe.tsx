import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/equipe.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { MembroGrid, type MembroCardData } from "../components/equipe/membro-card.tsx";
import { LanguageSwitcher } from "../components/i18n/language-switcher.tsx";
import { ListPage } from "../components/layout/list-page.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { servicesContext } from "../context.ts";
import stylesHref from "../styles/equipe.css?url";
import { loadMembroCards } from "./equipe.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("equipe.title"), description: t("equipe.description") }));

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return { membros: await loadMembroCards(db) };
}

export default function EquipeRoute({ loaderData }: Route.ComponentProps) {
  return <EquipePage membros={loaderData.membros} />;
}

export function EquipePage({ membros }: { membros: MembroCardData[] }) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("equipe.title")}
      intro={t("equipe.intro")}
      isEmpty={membros.length === 0}
      empty={t("equipe.empty")}
      emptyClassName="equipe__empty"
      after={
        <section className="equipe__languages" aria-labelledby="equipe-idiomas">
          <h2 id="equipe-idiomas">{t("languages.title")}</h2>
          <LanguageSwitcher />
        </section>
      }
    >
      <MembroGrid items={membros} />
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
