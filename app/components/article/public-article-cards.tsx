import { useTranslation } from "../../i18n/use-translation.ts";
import type { FakeNewsCard } from "../fake-news/fake-news-cards.tsx";
import { StatusBadge } from "../fake-news/status-badge.tsx";
import type { NoticiaCard } from "../noticias/noticia-cards.tsx";
import { ArticleCard } from "./article-cards.tsx";
import { FAKE_NEWS_FAMILY, NOTICIA_FAMILY } from "./article-family.ts";

/** A card of a list that mixes both families (a topic's, a state's), with its kind. */
export type PublicArticleCard =
  { tipo: "noticia"; card: NoticiaCard } | { tipo: "fake-news"; card: FakeNewsCard };

/** News items and fake-news entries in one list, each card saying which it is. */
export function PublicArticleList({ items }: { items: PublicArticleCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="article-cards">
      {items.map((entry, index) => {
        const family = entry.tipo === "noticia" ? NOTICIA_FAMILY : FAKE_NEWS_FAMILY;
        const { card } = entry;
        return (
          <li key={`${entry.tipo}-${card.id}`}>
            <ArticleCard
              family={family}
              id={card.id}
              titulo={card.titulo}
              imagem={card.imagem}
              priority={index === 0}
              beforeTitle={
                <p className="article-card__kind">
                  <span className="article-card__label">{t(family.messages.badge)}</span>
                  {entry.tipo === "fake-news" && (
                    <>
                      {" "}
                      <StatusBadge status={entry.card.status} rotulo={entry.card.rotulo} />
                    </>
                  )}
                </p>
              }
            >
              {entry.tipo === "noticia" && entry.card.subtitulo && (
                <p className="article-card__subtitle">{entry.card.subtitulo}</p>
              )}
              <p className="article-card__lead">{card.lead}</p>
            </ArticleCard>
          </li>
        );
      })}
    </ul>
  );
}
