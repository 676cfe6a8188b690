import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import type { Route } from "./+types/noticia.ts";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { absoluteImage, articleMeta, usePageUrl } from "../components/news/article-meta.ts";
import { ArticleCover, RichText, SourceText } from "../components/news/article-parts.tsx";
import { JsonLd } from "../components/news/json-ld.tsx";
import { ShareButtons } from "../components/news/share-buttons.tsx";
import { newsArticleJsonLd } from "../components/news/structured-data.ts";
import { toastStylesheet } from "../components/ui/toast.tsx";
import { servicesContext } from "../context.ts";
import articlesStylesHref from "../styles/articles.css?url";
import { isIncompleteData, notFoundResponse, parseRouteId } from "../utils/route-params.ts";
import { loadNoticiaPage, type NoticiaPage, type RelatedNoticia } from "./noticias.server.ts";

export const meta: Route.MetaFunction = (args) => {
  const noticia = args.loaderData?.noticia;
  if (!noticia) {
    const incomplete = isIncompleteData(args.error);
    return pageMeta(args, (t) => ({
      title: t(incomplete ? "noticias.incomplete.title" : "noticias.notFound.title"),
      description: t(incomplete ? "noticias.incomplete.text" : "noticias.notFound.text"),
      indexable: false,
    }));
  }
  return articleMeta(args, () => ({ title: noticia.titulo, description: noticia.resumo }), {
    image: noticia.capa ?? undefined,
    publishedTime: noticia.publicadaEm?.iso,
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
  return { noticia: await loadNoticiaPage(db, id) };
}

export default function NoticiaRoute({ loaderData }: Route.ComponentProps) {
  const { noticia } = loaderData;
  const { t } = useTranslation();
  const { origin, url } = usePageUrl();
  const sectionIds = { conclusion: useId(), sources: useId(), video: useId(), related: useId() };
  return (
    <>
      <article className="article container">
        <p className="article__back">
          <Link to="/noticias">{t("noticias.back")}</Link>
        </p>
        <header className="article__header">
          <p className="article__badge">{t("noticias.badge")}</p>
          <h1 className="article__title">{noticia.titulo}</h1>
          {noticia.subtitulo && <p className="article__subtitle">{noticia.subtitulo}</p>}
          <p className="article__meta">
            {noticia.publicadaEm && (
              <time dateTime={noticia.publicadaEm.iso}>{noticia.publicadaEm.text}</time>
            )}
            {noticia.autor && (
              <span className="article__author">
                {t("noticias.byAuthor", { author: noticia.autor })}
              </span>
            )}
          </p>
          {noticia.tags.length > 0 && (
            <ul className="article__tags" aria-label={t("noticias.tags")}>
              {noticia.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <ShareButtons
            url={url}
            title={noticia.titulo}
            whatsappText={t("share.whatsappText", { title: noticia.titulo, url })}
            copiedMessage={t("share.copied")}
          />
        </header>

        {noticia.capa && <ArticleCover cover={noticia.capa} />}
        <RichText className="article__lead" html={noticia.lead} />
        <RichText className="article__body" html={noticia.conteudo} />

        {noticia.video && (
          <section className="article__section" aria-labelledby={sectionIds.video}>
            <h2 id={sectionIds.video}>{t("noticias.video")}</h2>
            {noticia.video.embed ? (
              <div className="video-embed">
                <iframe
                  src={noticia.video.embed}
                  title={t("noticias.videoTitle", { title: noticia.titulo })}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
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
        )}

        {noticia.conclusao && (
          <section className="article__section" aria-labelledby={sectionIds.conclusion}>
            <h2 id={sectionIds.conclusion}>{t("noticias.conclusion")}</h2>
            <RichText html={noticia.conclusao} />
          </section>
        )}

        {noticia.fontes.length > 0 && (
          <section className="article__section" aria-labelledby={sectionIds.sources}>
            <h2 id={sectionIds.sources}>{t("noticias.sources")}</h2>
            <ul className="article__sources">
              {noticia.fontes.map((fonte, index) => (
                <li key={index}>
                  <SourceText source={fonte} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>

      {noticia.relacionadas.length > 0 && (
        <section className="related container" aria-labelledby={sectionIds.related}>
          <h2 id={sectionIds.related}>{t("noticias.related")}</h2>
          <ul className="related__list">
            {noticia.relacionadas.map((related) => (
              <li key={related.id}>
                <RelatedCard noticia={related} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <JsonLd data={newsArticleJsonLd(jsonLdInput(noticia, origin, url))} />
    </>
  );
}

function jsonLdInput(noticia: NoticiaPage, origin: string, url: string) {
  return {
    origin,
    url,
    headline: noticia.titulo,
    description: noticia.resumo,
    image: noticia.capa ? absoluteImage(origin, noticia.capa.src) : undefined,
    datePublished: noticia.publicadaEm?.iso ?? "",
    author: noticia.autor,
    keywords: noticia.tags,
  };
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
      <Link to={`/noticia/${noticia.id}`} aria-describedby={titleId}>
        {t("noticias.relatedReadMore")}
      </Link>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <GeneralErrorBoundary
      statusMessages={{
        404: { title: "noticias.notFound.title", text: "noticias.notFound.text" },
        ...(isIncompleteData(error)
          ? { 500: { title: "noticias.incomplete.title", text: "noticias.incomplete.text" } }
          : {}),
      }}
      backLink={{ to: "/noticias", label: "noticias.back" }}
    />
  );
}
