import { useTranslation } from "react-i18next";
import type { Noticia } from "#server/api/noticias/service.ts";
import {
  ArticleCard,
  ArticleList,
  cardImage,
  type ArticleListProps,
  type CardImage,
} from "../article/article-cards.tsx";
import { NOTICIA_FAMILY } from "../article/article-family.ts";

/** A card of the news list, with only what the card shows. */
export type NoticiaCard = {
  id: number;
  titulo: string;
  subtitulo: string | null;
  /** Plain text: the lead without its markup. */
  lead: string;
  /** The first source, if the item names one. */
  fonte: string | null;
  imagem: CardImage | null;
};

/**
 * The card of a news item. `toText` turns rich text into plain text: the server's
 * richTextToText, passed in rather than imported so that the public pages, which call it
 * in their loaders, do not ship it to the browser.
 */
export function noticiaCard(item: Noticia, toText: (html: string) => string): NoticiaCard {
  return {
    id: item.id,
    titulo: item.titulo,
    subtitulo: item.subtitulo,
    lead: toText(item.lead),
    fonte: item.fontes[0] ?? null,
    imagem: cardImage(item),
  };
}

type NoticiasPageProps = Omit<ArticleListProps<NoticiaCard>, "items"> & {
  noticias: NoticiaCard[];
};

/** The list of news, as visitors see it and, with their controls, as editors do. */
export function NoticiasPage({ noticias, cardActions, ...list }: NoticiasPageProps) {
  const { t } = useTranslation();
  return (
    <ArticleList
      family={NOTICIA_FAMILY}
      items={noticias}
      {...list}
      renderCard={(noticia, priority) => (
        <ArticleCard
          family={NOTICIA_FAMILY}
          id={noticia.id}
          titulo={noticia.titulo}
          imagem={noticia.imagem}
          priority={priority}
          actions={cardActions && ((titleId) => cardActions(noticia, titleId))}
        >
          {noticia.subtitulo && <p className="article-card__subtitle">{noticia.subtitulo}</p>}
          <p className="article-card__lead">{noticia.lead}</p>
          <p className="article-card__source">
            <span className="article-card__label">{t("noticias.sourceLabel")}</span>{" "}
            {noticia.fonte ?? t("noticias.sourceUnknown")}
          </p>
        </ArticleCard>
      )}
    />
  );
}
