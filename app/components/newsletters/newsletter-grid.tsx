import { useTranslation } from "../../i18n/use-translation.ts";
import type { newsletterCard } from "../../utils/newsletters-display.ts";
import { TitledPage } from "../layout/list-page.tsx";

/** One edition as the Newsletters page shows it. */
export type NewsletterCardData = ReturnType<typeof newsletterCard>;

type NewslettersPageProps = {
  newsletters: NewsletterCardData[];
  /** Shown under the introduction, e.g. the admin page's create button. */
  controls?: React.ReactNode;
  /** Shown at the foot of each card, e.g. the admin page's edit and delete buttons. */
  cardActions?: (newsletter: NewsletterCardData) => React.ReactNode;
  /** Shown after the editions: the public page's subscription form. */
  subscription?: React.ReactNode;
};

/** The Newsletters page: heading, introduction and the grid of editions (or the empty text). */
export function NewslettersPage({
  newsletters,
  controls,
  cardActions,
  subscription,
}: NewslettersPageProps) {
  const { t } = useTranslation();
  return (
    <TitledPage title={t("newsletters.title")} intro={t("newsletters.intro")}>
      {controls}
      {newsletters.length === 0 ? (
        <div className="newsletters__state">
          <p className="newsletters__state-title">{t("newsletters.empty.title")}</p>
          <p>{t("newsletters.empty.text")}</p>
        </div>
      ) : (
        <ul className="newsletters__grid">
          {newsletters.map((newsletter) => (
            <li key={newsletter.id}>
              <NewsletterCard newsletter={newsletter} actions={cardActions?.(newsletter)} />
            </li>
          ))}
        </ul>
      )}
      {subscription}
    </TitledPage>
  );
}

/** With a link, the link's hit area covers the whole card; without one, the card is dimmed. */
function NewsletterCard({
  newsletter,
  actions,
}: {
  newsletter: NewsletterCardData;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `newsletter-${newsletter.id}`;
  const { link } = newsletter;
  return (
    <article
      className={link ? "newsletter-card" : "newsletter-card newsletter-card--pending"}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="newsletter-card__title" lang="pt-BR">
        {newsletter.titulo}
      </h2>
      <p className="newsletter-card__period">
        <time dateTime={newsletter.periodoDateTime}>{newsletter.periodo}</time>
      </p>
      {newsletter.descricao ? (
        <p className="newsletter-card__description" lang="pt-BR">
          {newsletter.descricao}
        </p>
      ) : null}
      {link ? (
        <a
          className="newsletter-card__link"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
        >
          {t(link.kind === "file" ? "newsletters.link.file" : "newsletters.link.external")}{" "}
          <span className="visually-hidden">{t("newsletters.newTab")}</span>
        </a>
      ) : (
        <p className="newsletter-card__soon">{t("newsletters.link.soon")}</p>
      )}
      {actions}
    </article>
  );
}
