import { useId } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/fake-news-detail.ts";
import { ArticleDetail, ArticleErrorBoundary } from "../components/article/article-detail.tsx";
import { FAKE_NEWS_FAMILY } from "../components/article/article-family.ts";
import { articlePageMeta, usePageUrl } from "../components/article/article-meta.ts";
import { JsonLd } from "../components/article/json-ld.tsx";
import { OutdatedNotice } from "../components/article/outdated-notice.tsx";
import { ClaimQuote } from "../components/fake-news/claim.tsx";
import { CorrecoesBox } from "../components/correcoes/correcoes.tsx";
import { claimReviewJsonLd } from "../components/fake-news/claim-review.ts";
import { StatusBadge } from "../components/fake-news/status-badge.tsx";
import { verdictLabel } from "../components/fake-news/verdicts.ts";
import { plataformaNome } from "../components/fake-news/plataformas.ts";
import { EnvieParaChecagem } from "../components/sugestoes/envie-para-checagem.tsx";
import { loadSugestaoCta } from "../components/sugestoes/envie-para-checagem.server.ts";
import { toastStylesheet } from "../components/ui/toast.tsx";
import { languageContext, servicesContext } from "../context.ts";
import articleStylesHref from "../styles/article.css?url";
import sugestoesStylesHref from "../styles/sugestoes.css?url";
import { loadItemPageExtras } from "../utils/correcoes.server.ts";
import { fakeNewsShareImage } from "../utils/share-card.server.ts";
import { requireRouteId } from "../utils/route-params.ts";
import { loadFakeNewsPage } from "./fake-news.server.ts";

// Link previews show the drawn verdict card; the entry's own photo stays in the page.
export const meta: Route.MetaFunction = (args) =>
  articlePageMeta(
    args,
    FAKE_NEWS_FAMILY,
    args.loaderData?.item,
    undefined,
    args.loaderData?.shareImage,
  );

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articleStylesHref },
  { rel: "stylesheet", href: sugestoesStylesHref },
  toastStylesheet,
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = requireRouteId(params.id);
  const services = context.get(servicesContext);
  const language = context.get(languageContext);
  const [item, cta] = await Promise.all([
    loadFakeNewsPage(services.db, id, language),
    loadSugestaoCta(services),
  ]);
  const verified = item.verificadaEm?.iso;
  const extras = await loadItemPageExtras(
    services,
    request,
    language,
    "fake-news",
    item,
    verified,
    (base) =>
      claimReviewJsonLd({
        ...base,
        claim: item.alegacao ?? item.titulo,
        claimFirstSeen: item.primeiraAparicao?.iso,
        status: item.status,
        rotulo: item.rotulo,
        dateVerified: verified ?? "",
        verifier: item.verificador,
      }),
  );
  return { item, ...extras, shareImage: fakeNewsShareImage(item), cta };
}

export default function FakeNewsDetailRoute({ loaderData }: Route.ComponentProps) {
  const { item, correcoes, outdated, jsonLd, cta } = loaderData;
  const { t } = useTranslation();
  const { url } = usePageUrl();
  const truthsId = useId();
  const statusLabel = verdictLabel(t, item.status, item.rotulo);
  const firstTruth = item.verdades[0];
  const whatsappText = item.alegacao
    ? firstTruth
      ? t("share.whatsappClaim", {
          claim: item.alegacao,
          rating: statusLabel,
          truth: firstTruth,
          url,
        })
      : t("share.whatsappClaimNoTruth", { claim: item.alegacao, rating: statusLabel, url })
    : firstTruth
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
              <PageLink to="/">{t("fakeNews.breadcrumbHome")}</PageLink>
            </li>
            <li>
              <PageLink to={FAKE_NEWS_FAMILY.listPath}>{t("fakeNews.breadcrumbList")}</PageLink>
            </li>
            <li aria-current="page">{item.tituloCurto}</li>
          </ol>
        </nav>
      </div>
      <ArticleDetail
        family={FAKE_NEWS_FAMILY}
        article={item}
        notice={outdated && <OutdatedNotice notice={outdated} />}
        status={
          <>
            <p className="article__status">
              <StatusBadge status={item.status} rotulo={item.rotulo} />
            </p>
            {item.alegacao && <ClaimQuote alegacao={item.alegacao} />}
            {(item.circulouEm.length > 0 || item.primeiraAparicao) && (
              <p className="article__claim-meta">
                {item.circulouEm.length > 0 && (
                  <span>
                    {t("rotulos.circulatedOn", {
                      plataformas: item.circulouEm
                        .map((plataforma) => plataformaNome(t, plataforma))
                        .join(", "),
                    })}
                  </span>
                )}
                {item.circulouEm.length > 0 && item.primeiraAparicao && " · "}
                {item.primeiraAparicao && (
                  <span>{t("rotulos.firstSeen", { date: item.primeiraAparicao.text })}</span>
                )}
              </p>
            )}
          </>
        }
        meta={
          <>
            {item.verificadaEm && (
              <span>{t("fakeNews.verifiedOn", { date: item.verificadaEm.text })}</span>
            )}
            {item.verificador && (
              <span>{t("fakeNews.verifiedBy", { verifier: item.verificador })}</span>
            )}
          </>
        }
        share={{ whatsappText, copiedMessage: t("share.copiedShort") }}
        summary={
          // The truth first, then what was corrected: on a phone the truth stays on the
          // first screen, and the correction still comes before the text.
          <>
            {item.verdades.length > 0 && (
              <section className="article__truths" aria-labelledby={truthsId}>
                <h2 id={truthsId}>{t("fakeNews.truthLabel")}</h2>
                <ul>
                  {item.verdades.map((verdade, index) => (
                    <li key={index}>{verdade}</li>
                  ))}
                </ul>
              </section>
            )}
            <CorrecoesBox correcoes={correcoes} />
          </>
        }
      />
      <div className="container">
        <EnvieParaChecagem whatsappHref={cta.whatsappHref} />
      </div>

      <JsonLd json={jsonLd} />
    </>
  );
}

export function ErrorBoundary() {
  return <ArticleErrorBoundary family={FAKE_NEWS_FAMILY} />;
}
