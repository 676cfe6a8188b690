import { useTranslation } from "react-i18next";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { formatCalendarDay, type DisplayDate } from "../../utils/dates.ts";
import {
  ArticleCard,
  ArticleList,
  cardImage,
  type ArticleListProps,
  type CardImage,
} from "../article/article-cards.tsx";
import { FAKE_NEWS_FAMILY } from "../article/article-family.ts";
import { StatusBadge } from "./status-badge.tsx";

/** The specification's card limits: two truths and two sources. */
export const CARD_TRUTHS = 2;
export const CARD_SOURCES = 2;

export type FakeNewsCard = {
  id: number;
  titulo: string;
  /** Plain text: the lead without its markup. */
  lead: string;
  status: string;
  verdades: string[];
  fontes: string[];
  /** Whether the entry has more sources than the card lists. */
  maisFontes: boolean;
  verificadaEm: DisplayDate | null;
  verificador: string | null;
  imagem: CardImage | null;
};

/**
 * The card of a fake-news entry. `toText` is richTextToText, passed in rather than imported
 * so that the public pages, which call it in their loaders, do not ship it to the browser.
 */
export function fakeNewsCard(item: FakeNews, toText: (html: string) => string): FakeNewsCard {
  return {
    id: item.id,
    titulo: item.titulo,
    lead: toText(item.lead),
    status: item.status,
    verdades: item.verdades.slice(0, CARD_TRUTHS),
    fontes: item.fontes.slice(0, CARD_SOURCES),
    maisFontes: item.fontes.length > CARD_SOURCES,
    verificadaEm: formatCalendarDay(item.data_verificacao) ?? null,
    verificador: item.verificador,
    imagem: cardImage(item),
  };
}

/** The list of checked claims, as visitors see it and, with their controls, as editors do. */
export function FakeNewsListPage({ cardActions, ...list }: ArticleListProps<FakeNewsCard>) {
  const { t } = useTranslation();
  return (
    <ArticleList
      family={FAKE_NEWS_FAMILY}
      {...list}
      renderCard={(item, priority) => (
        <ArticleCard
          family={FAKE_NEWS_FAMILY}
          id={item.id}
          titulo={item.titulo}
          imagem={item.imagem}
          priority={priority}
          beforeTitle={<StatusBadge status={item.status} />}
          actions={cardActions && ((titleId) => cardActions(item, titleId))}
        >
          <p className="article-card__lead">{item.lead}</p>
          {item.verdades.length > 0 && (
            <div className="article-card__truths">
              <p className="article-card__label">{t("fakeNews.truthLabel")}</p>
              <ul>
                {item.verdades.map((verdade, index) => (
                  <li key={index}>{verdade}</li>
                ))}
              </ul>
            </div>
          )}
          {item.fontes.length > 0 && (
            <div className="article-card__sources">
              <p className="article-card__label">{t("fakeNews.sourcesLabel")}</p>
              <ul>
                {item.fontes.map((fonte, index) => (
                  <li key={index}>{fonte}</li>
                ))}
                {item.maisFontes && (
                  <li className="article-card__more-sources">
                    <span aria-hidden="true">...</span>
                    <span className="visually-hidden">{t("fakeNews.moreSources")}</span>
                  </li>
                )}
              </ul>
            </div>
          )}
          {item.verificadaEm && (
            <p className="article-card__meta">
              {item.verificador
                ? t("fakeNews.verifiedOnBy", {
                    date: item.verificadaEm.text,
                    verifier: item.verificador,
                  })
                : t("fakeNews.verifiedOn", { date: item.verificadaEm.text })}
            </p>
          )}
        </ArticleCard>
      )}
    />
  );
}
