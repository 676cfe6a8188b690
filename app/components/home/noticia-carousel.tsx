import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { PageLink } from "../layout/page-link.tsx";
import { ContentImage } from "../ui/content-image.tsx";
import { CAROUSEL_ICONS, SLIDE_INTERVAL_MS } from "./carousel-settings.ts";

export type Slide = { id: number; titulo: string; imagem: string | null };

const SLIDE_SIZES = "(min-width: 72rem) 69rem, calc(100vw - 2rem)";
/**
 * The newest news items, one at a time. The server renders every slide, so without
 * JavaScript they form a list that scrolls sideways (styles/home.css); once the page runs,
 * one slide shows at a time and the others are inert. It advances every 4 seconds, except
 * while the pointer or the keyboard focus is on it, after the visitor pauses it, or when
 * the visitor asks for reduced motion.
 */
export function NoticiaCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const total = slides.length;
  if (total === 0) return null;

  return (
    // The arrow keys act on the carousel from any of its buttons or links (the public
    // script, app/public/carousel.ts); each of those is focusable and named on its own.
    <section
      className="carousel"
      data-interval-ms={SLIDE_INTERVAL_MS}
      aria-roledescription={t("home.carousel.roledescription")}
      aria-label={t("home.carousel.label")}
    >
      {/* New slides are announced only when the visitor moved to them: the script says
          "off" while the carousel turns by itself. */}
      <div className="carousel__viewport" aria-live="polite">
        <div className="carousel__track">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription={t("home.carousel.slide")}
              aria-label={t("home.carousel.slideLabel", { number: index + 1, total })}
              // Until the page runs every slide stays reachable, as in the scrolling list.
            >
              <PageLink to={`/noticia/${slide.id}`} className="carousel__link">
                <SlideImage src={slide.imagem} priority={index === 0} />
                <span className="carousel__title" lang="pt-BR">
                  {slide.titulo}
                </span>
              </PageLink>
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="carousel__controls">
          {/* The script hides it under reduced motion, where nothing turns by itself. */}
          <CarouselButton kind="pause" label={t("home.carousel.pause")} toggle>
            <Icon path={CAROUSEL_ICONS.play} switchState="on" />
            <Icon path={CAROUSEL_ICONS.pause} switchState="off" />
          </CarouselButton>
          <CarouselButton kind="previous" label={t("home.carousel.previous")}>
            <Icon path="M12.5 4 6.5 10l6 6" stroke />
          </CarouselButton>
          <div className="carousel__dots" role="group" aria-label={t("home.carousel.choose")}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-label={t("home.carousel.goTo", { number: index + 1, total })}
                aria-current={index === 0 || undefined}
              />
            ))}
          </div>
          <CarouselButton kind="next" label={t("home.carousel.next")}>
            <Icon path="M7.5 4l6 6-6 6" stroke />
          </CarouselButton>
        </div>
      )}
    </section>
  );
}

type CarouselButtonProps = {
  kind: "pause" | "previous" | "next";
  label: string;
  /** A switch (the pause button), rendered released; the script presses it. */
  toggle?: boolean;
  children: ReactNode;
};

/** A control the public script gives its behaviour, named by its label. */
function CarouselButton({ kind, label, toggle, children }: CarouselButtonProps) {
  return (
    <button
      type="button"
      className={`carousel__button carousel__button--${kind}`}
      aria-pressed={toggle ? "false" : undefined}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}

/**
 * The slide's picture, with 'Carregando...' behind it until it has loaded (the script
 * takes the text away once the image has loaded or failed). The text is decoration for
 * sighted visitors (the link is named by the title), and without scripts it is hidden.
 */
function SlideImage({ src, priority }: { src: string | null; priority: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="image-frame carousel__frame">
      {src && (
        <span className="carousel__loading" aria-hidden="true">
          {t("loading.default")}
        </span>
      )}
      {src && <ContentImage src={src} alt="" sizes={SLIDE_SIZES} priority={priority} />}
    </div>
  );
}

type IconProps = {
  path: string;
  stroke?: boolean;
  /** One of a switch's two drawings (app.css shows the one that fits its state). */
  switchState?: "on" | "off";
};

function Icon({ path, stroke = false, switchState }: IconProps) {
  return (
    <svg
      className={switchState && `switch-icon--${switchState}`}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill={stroke ? "none" : "currentColor"}
        stroke={stroke ? "currentColor" : "none"}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
