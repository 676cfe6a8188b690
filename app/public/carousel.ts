/**
 * The home page's news carousel (components/home/noticia-carousel.tsx): one slide at a
 * time, the others inert; it advances every `data-interval-ms`, wrapping around, except
 * while the pointer or the focus is on it, after the visitor pauses it, or under reduced
 * motion. Previous and next buttons, dots and the arrow keys move it; the next slide's
 * image is fetched ahead, and 'Carregando...' goes once a slide's image has loaded or
 * failed. It only writes to the page: reading layout here would make the browser lay out
 * the page early, inside the script's task.
 */
export function startCarousel(carousel: HTMLElement): void {
  const all = <T extends Element>(selector: string) => [...carousel.querySelectorAll<T>(selector)];
  const slides = all<HTMLElement>(".carousel__slide");
  const dots = all<HTMLButtonElement>(".carousel__dot");
  const track = carousel.querySelector<HTMLElement>(".carousel__track");
  const viewport = carousel.querySelector<HTMLElement>(".carousel__viewport");
  const pause = carousel.querySelector<HTMLButtonElement>(".carousel__button--pause");
  const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const interval = Number(carousel.dataset.intervalMs);
  const total = slides.length;
  const preloaded = new Set<string>();
  let current = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  for (const frame of all<HTMLElement>(".carousel__frame")) {
    const image = frame.querySelector("img");
    const done = () => frame.querySelector(".carousel__loading")?.remove();
    if (!image || image.complete) done();
    image?.addEventListener("load", done);
    image?.addEventListener("error", done);
  }
  if (reduced) pause?.remove();

  const rotating = () =>
    total > 1 && !reduced && pause?.getAttribute("aria-pressed") !== "true" && !hovered && !focused;
  const schedule = () => {
    clearTimeout(timer);
    // New slides are announced only when the visitor moved to them.
    viewport?.setAttribute("aria-live", rotating() ? "off" : "polite");
    if (rotating()) timer = setTimeout(() => show(current + 1), interval);
  };
  const preloadNext = () => {
    const image = slides[(current + 1) % total]?.querySelector("img");
    const href = image?.getAttribute("src");
    if (total < 2 || !image || !href || preloaded.has(href)) return;
    preloaded.add(href);
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.href = href;
    const srcset = image.getAttribute("srcset");
    if (srcset) {
      link.setAttribute("imagesrcset", srcset);
      link.setAttribute("imagesizes", image.getAttribute("sizes") ?? "");
    }
    document.head.append(link);
  };
  const show = (index: number, moveFocus = false) => {
    current = (index + total) % total;
    track?.style.setProperty("--carousel-index", String(current));
    slides.forEach((slide, i) => (slide.inert = i !== current));
    dots.forEach((dot, i) =>
      i === current
        ? dot.setAttribute("aria-current", "true")
        : dot.removeAttribute("aria-current"),
    );
    if (moveFocus) slides[current]?.querySelector("a")?.focus();
    // Once the page has loaded: until then the first slide's image, the page's largest
    // paint, has the connection to itself.
    if (document.readyState === "complete") preloadNext();
    schedule();
  };

  carousel.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("button");
    if (!button) return;
    if (button === pause) {
      pause.setAttribute("aria-pressed", String(pause.getAttribute("aria-pressed") !== "true"));
      schedule();
    } else if (button.classList.contains("carousel__button--previous")) show(current - 1);
    else if (button.classList.contains("carousel__button--next")) show(current + 1);
    else if (dots.includes(button as HTMLButtonElement))
      show(dots.indexOf(button as HTMLButtonElement));
  });
  carousel.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const fromSlide = slides.some((slide) => slide.contains(event.target as Node));
    show(current + (event.key === "ArrowRight" ? 1 : -1), fromSlide);
  });
  const watch = (type: string, set: (value: boolean) => void, value: boolean) =>
    carousel.addEventListener(type, (event) => {
      const related = (event as FocusEvent).relatedTarget as Node | null;
      if (type === "focusout" && carousel.contains(related)) return;
      set(value);
      schedule();
    });
  watch("mouseenter", (value) => (hovered = value), true);
  watch("mouseleave", (value) => (hovered = value), false);
  watch("focusin", (value) => (focused = value), true);
  watch("focusout", (value) => (focused = value), false);
  if (total) show(0);
  if (document.readyState !== "complete") addEventListener("load", preloadNext, { once: true });
}
