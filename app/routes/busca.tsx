import { useTranslation } from "../i18n/use-translation.ts";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/busca.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { StatusBadge } from "../components/fake-news/status-badge.tsx";
import { SEARCH_PATH } from "../components/layout/header-search.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { SelectFields } from "../components/ui/select-field.tsx";
import { languageContext, servicesContext } from "../context.ts";
import stylesHref from "../styles/busca.css?url";
import filterFormStylesHref from "../styles/filter-form.css?url";
import { loadBuscaPage, type BuscaItem, type BuscaPage, type Segment } from "./busca.server.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: args.loaderData?.q
      ? t("busca.titleWithQuery", { query: args.loaderData.q })
      : t("busca.title"),
    description: t("busca.description"),
    // Result pages are endless variations of the lists; search engines get the lists.
    indexable: false,
  }));

export const links: Route.LinksFunction = () => [
  // The form's rules come first, as they stood at the top of the page's own stylesheet.
  { rel: "stylesheet", href: filterFormStylesHref },
  { rel: "stylesheet", href: stylesHref },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadBuscaPage(db, new URL(request.url), context.get(languageContext));
}

export default function Busca({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData;
  return (
    <div className="page container busca">
      <h1>{page.q ? t("busca.titleWithQuery", { query: page.q }) : t("busca.title")}</h1>
      <SearchForm page={page} />
      {page.state === "empty" && (
        <section className="busca__state" aria-labelledby="busca-state-title">
          <h2 id="busca-state-title">{t("busca.empty.title")}</h2>
          <p>{t("busca.empty.text")}</p>
        </section>
      )}
      {page.state === "none" && (
        <section className="busca__state" aria-labelledby="busca-state-title">
          <h2 id="busca-state-title">{t("busca.none.title", { query: page.q })}</h2>
          <p>{t("busca.none.text")}</p>
          <p>
            <PageLink to="/contato">{t("busca.none.contact")}</PageLink>
          </p>
        </section>
      )}
      {page.state === "results" && (
        <>
          <p className="busca__count">{t("busca.count", { query: page.q, count: page.total })}</p>
          {page.items.length === 0 ? (
            <p>{t("busca.pageEmpty")}</p>
          ) : (
            <ol className="busca__results">
              {page.items.map((item) => (
                <li key={item.key}>
                  <Result item={item} />
                </li>
              ))}
            </ol>
          )}
          <Pagination page={page} />
        </>
      )}
    </div>
  );
}

/** The words and filters, sent again as a plain GET form (it works without scripts). */
function SearchForm({ page }: { page: BuscaPage }) {
  const { t } = useTranslation();
  const tipos = [
    { value: "noticia", label: t("busca.typeNoticia") },
    { value: "fake-news", label: t("busca.typeFakeNews") },
    { value: "publicacao", label: t("busca.typePublicacao") },
  ];
  const states = [
    { value: "verificada", label: t("fakeNewsStatus.verificada") },
    { value: "desmentida", label: t("fakeNewsStatus.desmentida") },
    { value: "em_analise", label: t("busca.inProgress") },
  ];
  const selects = [
    { name: "tipo", label: t("busca.typeLabel"), any: t("busca.typeAll"), options: tipos },
    { name: "status", label: t("busca.statusLabel"), any: t("busca.statusAll"), options: states },
  ] as const;
  return (
    <form className="busca__form" method="get" action={SEARCH_PATH}>
      <div className="busca__field busca__field--query">
        <label htmlFor="busca-q">{t("busca.queryLabel")}</label>
        <input
          id="busca-q"
          type="search"
          name="q"
          defaultValue={page.q}
          key={page.q}
          maxLength={200}
        />
      </div>
      <SelectFields className="busca__field" idPrefix="busca" fields={selects} values={page} />
      <button type="submit" className="busca__submit">
        {t("busca.submit")}
      </button>
    </form>
  );
}

function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}

const TYPE_LABELS = {
  noticia: "busca.typeNoticia",
  "fake-news": "busca.typeFakeNews",
  publicacao: "busca.typePublicacao",
} as const;

function Result({ item }: { item: BuscaItem }) {
  const { t } = useTranslation();
  return (
    <article className="busca-result">
      <p className="busca-result__meta">
        <span className="busca-result__type">{t(TYPE_LABELS[item.tipo])}</span>
        {item.status && (
          <StatusBadge
            status={item.status}
            rotulo={item.rotulo}
            label={item.status === "em_analise" && !item.rotulo ? t("busca.inProgress") : undefined}
          />
        )}
        {item.date && <time dateTime={item.date.iso}>{item.date.text}</time>}
      </p>
      <h2 className="busca-result__title">
        <PageLink to={item.url}>
          <Highlighted segments={item.titulo} />
        </PageLink>
      </h2>
      {item.trecho.length > 0 && (
        <p className="busca-result__excerpt">
          <Highlighted segments={item.trecho} />
        </p>
      )}
    </article>
  );
}

function Pagination({ page }: { page: BuscaPage }) {
  const { t } = useTranslation();
  if (page.pages.length <= 1 && !page.previous) return null;
  return (
    <nav className="busca__pagination" aria-label={t("busca.pagination")}>
      <ul>
        {page.previous && (
          <li>
            <PageLink to={page.previous} rel="prev">
              {t("busca.previous")}
            </PageLink>
          </li>
        )}
        {page.pages.map((link, index) =>
          "gap" in link ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <PageLink
                to={link.href}
                aria-label={t("busca.page", { page: link.page })}
                aria-current={link.current ? "page" : undefined}
              >
                {link.page}
              </PageLink>
            </li>
          ),
        )}
        {page.next && (
          <li>
            <PageLink to={page.next} rel="next">
              {t("busca.next")}
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
