import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import type { Language } from "../../i18n/languages.ts";
import { formatCalendarDay, type DisplayDate } from "../../utils/dates.ts";
import {
  baseCard,
  FamilyCardList,
  type ArticleListProps,
  type BaseCard,
} from "../article/article-cards.tsx";
import { FAKE_NEWS_FAMILY } from "../article/article-family.ts";
import { StatusBadge } from "./status-badge.tsx";
import { rotuloOf, type RotuloView } from "./verdicts.ts";

/** The specification's card limits: two truths and two sources. */
export const CARD_TRUTHS = 2;
export const CARD_SOURCES = 2;

export type FakeNewsCard = BaseCard & {
  status: string;
  /** The entry's rating, from the scale; null shows the status's label. */
  rotulo: RotuloView | null;
  /** The claim as it circulated; null on entries written without one. */
  alegacao: string | null;
  verdades: string[];
  fontes: string[];
  /** Whether the entry has more sources than the card lists. */
  maisFontes: boolean;
  verificadaEm: DisplayDate | null;
  verificador: string | null;
};

/**
 * The card of a fake-news entry, its date in `language`; `toText` as `baseCard` takes it;
 * `scale` names its rating.
 */
export function fakeNewsCard(
  item: FakeNews,
  toText: (html: string) => string,
  language: Language,
  scale: readonly RotuloView[] = [],
): FakeNewsCard {
  return {
    ...baseCard(item, toText),
    status: item.status,
    rotulo: rotuloOf(item.rotulo, scale),
    alegacao: item.alegacao,
    verdades: item.verdades.slice(0, CARD_TRUTHS),
    fontes: item.fontes.slice(0, CARD_SOURCES),
    maisFontes: item.fontes.length > CARD_SOURCES,
    verificadaEm: formatCalendarDay(item.data_verificacao, language) ?? null,
    verificador: item.verificador,
  };
}

/** The list of checked claims, as visitors see it and, with their controls, as editors do. */
export function FakeNewsListPage(list: ArticleListProps<FakeNewsCard>) {
  const { t } = useTranslation();
  return (
    <FamilyCardList
      family={FAKE_NEWS_FAMILY}
      {...list}
      beforeTitle={(item) => <StatusBadge status={item.status} rotulo={item.rotulo} />}
      renderBody={(item) => (
        <>
          {item.alegacao && (
            <p className="article-card__claim">
              <strong>{t("rotulos.claim")}</strong> <q>{item.alegacao}</q>
            </p>
          )}
          <p className="article-card__lead">{item.lead}</p>
          <CardList
            className="article-card__truths"
            label={t("fakeNews.truthLabel")}
            items={item.verdades}
          />
          <CardList
            className="article-card__sources"
            label={t("fakeNews.sourcesLabel")}
            items={item.fontes}
            more={
              item.maisFontes && (
                <li className="article-card__more-sources">
                  <span aria-hidden="true">...</span>
                  <span className="visually-hidden">{t("fakeNews.moreSources")}</span>
                </li>
              )
            }
          />
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
        </>
      )}
    />
  );
}

/** A labelled list of a card's lines; nothing when there are none. */
function CardList(props: { className: string; label: string; items: string[]; more?: ReactNode }) {
  if (props.items.length === 0) return null;
  return (
    <div className={props.className}>
      <p className="article-card__label">{props.label}</p>
      <ul>
        {props.items.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
        {props.more}
      </ul>
    </div>
  );
}
