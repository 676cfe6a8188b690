import type { MetaDescriptor } from "react-router";
import type { Publicacao } from "#server/api/publicacoes/schema.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/publicacao.ts";
import { JsonLd } from "../components/article/json-ld.tsx";
import { serializeJsonLd } from "../components/article/structured-data.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { servicesContext } from "../context.ts";
import stylesHref from "../styles/repositorio.css?url";
import { loadPublicacao } from "./repositorio.server.ts";
import { tipoKey } from "../components/publicacoes/tipo-key.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

/** Where Google Scholar reads the venue: a journal's title, or an event's. */
function venueTag(tipo: string): string | null {
  if (tipo === "artigo") return "citation_journal_title";
  if (tipo === "apresentacao") return "citation_conference_title";
  if (tipo === "capitulo") return "citation_inbook_title";
  if (["tese", "dissertacao", "tcc"].includes(tipo)) return "citation_dissertation_institution";
  if (tipo === "relatorio") return "citation_technical_report_institution";
  return "citation_publisher";
}

/** Google Scholar's inclusion tags (scholar.google.com/intl/en/scholar/inclusion.html). */
function scholarMeta(publicacao: Publicacao, origin: string): MetaDescriptor[] {
  const venue = venueTag(publicacao.tipo);
  return [
    { name: "citation_title", content: publicacao.titulo },
    ...publicacao.autores.map((autor) => ({ name: "citation_author", content: autor.nome })),
    { name: "citation_publication_date", content: String(publicacao.ano) },
    ...(venue && publicacao.veiculo ? [{ name: venue, content: publicacao.veiculo }] : []),
    ...(publicacao.doi ? [{ name: "citation_doi", content: publicacao.doi }] : []),
    ...(publicacao.pdfUrl
      ? [{ name: "citation_pdf_url", content: `${origin}${publicacao.pdfUrl}` }]
      : []),
    ...publicacao.palavrasChave.map((palavra) => ({ name: "citation_keywords", content: palavra })),
    { name: "citation_language", content: "pt" },
  ];
}

const SCHEMA_TYPES: Record<string, string> = {
  artigo: "ScholarlyArticle",
  capitulo: "Chapter",
  livro: "Book",
  relatorio: "Report",
  tese: "Thesis",
  dissertacao: "Thesis",
  tcc: "Thesis",
  "material-didatico": "LearningResource",
  "conjunto-de-dados": "Dataset",
  apresentacao: "PresentationDigitalDocument",
};

function publicacaoJsonLd(publicacao: Publicacao, origin: string, url: string) {
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@type": SCHEMA_TYPES[publicacao.tipo] ?? "CreativeWork",
    "@id": url,
    url,
    name: publicacao.titulo,
    headline: publicacao.titulo,
    author: publicacao.autores.map((autor) => ({
      "@type": "Person",
      name: autor.nome,
      ...(autor.endereco ? { sameAs: autor.endereco } : {}),
    })),
    datePublished: String(publicacao.ano),
    inLanguage: "pt-BR",
    ...(publicacao.resumo ? { abstract: publicacao.resumo, description: publicacao.resumo } : {}),
    ...(publicacao.palavrasChave.length > 0
      ? { keywords: publicacao.palavrasChave.join(", ") }
      : {}),
    ...(publicacao.veiculo
      ? publicacao.tipo === "artigo"
        ? { isPartOf: { "@type": "Periodical", name: publicacao.veiculo } }
        : { publisher: { "@type": "Organization", name: publicacao.veiculo } }
      : {}),
    ...(publicacao.doi
      ? {
          identifier: {
            "@type": "PropertyValue",
            propertyID: "DOI",
            value: publicacao.doi,
            url: `https://doi.org/${publicacao.doi}`,
          },
          sameAs: `https://doi.org/${publicacao.doi}`,
        }
      : {}),
    ...(publicacao.licenca ? { license: publicacao.licenca } : {}),
    ...(publicacao.pdfUrl
      ? {
          encoding: {
            "@type": "MediaObject",
            contentUrl: `${origin}${publicacao.pdfUrl}`,
            encodingFormat: "application/pdf",
          },
        }
      : {}),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  const base = pageMeta(args, (t) =>
    data
      ? {
          title: data.publicacao.titulo,
          description: data.publicacao.resumo ?? t("publicacoes.intro"),
        }
      : { title: t("publicacoes.title"), description: t("publicacoes.intro") },
  );
  return data ? [...base, ...scholarMeta(data.publicacao, data.origin)] : base;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadPublicacao(context.get(servicesContext), request, params.id);
  return { ...page, jsonLd: publicacaoJsonLd(page.publicacao, page.origin, page.url) };
}

export default function PublicacaoRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { publicacao, subprojeto, abnt, bibtex, ris, jsonLd } = loaderData;
  const base = `/publicacao/${publicacao.id}`;
  return (
    <article className="page container">
      <JsonLd json={jsonLd} />
      <p>
        <a href="/repositorio">{t("publicacoes.item.back")}</a>
      </p>
      <h1 lang="pt">{publicacao.titulo}</h1>
      <dl className="publicacao__fields">
        <dt>{t("publicacoes.item.autores")}</dt>
        <dd>
          {publicacao.autores.map((autor, index) => (
            <span key={`${autor.nome}-${index}`}>
              {index > 0 ? "; " : ""}
              {autor.endereco ? <a href={autor.endereco}>{autor.nome}</a> : autor.nome}
            </span>
          ))}
        </dd>
        <dt>{t("publicacoes.item.ano")}</dt>
        <dd>{publicacao.ano}</dd>
        <dt>{t("publicacoes.item.tipo")}</dt>
        <dd>{t(tipoKey(publicacao.tipo))}</dd>
        {publicacao.veiculo ? (
          <>
            <dt>{t("publicacoes.item.veiculo")}</dt>
            <dd lang="pt">{publicacao.veiculo}</dd>
          </>
        ) : null}
        {publicacao.palavrasChave.length > 0 ? (
          <>
            <dt>{t("publicacoes.item.palavrasChave")}</dt>
            <dd lang="pt">{publicacao.palavrasChave.join("; ")}</dd>
          </>
        ) : null}
        {publicacao.doi ? (
          <>
            <dt>{t("publicacoes.item.doi")}</dt>
            <dd>
              <a href={`https://doi.org/${publicacao.doi}`}>{publicacao.doi}</a>
            </dd>
          </>
        ) : null}
        {publicacao.url ? (
          <>
            <dt>{t("publicacoes.item.url")}</dt>
            <dd>
              <a href={publicacao.url}>{publicacao.url}</a>
            </dd>
          </>
        ) : null}
        {publicacao.licenca ? (
          <>
            <dt>{t("publicacoes.item.licenca")}</dt>
            <dd>{publicacao.licenca}</dd>
          </>
        ) : null}
        {subprojeto ? (
          <>
            <dt>{t("publicacoes.item.subprojeto")}</dt>
            <dd lang="pt">
              <a href="/subprojetos">{subprojeto.nome}</a>
            </dd>
          </>
        ) : null}
      </dl>
      {publicacao.pdfUrl ? (
        <p>
          <a href={publicacao.pdfUrl} type="application/pdf">
            {t("publicacoes.item.pdf")}
          </a>
        </p>
      ) : null}
      {publicacao.resumo ? (
        <section aria-labelledby="publicacao-resumo">
          <h2 id="publicacao-resumo">{t("publicacoes.item.resumo")}</h2>
          <p lang="pt">{publicacao.resumo}</p>
        </section>
      ) : null}
      <section className="publicacao__cite" aria-labelledby="publicacao-citar">
        <h2 id="publicacao-citar">{t("publicacoes.citar")}</h2>
        <h3>{t("publicacoes.citar.abnt")}</h3>
        <p className="publicacao__abnt" lang="pt">
          {abnt.antes}
          <strong>{abnt.destaque}</strong>
          {abnt.depois}
        </p>
        <h3>{t("publicacoes.citar.bibtex")}</h3>
        <pre>
          <code>{bibtex}</code>
        </pre>
        <p>
          <a href={`${base}/citacao.bib`} download>
            {t("publicacoes.citar.download.bib")}
          </a>
        </p>
        <h3>{t("publicacoes.citar.ris")}</h3>
        <pre>
          <code>{ris}</code>
        </pre>
        <p>
          <a href={`${base}/citacao.ris`} download>
            {t("publicacoes.citar.download.ris")}
          </a>
        </p>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
