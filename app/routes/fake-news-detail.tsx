import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import type { Route } from "./+types/fake-news-detail.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { StatusBadge, statusTone } from "../components/fake-news/status-badge.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { absoluteImage, articleMeta, usePageUrl } from "../components/news/article-meta.ts";
import { ArticleCover, RichText, SourceText } from "../components/news/article-parts.tsx";
import { JsonLd } from "../components/news/json-ld.tsx";
import { ShareButtons } from "../components/news/share-buttons.tsx";
import { claimReviewJsonLd } from "../components/news/structured-data.ts";
import { toastStylesheet } from "../components/ui/toast.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { isIncompleteData, notFoundResponse, parseRouteId } from "../utils/route-params.ts";
import { loadFakeNewsPage, type FakeNewsPage } from "./fake-news.server.ts";

export const meta: Route.MetaFunction = (args) => {
  const item = args.loaderData?.item;
  if (!item) {
    const incomplete = isIncompleteData(args.error);
    return pageMeta(args, (t) => ({
      title: t(incomplete ? "fakeNews.incomplete.title" : "fakeNews.notFound.title"),
      description: t(incomplete ? "fakeNews.incomplete.text" : "fakeNews.notFound.text"),
      indexable: false,
    }));
  }
  return articleMeta(args, () => ({ title: item.titulo, description: item.resumo }), {
    image: item.capa ?? undefined,
  });
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articlesStylesHref },
  toastStylesheet,
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseRouteId(params.id);
  if (id === undefined) throw notFoundResponse();
  const { db } = context.get(servicesContext);
  return { item: await loadFakeNewsPage(db, id) };
}

export default function FakeNewsDetailRoute({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const { t } = useTranslation();
  const { origin, url } = usePageUrl();
  const sectionIds = { truths: useId(), conclusion: useId(), sources: useId() };
  const statusLabel = t(`fakeNewsStatus.${statusTone(item.status)}`);
  const firstTruth = item.verdades[0];
  const whatsappText = firstTruth
    ? t("share.whatsappVerdict", {
        title: item.titulo,
        status: statusLabel,
        truth: firstTruth,
        url,
      })
    : t("share.whatsappVerdictNoTruth", { title: item.titulo, status: statusLabel, url });
  return (
    <>
      <div className="container">
        <nav className="breadcrumb" aria-label={t("fakeNews.breadcrumb")}>
          <ol>
            <li>
              <Link to="/">{t("fakeNews.breadcrumbHome")}</Link>
            </li>
            <li>
              <Link to="/fake-news">{t("fakeNews.breadcrumbList")}</Link>
            </li>
            <li aria-current="page">{item.tituloCurto}</li>
          </ol>
        </nav>
      </div>
      <article className="article container">
        <p className="article__back">
          <Link to="/fake-news">{t("fakeNews.back")}</Link>
        </p>
        <header className="article__header">
          <p className="article__badge">{t("fakeNews.badge")}</p>
          <p className="article__status">
            <StatusBadge status={item.status} />
          </p>
          <h1 className="article__title">{item.titulo}</h1>
          {item.subtitulo && <p className="article__subtitle">{item.subtitulo}</p>}
          <p className="article__meta">
            {item.verificadaEm && (
              <span>{t("fakeNews.verifiedOn", { date: item.verificadaEm.text })}</span>
            )}
            {item.verificador && (
              <span>{t("fakeNews.verifiedBy", { verifier: item.verificador })}</span>
            )}
          </p>
          <ShareButtons
            url={url}
            title={item.titulo}
            whatsappText={whatsappText}
            copiedMessage={t("share.copiedShort")}
          />
        </header>

        {item.capa && <ArticleCover cover={item.capa} />}
        <RichText className="article__lead" html={item.lead} />

        {item.verdades.length > 0 && (
          <section className="article__truths" aria-labelledby={sectionIds.truths}>
            <h2 id={sectionIds.truths}>{t("fakeNews.truthLabel")}</h2>
            <ul>
              {item.verdades.map((verdade, index) => (
                <li key={index}>{verdade}</li>
              ))}
            </ul>
          </section>
        )}

        <RichText className="article__body" html={item.conteudo} />

        {item.conclusao && (
          <section className="article__section" aria-labelledby={sectionIds.conclusion}>
            <h2 id={sectionIds.conclusion}>{t("fakeNews.conclusion")}</h2>
            <RichText html={item.conclusao} />
          </section>
        )}

        {item.fontes.length > 0 && (
          <section className="article__section" aria-labelledby={sectionIds.sources}>
            <h2 id={sectionIds.sources}>{t("fakeNews.sources")}</h2>
            <ul className="article__sources">
              {item.fontes.map((fonte, index) => (
                <li key={index}>
                  <SourceText source={fonte} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>

      <JsonLd data={claimReviewJsonLd(jsonLdInput(item, origin, url))} />
    </>
  );
}

function jsonLdInput(item: FakeNewsPage, origin: string, url: string) {
  return {
    origin,
    url,
    claim: item.titulo,
    status: item.status,
    dateVerified: item.verificadaEm?.iso ?? "",
    verifier: item.verificador,
    image: item.capa ? absoluteImage(origin, item.capa.src) : undefined,
  };
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <GeneralErrorBoundary
      statusMessages={{
        404: { title: "fakeNews.notFound.title", text: "fakeNews.notFound.text" },
        ...(isIncompleteData(error)
          ? { 500: { title: "fakeNews.incomplete.title", text: "fakeNews.incomplete.text" } }
          : {}),
      }}
      backLink={{ to: "/fake-news", label: "fakeNews.back" }}
    />
  );
}
