import { useId, type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { PageLink } from "../layout/page-link.tsx";
import { ContentImage } from "../ui/content-image.tsx";
import type { ArticleFamily } from "./article-family.ts";

const CARD_SIZES = "(min-width: 72rem) 22rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)";

/** A card's picture: the article's first image and its alt text. */
export type CardImage = { src: string; alt: string };

/** The first image of a stored article as its card shows it. */
export function cardImage(item: { imagens: string[]; alts: string[] }): CardImage | null {
  const src = item.imagens[0];
  return src ? { src, alt: item.alts[0] ?? "" } : null;
}

/** What every family's card carries of its article. */
export type BaseCard = { id: number; titulo: string; lead: string; imagem: CardImage | null };

/**
 * The fields every card takes from its article. `toText` is the server's richTextToText,
 * passed in rather than imported so that the public pages, which call it in their
 * loaders, do not ship it to the browser.
 */
export function baseCard(
  item: { id: number; titulo: string; lead: string; imagens: string[]; alts: string[] },
  toText: (html: string) => string,
): BaseCard {
  return { id: item.id, titulo: item.titulo, lead: toText(item.lead), imagem: cardImage(item) };
}

/** Controls added to each card; `titleId` names the card's title, for aria-describedby. */
export type CardActions<T> = (item: T, titleId: string) => ReactNode;

export type ArticleListProps<T> = {
  items: T[];
  /** Shown under the heading (the editors' "+ Nova …" button). */
  toolbar?: ReactNode;
  /** Shown instead of the list while there is no list to show (loading, failure). */
  status?: ReactNode;
  cardActions?: CardActions<T>;
};

/** A family's list of cards, as visitors see it and, with their controls, as editors do. */
export function ArticleList<T extends { id: number }>({
  family,
  items,
  toolbar,
  status,
  renderCard,
}: Omit<ArticleListProps<T>, "cardActions"> & {
  family: ArticleFamily;
  renderCard: (item: T, priority: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="articles container">
      <h1>{t(family.messages.title)}</h1>
      {toolbar}
      {status ??
        (items.length === 0 ? (
          <p className="articles__empty">{t(family.messages.empty)}</p>
        ) : (
          <ul className="article-cards">
            {items.map((item, index) => (
              <li key={item.id}>{renderCard(item, index === 0)}</li>
            ))}
          </ul>
        ))}
    </div>
  );
}

type FamilyCardListProps<T> = ArticleListProps<T> & {
  family: ArticleFamily;
  /** Shown above each card's title. */
  beforeTitle?: (item: T) => ReactNode;
  /** What the family's card shows between the title and the link. */
  renderBody: (item: T) => ReactNode;
};

/** A family's list with one `ArticleCard` per item, with the editors' controls if given. */
export function FamilyCardList<T extends BaseCard>({
  family,
  cardActions,
  beforeTitle,
  renderBody,
  ...list
}: FamilyCardListProps<T>) {
  return (
    <ArticleList
      family={family}
      {...list}
      renderCard={(item, priority) => (
        <ArticleCard
          family={family}
          id={item.id}
          titulo={item.titulo}
          imagem={item.imagem}
          priority={priority}
          beforeTitle={beforeTitle?.(item)}
          actions={cardActions && ((titleId) => cardActions(item, titleId))}
        >
          {renderBody(item)}
        </ArticleCard>
      )}
    />
  );
}

type ArticleCardProps = {
  family: ArticleFamily;
  id: number;
  titulo: string;
  imagem: CardImage | null;
  /** The first card of a list is likely on screen at once: its image loads first. */
  priority: boolean;
  /** Shown above the title (the verdict of a fake-news entry). */
  beforeTitle?: ReactNode;
  /** What the family's card shows between the title and the link. */
  children: ReactNode;
  actions?: (titleId: string) => ReactNode;
};

/** One card: image, title, the family's own lines and the link to the item's page. */
export function ArticleCard({
  family,
  id,
  titulo,
  imagem,
  priority,
  beforeTitle,
  children,
  actions,
}: ArticleCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={actions ? "article-card article-card--controls" : "article-card"}>
      {imagem && (
        <div className="image-frame article-card__image">
          <ContentImage src={imagem.src} alt={imagem.alt} sizes={CARD_SIZES} priority={priority} />
        </div>
      )}
      <div className="article-card__body">
        {beforeTitle}
        <h2 className="article-card__title" id={titleId}>
          {titulo}
        </h2>
        {children}
        <PageLink className="article-card__more" to={family.itemPath(id)}>
          {t(family.messages.cardLink)}
          {/* The link's name says where it goes, out of context too (a screen reader's list of links). */}
          <span className="visually-hidden">: {titulo}</span>
        </PageLink>
        {actions?.(titleId)}
      </div>
    </article>
  );
}
