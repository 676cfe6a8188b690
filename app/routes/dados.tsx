import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/dados.tsx";
import { FEED_PATHS } from "#server/syndication/feed-paths.ts";
import { pageMeta } from "../components/layout/page-meta.ts";
import { TitledPage } from "../components/layout/list-page.tsx";
import { languageContext, servicesContext } from "../context.ts";
import stylesHref from "../styles/dados.css?url";
import filterFormStylesHref from "../styles/filter-form.css?url";
import { DadosPainel } from "./dados-painel.tsx";
import { loadDadosPage } from "./dados.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: filterFormStylesHref },
  { rel: "stylesheet", href: stylesHref },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t("dados.title"), description: t("dados.description") }));

/** The columns of the files (server/syndication/open-data.ts) and what each one means. */
export const DADOS_FIELDS = [
  ["id", "dados.field.id"],
  ["url", "dados.field.url"],
  ["titulo", "dados.field.titulo"],
  ["resumo", "dados.field.resumo"],
  ["status", "dados.field.status"],
  ["data_verificacao", "dados.field.dataVerificacao"],
  ["verificador", "dados.field.verificador"],
  ["verdades", "dados.field.verdades"],
  ["fontes", "dados.field.fontes"],
  ["tags", "dados.field.tags"],
  ["uf", "dados.field.uf"],
  ["municipio", "dados.field.municipio"],
  ["alegacao", "dados.field.alegacao"],
  ["rotulo", "dados.field.rotulo"],
  ["rotulo_nome", "dados.field.rotuloNome"],
  ["circulou_em", "dados.field.circulouEm"],
  ["primeira_aparicao", "dados.field.primeiraAparicao"],
] as const;

/** The fact-check files: address, media type, link text and the format it names. */
const CHECAGENS_FILES = [
  ["/dados/checagens.csv", "text/csv", "dados.checagens.csv", "dados.checagens.csvFormat"],
  [
    "/dados/checagens.json",
    "application/json",
    "dados.checagens.json",
    "dados.checagens.jsonFormat",
  ],
] as const;

const FEEDS = [
  [FEED_PATHS.site.feed, "dados.feeds.site"],
  [FEED_PATHS.noticias.feed, "dados.feeds.noticias"],
  [FEED_PATHS["fake-news"].feed, "dados.feeds.fakeNews"],
] as const;

/** The panel for the period and state of the address (`?de=…&ate=…&uf=pa`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return loadDadosPage(db, new URL(request.url).searchParams, context.get(languageContext));
}

export default function DadosPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Plain links: the files are documents, not pages the router could render.
  return (
    <TitledPage className="page container dados" title={t("dados.title")} intro={t("dados.intro")}>
      <DadosPainel page={loaderData} />
      <DadosSection
        id="dados-checagens"
        title={t("dados.checagens.title")}
        text={t("dados.checagens.text")}
      >
        <ul className="dados__links">
          {CHECAGENS_FILES.map(([href, type, label, format]) => (
            <li key={href}>
              <a href={href} type={type}>
                {t(label)}
              </a>{" "}
              <span className="dados__format">({t(format)})</span>
            </li>
          ))}
        </ul>
        <table className="dados__fields">
          <caption>{t("dados.fields.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dados.fields.name")}</th>
              <th scope="col">{t("dados.fields.meaning")}</th>
            </tr>
          </thead>
          <tbody>
            {DADOS_FIELDS.map(([name, meaning]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>{t(meaning)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DadosSection>

      <DadosSection id="dados-feeds" title={t("dados.feeds.title")} text={t("dados.feeds.text")}>
        <ul className="dados__links">
          {FEEDS.map(([href, label]) => (
            <li key={href}>
              <a href={href} type="application/rss+xml">
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </DadosSection>

      <DadosSection
        id="dados-estruturados"
        title={t("dados.structured.title")}
        text={t("dados.structured.text")}
      >
        <p>
          <a href="/sitemap.xml" type="application/xml">
            {t("dados.structured.sitemap")}
          </a>
        </p>
      </DadosSection>

      <DadosSection id="dados-reuso" title={t("dados.reuse.title")} text={t("dados.reuse.text")} />
    </TitledPage>
  );
}

type DadosSectionProps = { id: string; title: string; text: string; children?: ReactNode };

function DadosSection({ id, title, text, children }: DadosSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
