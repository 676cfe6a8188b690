import type { Publicacao } from "#server/api/publicacoes/schema.ts";
import { FiltersFold } from "../components/forms/filters-fold.tsx";
import { tipoKey } from "../components/publicacoes/tipo-key.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/repositorio.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { Pagination } from "../components/layout/pagination.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import filterFormStylesHref from "../styles/filter-form.css?url";
import stylesHref from "../styles/repositorio.css?url";
import { loadRepositorio } from "./repositorio.server.ts";

export const links: Route.LinksFunction = () => [
  // The page links under the list (`.pagination`).
  { rel: "stylesheet", href: articlesStylesHref },
  { rel: "stylesheet", href: filterFormStylesHref },
  { rel: "stylesheet", href: stylesHref },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) =>
    args.loaderData?.vazio === false
      ? { title: t("publicacoes.title"), description: t("publicacoes.intro") }
      : { title: t("nav.repositorio"), description: t("repositorio.description") },
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadRepositorio(db, new URL(request.url));
}

export default function Repositorio({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The specification's words while there is nothing to list.
  if (loaderData.vazio) {
    return (
      <div className="page container">
        <h1>{t("repositorio.placeholder")}</h1>
      </div>
    );
  }
  const { publicacoes, total, pagina, totalPaginas, filtros, query, anos, tipos, subprojetos } =
    loaderData;
  const active = Object.values(filtros).filter(
    (value) => value !== undefined && value !== "",
  ).length;
  return (
    <div className="page container">
      <h1>{t("publicacoes.title")}</h1>
      <p className="page__intro">{t("publicacoes.intro")}</p>
      <FiltersFold active={active} open={active > 0}>
        <form
          method="get"
          action="/repositorio"
          className="fake-news-filters"
          aria-label={t("publicacoes.filters")}
        >
          <div className="fake-news-filters__field">
            <label htmlFor="repositorio-q">{t("publicacoes.filter.q")}</label>
            <input id="repositorio-q" name="q" type="search" defaultValue={filtros.q ?? ""} />
          </div>
          <div className="fake-news-filters__field">
            <label htmlFor="repositorio-ano">{t("publicacoes.filter.ano")}</label>
            <select id="repositorio-ano" name="ano" defaultValue={filtros.ano ?? ""}>
              <option value="">{t("publicacoes.filter.all")}</option>
              {anos.map((ano) => (
                <option key={ano} value={ano}>
                  {ano}
                </option>
              ))}
            </select>
          </div>
          <div className="fake-news-filters__field">
            <label htmlFor="repositorio-tipo">{t("publicacoes.filter.tipo")}</label>
            <select id="repositorio-tipo" name="tipo" defaultValue={filtros.tipo ?? ""}>
              <option value="">{t("publicacoes.filter.all")}</option>
              {tipos.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {t(`publicacoes.tipo.${tipo}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="fake-news-filters__field">
            <label htmlFor="repositorio-autor">{t("publicacoes.filter.autor")}</label>
            <input id="repositorio-autor" name="autor" defaultValue={filtros.autor ?? ""} />
          </div>
          {subprojetos.length > 0 ? (
            <div className="fake-news-filters__field">
              <label htmlFor="repositorio-subprojeto">{t("publicacoes.filter.subprojeto")}</label>
              <select
                id="repositorio-subprojeto"
                name="subprojeto"
                defaultValue={filtros.subprojeto ?? ""}
              >
                <option value="">{t("publicacoes.filter.all")}</option>
                {subprojetos.map((subprojeto) => (
                  <option key={subprojeto.id} value={subprojeto.id}>
                    {subprojeto.nome}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="fake-news-filters__actions">
            <button type="submit" className="fake-news-filters__submit">
              {t("publicacoes.filter.apply")}
            </button>
            {query ? <a href="/repositorio">{t("publicacoes.filter.clear")}</a> : null}
          </div>
        </form>
      </FiltersFold>
      <p role="status">{t("publicacoes.count", { count: total })}</p>
      {publicacoes.length === 0 ? (
        <p>{t("publicacoes.empty")}</p>
      ) : (
        <>
          <ul className="repositorio__list">
            {publicacoes.map((item) => (
              <PublicacaoItem key={item.id} item={item} />
            ))}
          </ul>
          <Pagination
            path="/repositorio"
            pagina={pagina}
            totalPaginas={totalPaginas}
            search={query.slice(1)}
          />
          <p className="repositorio__downloads">
            <a href={`/repositorio/citacoes.bib${query}`} download>
              {t("publicacoes.download.bib")}
            </a>
            <a href={`/repositorio/citacoes.ris${query}`} download>
              {t("publicacoes.download.ris")}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

function PublicacaoItem({ item }: { item: Publicacao }) {
  const { t } = useTranslation();
  return (
    <li className="repositorio__item">
      <h2 className="repositorio__title" lang="pt">
        <a href={`/publicacao/${item.id}`}>{item.titulo}</a>
      </h2>
      <p className="repositorio__meta">
        {t(tipoKey(item.tipo))} · {item.ano}
        {item.veiculo ? <span lang="pt"> · {item.veiculo}</span> : null}
      </p>
      <p className="repositorio__authors">{item.autores.map((autor) => autor.nome).join("; ")}</p>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
