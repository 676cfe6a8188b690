import { useTranslation } from "../../i18n/use-translation.ts";
import type { Noticia } from "#server/api/noticias/service.ts";
import {
  baseCard,
  FamilyCardList,
  type ArticleListProps,
  type BaseCard,
} from "../article/article-cards.tsx";
import { NOTICIA_FAMILY } from "../article/article-family.ts";

/** A card of the news list, with only what the card shows. */
export type NoticiaCard = BaseCard & {
  subtitulo: string | null;
  /** The first source, if the item names one. */
  fonte: string | null;
};

/** The card of a news item; `toText` as `baseCard` takes it. */
export function noticiaCard(item: Noticia, toText: (html: string) => string): NoticiaCard {
  return { ...baseCard(item, toText), subtitulo: item.subtitulo, fonte: item.fontes[0] ?? null };
}

type NoticiasPageProps = Omit<ArticleListProps<NoticiaCard>, "items"> & {
  noticias: NoticiaCard[];
};

/** The list of news, as visitors see it and, with their controls, as editors do. */
export function NoticiasPage({ noticias, ...list }: NoticiasPageProps) {
  const { t } = useTranslation();
  return (
    <FamilyCardList
      family={NOTICIA_FAMILY}
      items={noticias}
      {...list}
      renderBody={(noticia) => (
        <>
          {noticia.subtitulo && <p className="article-card__subtitle">{noticia.subtitulo}</p>}
          <p className="article-card__lead">{noticia.lead}</p>
          <p className="article-card__source">
            <span className="article-card__label">{t("noticias.sourceLabel")}</span>{" "}
            {noticia.fonte ?? t("noticias.sourceUnknown")}
          </p>
        </>
      )}
    />
  );
}
