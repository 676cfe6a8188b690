import { useId } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { useRouteLoaderData } from "react-router";
import { PageLink } from "../components/layout/page-link.tsx";
import type { Route } from "./+types/home.ts";
import { StatusBadge } from "../components/fake-news/status-badge.tsx";
import { NoticiaCarousel } from "../components/home/noticia-carousel.tsx";
import { pageMeta } from "../components/layout/page-meta.ts";
import { JsonLd } from "../components/article/json-ld.tsx";
import { serializeJsonLd } from "../components/article/structured-data.ts";
import { CardGrid } from "../components/ui/card-grid.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { servicesContext } from "../context.ts";
import type { loader as rootLoader } from "../root.tsx";
import { SITE_NAME } from "../site.ts";
import homeStylesHref from "../styles/home.css?url";
import { EnvieParaChecagem } from "../components/sugestoes/envie-para-checagem.tsx";
import { loadSugestaoCta } from "../components/sugestoes/envie-para-checagem.server.ts";
import sugestoesStylesHref from "../styles/sugestoes.css?url";
import { loadHomeContent } from "./home.server.ts";
import type { HomeFakeNews, HomeNoticia } from "./home.server.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ description: t("mission.summary") }));

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: homeStylesHref },
  { rel: "stylesheet", href: sugestoesStylesHref },
];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [content, cta] = await Promise.all([
    loadHomeContent(services.db),
    loadSugestaoCta(services),
  ]);
  return { ...content, cta };
}

const CARD_SIZES = "(min-width: 72rem) 22rem, (min-width: 40rem) 50vw, calc(100vw - 2rem)";

/**
 * The card sections: each one's id, its texts' keys (`home.<key>.title`), and its fade-in
 * delay in seconds, as the specification gives it.
 */
const SECTIONS = {
  fakeNews: { id: "home-fake-news", delay: 0.2 },
  highlights: { id: "home-highlights", delay: 0.4 },
} as const;
const cardDelay = (index: number) => 0.3 + 0.1 * index;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carousel, highlights, fakeNews, cta } = loaderData;
  return (
    <div className="home-page">
      <OrganizationJsonLd />
      {/* The banner above shows the name; this heading gives the page its outline. */}
      <h1 className="visually-hidden" lang="pt-BR">
        {SITE_NAME}
      </h1>
      {carousel.length > 0 && (
        <div className="container">
          <NoticiaCarousel slides={carousel} />
        </div>
      )}

      <section className="container home-mission" aria-labelledby="home-mission-title">
        <div className="home-mission__body">
          <h2 id="home-mission-title">{t("mission.title")}</h2>
          <p>{t("mission.text")}</p>
        </div>
      </section>

      <div className="container">
        <EnvieParaChecagem whatsappHref={cta.whatsappHref} />
      </div>
      <HomeSection
        section="fakeNews"
        items={fakeNews}
        card={(item, index) => <FakeNewsCard item={item} index={index} />}
        empty={
          <>
            <p className="home-empty__title">{t("home.fakeNews.emptyTitle")}</p>
            <p>{t("home.fakeNews.emptyText")}</p>
          </>
        }
      />

      <HomeSection
        section="highlights"
        items={highlights}
        card={(item, index) => <NoticiaCard item={item} index={index} />}
        empty={<p>{t(highlights ? "home.highlights.empty" : "home.highlights.error")}</p>}
      />
    </div>
  );
}

/** A section of cards, or its empty box when there are none (`items` null: none could be read). */
function HomeSection<T extends { id: number }>({
  section,
  items,
  card,
  empty,
}: {
  section: keyof typeof SECTIONS;
  items: T[] | null;
  card: (item: T, index: number) => React.ReactNode;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { id, delay } = SECTIONS[section];
  return (
    <section
      className="container home-section reveal"
      style={revealDelay(delay)}
      aria-labelledby={`${id}-title`}
    >
      <header className="home-section__header">
        <h2 id={`${id}-title`}>{t(`home.${section}.title`)}</h2>
        <p className="home-section__subtitle">{t(`home.${section}.subtitle`)}</p>
      </header>
      {items && items.length > 0 ? (
        <CardGrid className="home-cards" items={items}>
          {card}
        </CardGrid>
      ) : (
        <div className="home-empty">{empty}</div>
      )}
    </section>
  );
}

function FakeNewsCard({ item, index }: { item: HomeFakeNews; index: number }) {
  return (
    <HomeCard index={index} imagem={item.imagem}>
      <StatusBadge status={item.status} rotulo={item.rotulo} />
      <h3 className="home-card__title" lang="pt-BR">
        <PageLink to={`/fake-news/${item.id}`} className="home-card__link">
          {item.titulo}
        </PageLink>
      </h3>
      <p className="home-card__text" lang="pt-BR">
        {item.lead}
      </p>
    </HomeCard>
  );
}

function NoticiaCard({ item, index }: { item: HomeNoticia; index: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <HomeCard index={index} imagem={item.imagem} mediaClassName="home-card__media--light">
      <h3 id={titleId} className="home-card__title" lang="pt-BR">
        {item.titulo}
      </h3>
      <p className="home-card__text" lang="pt-BR">
        {item.resumo}
      </p>
      <PageLink to={`/noticia/${item.id}`} className="home-card__link home-card__more">
        {t("actions.learnMore")}
        {/* The link's name says where it goes, out of context too (a screen reader's list of links). */}
        <span className="visually-hidden">: {item.titulo}</span>
      </PageLink>
    </HomeCard>
  );
}

type HomeCardProps = {
  index: number;
  imagem: string | null;
  /** A modifier of the image's frame. */
  mediaClassName?: string;
  children: React.ReactNode;
};

/** A card of the home page's lists, shown in turn as it scrolls into view. */
function HomeCard({ index, imagem, mediaClassName, children }: HomeCardProps) {
  const mediaClass = ["image-frame home-card__media", mediaClassName].filter(Boolean).join(" ");
  return (
    <article className="home-card reveal" style={revealDelay(cardDelay(index))}>
      {imagem && (
        <div className={mediaClass}>
          <ContentImage src={imagem} alt="" sizes={CARD_SIZES} />
        </div>
      )}
      <div className="home-card__body">{children}</div>
    </article>
  );
}

function revealDelay(seconds: number): React.CSSProperties {
  return { "--reveal-delay": `${seconds.toFixed(1)}s` } as React.CSSProperties;
}

/** Tells search engines who publishes the site. */
function OrganizationJsonLd() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: `${root.origin}/`,
    logo: `${root.origin}/favicon.svg`,
  };
  return <JsonLd json={serializeJsonLd(organization)} />;
}
