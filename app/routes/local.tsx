import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/local.ts";
import { isUf, placePath } from "#server/content/places.ts";
import { PublicArticleList } from "../components/article/public-article-cards.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { notFoundResponse } from "../utils/route-params.ts";
import { loadLocalPage } from "./local.server.ts";
import { STATIC_PAGE } from "../components/layout/static-page.ts";

// Sent without React: plain links and forms (decision 042).
export const handle = STATIC_PAGE;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articlesStylesHref }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => {
    const estado = args.loaderData?.estado;
    return estado
      ? { title: t("local.title", { estado }), description: t("local.description", { estado }) }
      : {
          title: t("error.notFound.title"),
          description: t("error.notFound.text"),
          indexable: false,
        };
  });

const PAGE = /^[1-9]\d{0,3}$/;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const uf = params.uf.toUpperCase();
  if (!isUf(uf)) throw notFoundResponse();
  const url = new URL(request.url);
  // CASE: "/local/PA": one address per page, in lower case.
  if (params.uf !== uf.toLowerCase()) throw redirect(`${placePath(uf)}${url.search}`, 301);
  const pagina = url.searchParams.get("pagina");
  if (pagina !== null && !PAGE.test(pagina)) throw notFoundResponse();
  const { db } = context.get(servicesContext);
  return loadLocalPage(db, uf, pagina === null ? 1 : Number(pagina));
}

export default function LocalRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { uf, estado, artigos, pagina, paginas } = loaderData;
  return (
    <div className="articles container">
      <h1>{estado}</h1>
      <p className="page__intro">{t("local.intro")}</p>
      {artigos.length > 0 ? (
        <PublicArticleList items={artigos} />
      ) : (
        <p className="articles__empty">{t("local.empty")}</p>
      )}
      {paginas > 1 && <Pages path={placePath(uf)} pagina={pagina} paginas={paginas} />}
    </div>
  );
}

/** Numbered links to every page of the list: plain links, so they work without scripts. */
function Pages({ path, pagina, paginas }: { path: string; pagina: number; paginas: number }) {
  const { t } = useTranslation();
  const href = (page: number) => (page === 1 ? path : `${path}?pagina=${page}`);
  return (
    <nav className="pages" aria-label={t("local.pagination")}>
      <ul>
        {pagina > 1 && (
          <li>
            <Link to={href(pagina - 1)} rel="prev">
              {t("local.previous")}
            </Link>
          </li>
        )}
        {Array.from({ length: paginas }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            {page === pagina ? (
              <span aria-current="page">{t("local.page", { page })}</span>
            ) : (
              <Link to={href(page)}>{t("local.page", { page })}</Link>
            )}
          </li>
        ))}
        {pagina < paginas && (
          <li>
            <Link to={href(pagina + 1)} rel="next">
              {t("local.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
