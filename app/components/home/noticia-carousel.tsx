import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { preload } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { imageSources } from "#server/media/urls.ts";
import { ContentImage } from "../ui/content-image.tsx";

/** The specification's slider interval. */
export const SLIDE_INTERVAL_MS = 4000;

export type Slide = { id: number; titulo: string; imagem: string | null };

const SLIDE_SIZES = "(min-width: 72rem) 69rem, calc(100vw - 2rem)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
const noSubscription = () => () => {};

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
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // False on the server and while hydrating, so the first render matches the server's markup.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const rotating = total > 1 && !reducedMotion && !stopped && !hovered && !focused;
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusSlide = useRef(false);

  const show = useCallback(
    (index: number, { moveFocus = false } = {}) => {
      focusSlide.current = moveFocus;
      setCurrent((index + total) % total);
    },
    [total],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % total), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, total]);

  // The next slide's image is fetched ahead, so it is ready when the slide comes in.
  const next = slides[(current + 1) % total];
  useEffect(() => {
    if (!next?.imagem || total < 2) return;
    const sources = imageSources(next.imagem);
    preload(sources.src, {
      as: "image",
      imageSrcSet: sources.srcSet,
      imageSizes: sources.srcSet ? SLIDE_SIZES : undefined,
    });
  }, [next, total]);

  // A keyboard user who changed slides from inside one stays inside the one now shown.
  useEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slideRefs.current[current]?.querySelector("a")?.focus();
  }, [current]);

  if (total === 0) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const fromSlide = slideRefs.current.some((slide) => slide?.contains(event.target as Node));
    show(current + (event.key === "ArrowRight" ? 1 : -1), { moveFocus: fromSlide });
  };

  return (
    // The arrow keys act on the carousel from any of its buttons or links; each of those
    // is focusable and named on its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="carousel"
      aria-roledescription={t("home.carousel.roledescription")}
      aria-label={t("home.carousel.label")}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="carousel__viewport"
        // New slides are announced only when the visitor moved to them.
        aria-live={rotating ? "off" : "polite"}
      >
        <div
          className="carousel__track"
          style={{ "--carousel-index": current } as React.CSSProperties}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              ref={(element) => {
                slideRefs.current[index] = element;
              }}
              className="carousel__slide"
              role="group"
              aria-roledescription={t("home.carousel.slide")}
              aria-label={t("home.carousel.slideLabel", { number: index + 1, total })}
              // Until the page runs every slide stays reachable, as in the scrolling list.
              inert={hydrated && index !== current}
            >
              <Link to={`/noticia/${slide.id}`} className="carousel__link">
                <SlideImage src={slide.imagem} priority={index === 0} />
                <span className="carousel__title" lang="pt-BR">
                  {slide.titulo}
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="carousel__controls">
          {!reducedMotion && (
            <button
              type="button"
              className="carousel__button carousel__button--pause"
              aria-pressed={stopped}
              aria-label={t("home.carousel.pause")}
              title={t("home.carousel.pause")}
              onClick={() => setStopped(!stopped)}
            >
              <Icon path={stopped ? "M7 4.5v11l9-5.5z" : "M6 4.5h3v11H6zm5 0h3v11h-3z"} />
            </button>
          )}
          <button
            type="button"
            className="carousel__button"
            aria-label={t("home.carousel.previous")}
            title={t("home.carousel.previous")}
            onClick={() => show(current - 1)}
          >
            <Icon path="M12.5 4 6.5 10l6 6" stroke />
          </button>
          <div className="carousel__dots" role="group" aria-label={t("home.carousel.choose")}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-label={t("home.carousel.goTo", { number: index + 1, total })}
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__button"
            aria-label={t("home.carousel.next")}
            title={t("home.carousel.next")}
            onClick={() => show(current + 1)}
          >
            <Icon path="M7.5 4l6 6-6 6" stroke />
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * The slide's picture, with 'Carregando...' behind it until it has loaded. The text is
 * decoration for sighted visitors (the link is named by the title), and it goes away
 * when the image fails too, leaving the grey frame.
 */
function SlideImage({ src, priority }: { src: string | null; priority: boolean }) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(false);
  // The image may finish before the page runs, when no handler is listening yet.
  const watch = useCallback((frame: HTMLDivElement | null) => {
    const image = frame?.querySelector("img");
    if (!image) return;
    if (image.complete) {
      setSettled(true);
      return;
    }
    const done = () => setSettled(true);
    image.addEventListener("load", done);
    image.addEventListener("error", done);
    return () => {
      image.removeEventListener("load", done);
      image.removeEventListener("error", done);
    };
  }, []);
  return (
    <div ref={watch} className="image-frame carousel__frame">
      {src && !settled && (
        <span className="carousel__loading" aria-hidden="true">
          {t("loading.default")}
        </span>
      )}
      {src && <ContentImage src={src} alt="" sizes={SLIDE_SIZES} priority={priority} />}
    </div>
  );
}

function Icon({ path, stroke = false }: { path: string; stroke?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
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
