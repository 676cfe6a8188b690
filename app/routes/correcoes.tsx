import { useTranslation } from "../i18n/use-translation.ts";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/correcoes.ts";
import { CorrecaoDetails, type CorrecaoView } from "../components/correcoes/correcoes.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { ListPage } from "../components/layout/list-page.tsx";
import { Pagination, requestedPage, listPageMeta } from "../components/layout/pagination.tsx";
import { languageContext, servicesContext } from "../context.ts";
import articleStylesHref from "../styles/article.css?url";
import articlesStylesHref from "../styles/articles.css?url";
import { loadCorrecoesPage } from "../utils/correcoes.server.ts";

const PATH = "/correcoes";

export const meta: Route.MetaFunction = (args) =>
  listPageMeta(args, PATH, (t) => ({
    title: t("correcoes.title"),
    description: t("correcoes.description"),
  }));

// The list of corrections shares the item rules of an article's corrections box.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articlesStylesHref },
  { rel: "stylesheet", href: articleStylesHref },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadCorrecoesPage(db, requestedPage(request.url), context.get(languageContext));
}

/** /correcoes: every correction of the site, newest first, each linking to its item. */
export default function CorrecoesRoute({ loaderData }: Route.ComponentProps) {
  const { correcoes, ...state } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <ListPage
        className="articles container"
        title={t("correcoes.title")}
        intro={t("correcoes.description")}
        isEmpty={correcoes.length === 0}
        empty={t("correcoes.empty")}
        emptyClassName="articles__empty"
        after={
          <p>
            <PageLink to="/politica-de-correcoes">{t("correcoes.policyLink")}</PageLink>
          </p>
        }
      >
        <ol className="corrections-list">
          {correcoes.map((correcao) => (
            <CorrecaoEntry key={correcao.id} correcao={correcao} />
          ))}
        </ol>
      </ListPage>
      <Pagination path={PATH} {...state} />
    </>
  );
}

function CorrecaoEntry({ correcao }: { correcao: CorrecaoView }) {
  const { t } = useTranslation();
  return (
    <li className="correction">
      <p className="article-card__label">
        {t(correcao.tipo === "noticia" ? "correcoes.kindNoticia" : "correcoes.kindFakeNews")}
      </p>
      <h2 className="corrections-list__item-title" lang="pt-BR">
        <PageLink to={correcao.href}>{correcao.titulo}</PageLink>
      </h2>
      <CorrecaoDetails correcao={correcao} />
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
