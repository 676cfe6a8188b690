import { useId } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/noticia.ts";
import { ArticleDetail, ArticleErrorBoundary } from "../components/article/article-detail.tsx";
import { NOTICIA_FAMILY } from "../components/article/article-family.ts";
import { articlePageMeta, usePageUrl } from "../components/article/article-meta.ts";
import { JsonLd } from "../components/article/json-ld.tsx";
import { OutdatedNotice } from "../components/article/outdated-notice.tsx";
import { playerPermissions, videoFacade } from "../components/noticias/video.ts";
import { CorrecoesBox } from "../components/correcoes/correcoes.tsx";
import { newsArticleJsonLd } from "../components/article/structured-data.ts";
import { toastStylesheet } from "../components/ui/toast.tsx";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { languageContext, servicesContext } from "../context.ts";
import articleStylesHref from "../styles/article.css?url";
import { loadItemPageExtras } from "../utils/correcoes.server.ts";
import { requireRouteId } from "../utils/route-params.ts";
import { loadNoticiaPage, type RelatedNoticia } from "./noticias.server.ts";

export const meta: Route.MetaFunction = (args) => {
  const noticia = args.loaderData?.noticia;
  return articlePageMeta(args, NOTICIA_FAMILY, noticia, noticia?.publicadaEm?.iso);
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: articleStylesHref },
  toastStylesheet,
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = requireRouteId(params.id);
  const services = context.get(servicesContext);
  const language = context.get(languageContext);
  const noticia = await loadNoticiaPage(services.db, id, language);
  const published = noticia.publicadaEm?.iso;
  return {
    noticia,
    ...(await loadItemPageExtras(
      services,
      request,
      language,
      "noticia",
      noticia,
      published,
      (base) =>
        newsArticleJsonLd({
          ...base,
          headline: noticia.titulo,
          description: noticia.resumo,
          datePublished: published ?? "",
          author: noticia.autor,
          keywords: noticia.tags,
        }),
    )),
  };
}

export default function NoticiaRoute({ loaderData }: Route.ComponentProps) {
  const { noticia, correcoes, outdated, jsonLd } = loaderData;
  const { t, i18n } = useTranslation();
  const { url } = usePageUrl();
  const sectionIds = { video: useId(), related: useId() };
  return (
    <>
      <ArticleDetail
        family={NOTICIA_FAMILY}
        article={noticia}
        notice={outdated && <OutdatedNotice notice={outdated} />}
        meta={
          <>
            {noticia.publicadaEm && (
              <time dateTime={noticia.publicadaEm.iso}>{noticia.publicadaEm.text}</time>
            )}
            {noticia.autor && (
              <span className="article__author">
                {t("noticias.byAuthor", { author: noticia.autor })}
              </span>
            )}
          </>
        }
        headerEnd={<CorrecoesBox correcoes={correcoes} />}
        share={{
          whatsappText: t("share.whatsappText", { title: noticia.titulo, url }),
          copiedMessage: t("share.copied"),
        }}
        afterBody={
          noticia.video && (
            <section className="article__section" aria-labelledby={sectionIds.video}>
              <h2 id={sectionIds.video}>{t("noticias.video")}</h2>
              {noticia.video.embed ? (
                <div className="video-embed">
                  <iframe
                    src={noticia.video.embed}
                    srcDoc={videoFacade({
                      play: noticia.video.play ?? noticia.video.embed,
                      label: t("noticias.watchVideo"),
                      lang: i18n.language,
                    })}
                    title={t("noticias.videoTitle", { title: noticia.titulo })}
                    loading="lazy"
                    allow={playerPermissions(noticia.video.embed)}
                    // YouTube refuses to play in frames that send no referrer.
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                </div>
              ) : (
                <p>
                  <a href={noticia.video.link} target="_blank" rel="noopener noreferrer">
                    {t("noticias.watchVideo")}
                    <span className="visually-hidden"> {t("share.opensInNewTab")}</span>
                  </a>
                </p>
              )}
            </section>
          )
        }
      />

      {noticia.relacionadas.length > 0 && (
        <section className="related container" aria-labelledby={sectionIds.related}>
          <h2 id={sectionIds.related}>{t("noticias.related")}</h2>
          <CardGrid className="related__list" items={noticia.relacionadas}>
            {(related) => <RelatedCard noticia={related} />}
          </CardGrid>
        </section>
      )}

      <JsonLd json={jsonLd} />
    </>
  );
}

function RelatedCard({ noticia }: { noticia: RelatedNoticia }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="related__card">
      <h3 className="related__title" id={titleId}>
        {noticia.titulo}
      </h3>
      <p className="related__lead">{noticia.lead}</p>
      <PageLink to={NOTICIA_FAMILY.itemPath(noticia.id)}>
        {t("noticias.relatedReadMore")}
        {/* The link's name says where it goes, out of context too (a screen reader's list of links). */}
        <span className="visually-hidden">: {noticia.titulo}</span>
      </PageLink>
    </article>
  );
}

export function ErrorBoundary() {
  return <ArticleErrorBoundary family={NOTICIA_FAMILY} />;
}
