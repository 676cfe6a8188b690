import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Noticia } from "#server/api/noticias/service.ts";
import { ContentImage } from "../ui/content-image.tsx";

/** A card of the news list, with only what the card shows. */
export type NoticiaCard = {
  id: number;
  titulo: string;
  subtitulo: string | null;
  /** Plain text: the lead without its markup. */
  lead: string;
  /** The first source, if the item names one. */
  fonte: string | null;
  imagem: { src: string; alt: string } | null;
};

/**
 * The card of a news item. `toText` turns rich text into plain text: the server's
 * stripTags on the public page, the browser's parser on the editors' page.
 */
export function noticiaCard(item: Noticia, toText: (html: string) => string): NoticiaCard {
  const src = item.imagens[0];
  return {
    id: item.id,
    titulo: item.titulo,
    subtitulo: item.subtitulo,
    lead: toText(item.lead),
    fonte: item.fontes[0] ?? null,
    imagem: src ? { src, alt: item.alts[0] ?? "" } : null,
  };
}

const CARD_SIZES = "(min-width: 72rem) 22rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)";

type NoticiasPageProps = {
  noticias: NoticiaCard[];
  /** Shown under the heading (the editors' "+ Nova Notícia"). */
  toolbar?: ReactNode;
  /** Shown instead of the list while there is no list to show (loading, failure). */
  status?: ReactNode;
  /** Controls added to each card; `titleId` names the card's title, for aria-describedby. */
  cardActions?: (noticia: NoticiaCard, titleId: string) => ReactNode;
};

/** The list of news, as visitors see it and, with their controls, as editors do. */
export function NoticiasPage({ noticias, toolbar, status, cardActions }: NoticiasPageProps) {
  const { t } = useTranslation();
  return (
    <div className="articles container">
      <h1>{t("noticias.title")}</h1>
      {toolbar}
      {status ??
        (noticias.length === 0 ? (
          <p className="articles__empty">{t("noticias.empty")}</p>
        ) : (
          <ul className="article-cards">
            {noticias.map((noticia, index) => (
              <li key={noticia.id}>
                <NoticiaCardView noticia={noticia} priority={index === 0} actions={cardActions} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function NoticiaCardView({
  noticia,
  priority,
  actions,
}: {
  noticia: NoticiaCard;
  priority: boolean;
  actions: NoticiasPageProps["cardActions"];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="article-card">
      {noticia.imagem && (
        <div className="image-frame article-card__image">
          <ContentImage
            src={noticia.imagem.src}
            alt={noticia.imagem.alt}
            sizes={CARD_SIZES}
            priority={priority}
          />
        </div>
      )}
      <div className="article-card__body">
        <h2 className="article-card__title" id={titleId}>
          {noticia.titulo}
        </h2>
        {noticia.subtitulo && <p className="article-card__subtitle">{noticia.subtitulo}</p>}
        <p className="article-card__lead">{noticia.lead}</p>
        <p className="article-card__source">
          <span className="article-card__label">{t("noticias.sourceLabel")}</span>{" "}
          {noticia.fonte ?? t("noticias.sourceUnknown")}
        </p>
        <Link
          className="article-card__more"
          to={`/noticia/${noticia.id}`}
          aria-describedby={titleId}
        >
          {t("noticias.readMore")}
        </Link>
        {actions?.(noticia, titleId)}
      </div>
    </article>
  );
}
