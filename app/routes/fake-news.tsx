import { FiltersFold } from "../components/forms/filters-fold.tsx";
import { IgnoredFilters } from "../components/forms/ignored-filters.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { redirect } from "react-router";
import type { Route } from "./+types/fake-news.ts";
import { UF_NOMES } from "#server/content/places.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { FakeNewsListPage } from "../components/fake-news/fake-news-cards.tsx";
import { statusTone, verdictLabelKey } from "../components/fake-news/verdicts.ts";
import { Pagination, listPageMeta } from "../components/layout/pagination.tsx";
import { SelectFields } from "../components/ui/select-field.tsx";
import { languageContext, servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import filterFormStylesHref from "../styles/filter-form.css?url";
import { loadFakeNewsList, type FakeNewsFiltersState } from "./fake-news.server.ts";

const PATH = "/fake-news";

export const meta: Route.MetaFunction = (args) =>
  listPageMeta(
    args,
    PATH,
    (t) => ({ title: t("fakeNews.title"), description: t("fakeNews.description") }),
    args.loaderData?.filtros.busca,
  );

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articlesStylesHref },
  { rel: "stylesheet", href: filterFormStylesHref },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // CASE: the form sends every field, empty ones too: one address per filtered list.
  const filled = [...url.searchParams].filter(([, value]) => value !== "");
  if (filled.length < url.searchParams.size) {
    const search = new URLSearchParams(filled).toString();
    throw redirect(search === "" ? PATH : `${PATH}?${search}`);
  }
  const { db } = context.get(servicesContext);
  return loadFakeNewsList(db, url, context.get(languageContext));
}

export default function FakeNewsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, filtros, pagina, totalPaginas } = loaderData;
  const filtered = Object.values(filtros.valores).some((value) => value !== undefined);
  return (
    <>
      <FakeNewsListPage
        items={items}
        toolbar={<FakeNewsFilters filtros={filtros} />}
        status={
          filtered && items.length === 0 ? (
            <div className="articles__empty" role="status">
              <p>{t("fakeNewsFilters.empty.title")}</p>
              <p>
                {t("fakeNewsFilters.empty.text")} <a href={PATH}>{t("fakeNewsFilters.clear")}</a>
              </p>
            </div>
          ) : undefined
        }
      />
      <Pagination path={PATH} pagina={pagina} totalPaginas={totalPaginas} search={filtros.busca} />
    </>
  );
}

const UF_OPTIONS = Object.entries(UF_NOMES).map(([uf, estado]) => ({
  value: uf.toLowerCase(),
  label: estado,
}));

const ANY_LABELS = {
  status: "fakeNewsFilters.anyStatus",
  tema: "fakeNewsFilters.anyTema",
  uf: "fakeNewsFilters.anyUf",
} as const;

/**
 * The filters as a plain GET form: it works before the page's JavaScript arrives, or
 * without it, and its answer is an address that can be shared.
 */
function FakeNewsFilters({ filtros }: { filtros: FakeNewsFiltersState }) {
  const { t } = useTranslation();
  const { valores, ignorados, temas, vereditos } = filtros;
  const temaOptions =
    valores.tema === undefined || temas.some((tema) => tema.slug === valores.tema)
      ? temas
      : [...temas, { nome: valores.tema, slug: valores.tema }];
  const choices = [
    {
      name: "status",
      options: vereditos.map((status) => ({
        value: status,
        label: t(verdictLabelKey(statusTone(status))),
      })),
    },
    { name: "tema", options: temaOptions.map((tema) => ({ value: tema.slug, label: tema.nome })) },
    { name: "uf", options: UF_OPTIONS },
  ] as const;
  const selects = choices.map(({ name, options }) => ({
    name,
    label: t(`fakeNewsFilters.${name}`),
    any: t(ANY_LABELS[name]),
    options,
  }));
  const active = Object.values(valores).filter((value) => value !== undefined).length;
  const shown = active > 0 || ignorados.length > 0;
  return (
    <>
      <IgnoredFilters ignorados={ignorados} />
      <FiltersFold active={active} open={shown}>
        <form
          key={filtros.busca}
          className="fake-news-filters"
          method="get"
          action={PATH}
          aria-label={t("fakeNewsFilters.label")}
        >
          <SelectFields
            className="fake-news-filters__field"
            idPrefix="filtro"
            fields={selects}
            values={valores}
          />
          <div className="fake-news-filters__field">
            <label htmlFor="filtro-de">{t("fakeNewsFilters.de")}</label>
            <input id="filtro-de" type="date" name="de" defaultValue={valores.de ?? ""} />
          </div>
          <div className="fake-news-filters__field">
            <label htmlFor="filtro-ate">{t("fakeNewsFilters.ate")}</label>
            <input id="filtro-ate" type="date" name="ate" defaultValue={valores.ate ?? ""} />
          </div>
          <div className="fake-news-filters__actions">
            <button type="submit" className="fake-news-filters__submit">
              {t("fakeNewsFilters.submit")}
            </button>
            {shown && <a href={PATH}>{t("fakeNewsFilters.clear")}</a>}
          </div>
        </form>
      </FiltersFold>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
