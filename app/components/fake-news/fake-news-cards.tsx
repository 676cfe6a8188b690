import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { formatCalendarDay, type DisplayDate } from "../../utils/dates.ts";
import { ContentImage } from "../ui/content-image.tsx";
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
  imagem: { src: string; alt: string } | null;
};

/**
 * The card of a fake-news entry. `toText` turns rich text into plain text: the server's
 * stripTags on the public page, the browser's parser on the editors' page.
 */
export function fakeNewsCard(item: FakeNews, toText: (html: string) => string): FakeNewsCard {
  const imagem = item.imagens[0];
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
    imagem: imagem ? { src: imagem, alt: item.alts[0] ?? "" } : null,
  };
}

const CARD_SIZES = "(min-width: 72rem) 22rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)";

type FakeNewsListPageProps = {
  items: FakeNewsCard[];
  /** Shown under the heading (the editors' "+ Nova Fake News"). */
  toolbar?: ReactNode;
  /** Shown instead of the list while there is no list to show (loading, failure). */
  status?: ReactNode;
  /** Controls added to each card; `titleId` names the card's title, for aria-describedby. */
  cardActions?: (item: FakeNewsCard, titleId: string) => ReactNode;
};

/** The list of checked claims, as visitors see it and, with their controls, as editors do. */
export function FakeNewsListPage({ items, toolbar, status, cardActions }: FakeNewsListPageProps) {
  const { t } = useTranslation();
  return (
    <div className="articles container">
      <h1>{t("fakeNews.title")}</h1>
      {toolbar}
      {status ??
        (items.length === 0 ? (
          <p className="articles__empty">{t("fakeNews.empty")}</p>
        ) : (
          <ul className="article-cards">
            {items.map((item, index) => (
              <li key={item.id}>
                <FakeNewsCardView item={item} priority={index === 0} actions={cardActions} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function FakeNewsCardView({
  item,
  priority,
  actions,
}: {
  item: FakeNewsCard;
  priority: boolean;
  actions: FakeNewsListPageProps["cardActions"];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="article-card">
      {item.imagem && (
        <div className="image-frame article-card__image">
          <ContentImage
            src={item.imagem.src}
            alt={item.imagem.alt}
            sizes={CARD_SIZES}
            priority={priority}
          />
        </div>
      )}
      <div className="article-card__body">
        <StatusBadge status={item.status} />
        <h2 className="article-card__title" id={titleId}>
          {item.titulo}
        </h2>
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
        <Link
          className="article-card__more"
          to={`/fake-news/${item.id}`}
          aria-describedby={titleId}
        >
          {t("fakeNews.details")}
        </Link>
        {actions?.(item, titleId)}
      </div>
    </article>
  );
}
