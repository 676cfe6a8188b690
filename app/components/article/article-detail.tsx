import { useId, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useRouteError } from "react-router";
import { PageLink } from "../layout/page-link.tsx";
import type { Noticia } from "#server/api/noticias/service.ts";
import { isIncompleteData } from "../../utils/route-params.ts";
import { GeneralErrorBoundary } from "../error-boundary.tsx";
import type { ArticleFamily } from "./article-family.ts";
import { usePageUrl } from "./article-meta.ts";
import { ArticleCapa, RichText, SourceText, type Capa } from "./article-parts.tsx";
import { ShareButtons } from "./share-buttons.tsx";

/**
 * What every article page shows, whatever its family: the stored text fields, with the
 * HTML ones display-sanitised, plus the lead as plain text and the capa.
 */
export type ArticleContent = Pick<
  Noticia,
  "id" | "titulo" | "subtitulo" | "lead" | "conteudo" | "conclusao" | "fontes"
> & {
  /** The lead as plain text, for the description and link previews. */
  resumo: string;
  capa: Capa | null;
  /** The topics, each with its page's address when it has one. */
  temas: Tema[];
  /** The state (and municipality) the article concerns, with its state's page. */
  lugar: Lugar | null;
};

export type Tema = { nome: string; href: string | null };
export type Lugar = { href: string; estado: string; municipio: string | null };

type ArticleDetailProps = {
  family: ArticleFamily;
  article: ArticleContent;
  /** Shown between the badge and the title (the verdict of a fake-news entry). */
  status?: ReactNode;
  /** The line under the title: dates and people. */
  meta: ReactNode;
  /** Shown at the end of the header, after the date and author. */
  headerEnd?: ReactNode;
  share: { whatsappText: string; copiedMessage: string };
  /**
   * Shown right after the header, before the share buttons and the cover: what the reader
   * came for (the truths of a fake-news entry), within a phone's first screen.
   */
  summary?: ReactNode;
  /** Shown between the body and the conclusion (a news item's video). */
  afterBody?: ReactNode;
  /** Shown above the header: the "may be outdated" notice of an old item. */
  notice?: ReactNode;
};

/** The page of one article: back link, header, cover, text, conclusion and sources. */
export function ArticleDetail({
  family,
  article,
  status,
  meta,
  headerEnd,
  share,
  summary,
  afterBody,
  notice,
}: ArticleDetailProps) {
  const { t } = useTranslation();
  const { url } = usePageUrl();
  const sectionIds = { conclusion: useId(), sources: useId() };
  return (
    <article className="article container">
      <p className="article__back">
        <PageLink to={family.listPath}>{t(family.messages.back)}</PageLink>
      </p>
      {notice}
      <header className="article__header">
        <p className="article__badge">{t(family.messages.badge)}</p>
        {status}
        <h1 className="article__title">{article.titulo}</h1>
        {article.subtitulo && <p className="article__subtitle">{article.subtitulo}</p>}
        <p className="article__meta">{meta}</p>
        {headerEnd}
      </header>
      {summary}
      {/* Where to read more comes after what the reader came for. */}
      <ArticleTopics temas={article.temas} lugar={article.lugar} />
      <ShareButtons
        url={url}
        title={article.titulo}
        whatsappText={share.whatsappText}
        copiedMessage={share.copiedMessage}
      />

      {article.capa && <ArticleCapa capa={article.capa} />}
      <RichText className="article__lead" html={article.lead} />
      <RichText className="article__body" html={article.conteudo} />
      {afterBody}

      {article.conclusao && (
        <section className="article__section" aria-labelledby={sectionIds.conclusion}>
          <h2 id={sectionIds.conclusion}>{t(family.messages.conclusion)}</h2>
          <RichText html={article.conclusao} />
        </section>
      )}

      {article.fontes.length > 0 && (
        <section className="article__section" aria-labelledby={sectionIds.sources}>
          <h2 id={sectionIds.sources}>{t(family.messages.sources)}</h2>
          <ul className="article__sources">
            {article.fontes.map((fonte, index) => (
              <li key={index}>
                <SourceText source={fonte} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The article's place, linked to its state's page, and its topics, linked to theirs. */
function ArticleTopics({ temas, lugar }: { temas: Tema[]; lugar: Lugar | null }) {
  const { t } = useTranslation();
  return (
    <>
      {lugar && (
        <p className="article__place">
          {t("local.place")}{" "}
          <PageLink to={lugar.href}>
            {lugar.municipio
              ? t("local.municipio", { municipio: lugar.municipio, estado: lugar.estado })
              : lugar.estado}
          </PageLink>
        </p>
      )}
      {temas.length > 0 && (
        <ul className="article__tags" aria-label={t("tema.tags")}>
          {temas.map((tema) => (
            <li key={tema.nome}>
              {tema.href ? <PageLink to={tema.href}>{tema.nome}</PageLink> : tema.nome}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The family's 404 and "incomplete data" messages, with the way back to its list. */
export function ArticleErrorBoundary({ family }: { family: ArticleFamily }) {
  const error = useRouteError();
  return (
    <GeneralErrorBoundary
      statusMessages={{
        404: family.messages.notFound,
        ...(isIncompleteData(error) ? { 500: family.messages.incomplete } : {}),
      }}
      backLink={{ to: family.listPath, label: family.messages.back }}
    />
  );
}
