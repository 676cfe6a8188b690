import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from "../../i18n/languages.ts";
import { SHARE_WINDOW } from "../article/share-links.ts";
import { TOAST_DURATION_MS } from "../ui/toast-duration.ts";
import { CAROUSEL_ICONS, REVEAL_THRESHOLD, SLIDE_INTERVAL_MS } from "../home/carousel-settings.ts";
import { BANNER_ICONS, MENU_ICONS } from "./layout-icons.ts";
import type { PageBehaviour } from "./static-page.ts";

/** What the script needs from the modules it may not import (it runs on its own). */
export type StaticPageConfig = {
  languages: readonly string[];
  fallback: string;
  cookie: string;
  storageKey: string;
  queryParam: string;
  shareWindow: { width: number; height: number };
  toastMs: number;
  menuIcons: { open: string; closed: string };
  bannerIcons: { paused: string; playing: string };
  slideMs: number;
  pauseIcon: string;
  playIcon: string;
  revealThreshold: number;
};

const CONFIG: StaticPageConfig = {
  languages: LANGUAGES,
  fallback: FALLBACK_LANGUAGE,
  cookie: LANGUAGE_COOKIE,
  storageKey: LANGUAGE_STORAGE_KEY,
  queryParam: LANGUAGE_QUERY_PARAM,
  shareWindow: SHARE_WINDOW,
  toastMs: TOAST_DURATION_MS,
  menuIcons: MENU_ICONS,
  bannerIcons: BANNER_ICONS,
  slideMs: SLIDE_INTERVAL_MS,
  pauseIcon: CAROUSEL_ICONS.pause,
  playIcon: CAROUSEL_ICONS.play,
  revealThreshold: REVEAL_THRESHOLD,
};

/**
 * What the page's React components do in the browser, for a page served without React
 * (a route whose handle says `hydrate: false`): the layout's menu and banner switch, the
 * share links' small window, the copy-link button and its toast, the grey frame of an
 * image that failed, and the language the browser remembers. Everything else on such a
 * page is plain HTML (links, forms, embeds) and needs nothing.
 *
 * It is printed into the page as its own source text, so it must stay self-contained:
 * no imports, no outer variables, only its argument.
 */
export function enhanceStaticPage(config: StaticPageConfig): void {
  const doc = document;
  const root = doc.documentElement;

  // The language: the query string, then the cookie (which the language page's plain
  // form sets without touching local storage), local storage, the browser's languages and
  // the page's own; remembered in both places, as the hydrated pages do.
  const match = (tag: string | null | undefined) => {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    return primary && config.languages.includes(primary) ? primary : undefined;
  };
  const readCookie = () => {
    for (const part of doc.cookie.split(";")) {
      const [name, value] = part.split("=");
      if (name?.trim() === config.cookie) return value?.trim();
    }
    return undefined;
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.storageKey);
  } catch {
    // Storage can be disabled; the cookie still remembers the choice.
  }
  const candidates = [
    new URLSearchParams(location.search).get(config.queryParam),
    readCookie(),
    stored,
    ...(navigator.languages ?? [navigator.language]),
    root.lang,
  ];
  const preferred = candidates.map(match).find(Boolean) ?? config.fallback;
  try {
    localStorage.setItem(config.storageKey, preferred);
  } catch {
    // See above.
  }
  doc.cookie = `${config.cookie}=${preferred}; Path=/; Max-Age=31536000; SameSite=Lax${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
  // The server rendered another language than the one remembered: render it again, once
  // the cookie holds the choice (a browser that refuses cookies keeps this page).
  if (preferred !== match(root.lang) && readCookie() === preferred) {
    location.reload();
    return;
  }

  // The menu on small screens.
  const menuButton = doc.querySelector<HTMLButtonElement>(".menu-button");
  const nav = menuButton && doc.getElementById(menuButton.getAttribute("aria-controls") ?? "");
  const setMenu = (open: boolean) => {
    if (!menuButton || !nav) return;
    menuButton.setAttribute("aria-expanded", String(open));
    nav.toggleAttribute("data-open", open);
    menuButton
      .querySelector("path")
      ?.setAttribute("d", open ? config.menuIcons.open : config.menuIcons.closed);
  };
  menuButton?.addEventListener("click", () =>
    setMenu(menuButton.getAttribute("aria-expanded") !== "true"),
  );
  nav?.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setMenu(false);
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") setMenu(false);
  });

  // The banner's pause switch.
  const banner = doc.querySelector<HTMLElement>(".site-banner");
  const bannerToggle = banner?.querySelector<HTMLButtonElement>(".site-banner__toggle");
  bannerToggle?.addEventListener("click", () => {
    const paused = bannerToggle.getAttribute("aria-pressed") !== "true";
    bannerToggle.setAttribute("aria-pressed", String(paused));
    banner?.toggleAttribute("data-paused", paused);
    bannerToggle
      .querySelector("path")
      ?.setAttribute("d", paused ? config.bannerIcons.paused : config.bannerIcons.playing);
  });

  // Images that fail show the grey frame behind them; some failed before this ran.
  for (const image of doc.querySelectorAll<HTMLImageElement>("img.content-image")) {
    if (image.complete && image.currentSrc && image.naturalWidth === 0) image.hidden = true;
    image.addEventListener("error", () => (image.hidden = true));
  }

  // Share links open in a small window; without one (blocked, or a modified click) the
  // link opens its new tab as it would without scripts.
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(".share a[target=_blank]")) {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const { width, height } = config.shareWindow;
      const opened = window.open(link.href, "_blank", `width=${width},height=${height}`);
      if (!opened) return;
      opened.opener = null;
      event.preventDefault();
    });
  }

  // The copy-link button, hidden in the HTML because only a script can copy.
  for (const button of doc.querySelectorAll<HTMLButtonElement>("[data-copy-url]")) {
    const item = button.closest<HTMLElement>("[hidden]");
    if (item) item.hidden = false;
    const region = button.closest(".share")?.querySelector(".toast-region");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (text: string, kind: string) => {
      if (!region) return;
      clearTimeout(timer);
      const message = doc.createElement("p");
      message.className = `toast toast--${kind}`;
      message.textContent = text;
      region.replaceChildren(message);
      timer = setTimeout(() => region.replaceChildren(), config.toastMs);
    };
    const copy = async (text: string) => {
      if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
      // Browsers keep the Clipboard API from pages served over plain http.
      const field = doc.createElement("textarea");
      field.value = text;
      field.setAttribute("readonly", "");
      field.className = "visually-hidden";
      doc.body.append(field);
      field.select();
      const copied = doc.execCommand("copy");
      field.remove();
      if (!copied) throw new Error("The browser refused to copy.");
    };
    button.addEventListener("click", () => {
      const { copyUrl = "", copied = "", copyFailed = "" } = button.dataset;
      copy(copyUrl).then(
        () => show(copied, "success"),
        () => show(copyFailed, "error"),
      );
    });
  }

  // Tells tests (and anyone curious) that the page's behaviour is in place.
  root.dataset.enhanced = "";
}

/**
 * The home page's news carousel (components/home/noticia-carousel.tsx): one slide at a
 * time, the others inert; it advances every 4 seconds, wrapping around, except while the
 * pointer or the focus is on it, after the visitor pauses it, or under reduced motion.
 * Previous and next buttons, dots and the arrow keys move it; the next slide's image is
 * fetched ahead, and 'Carregando...' goes once a slide's image has loaded or failed.
 */
export function enhanceCarousel(config: StaticPageConfig): void {
  const doc = document;
  const carousel = doc.querySelector<HTMLElement>(".carousel");
  if (!carousel) return;
  const q = <T extends Element>(selector: string) => [...carousel.querySelectorAll<T>(selector)];
  const slides = q<HTMLElement>(".carousel__slide");
  const dots = q<HTMLButtonElement>(".carousel__dot");
  const track = carousel.querySelector<HTMLElement>(".carousel__track");
  const viewport = carousel.querySelector<HTMLElement>(".carousel__viewport");
  const pause = carousel.querySelector<HTMLButtonElement>(".carousel__button--pause");
  const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const total = slides.length;
  const preloaded = new Set<string>();
  let current = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  for (const frame of q<HTMLElement>(".carousel__frame")) {
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
    viewport?.setAttribute("aria-live", rotating() ? "off" : "polite");
    if (rotating()) timer = setTimeout(() => show(current + 1), config.slideMs);
  };
  const preloadNext = () => {
    const image = slides[(current + 1) % total]?.querySelector("img");
    const href = image?.getAttribute("src");
    if (total > 1 && href && !preloaded.has(href)) {
      preloaded.add(href);
      const link = doc.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.href = href;
      const srcset = image?.getAttribute("srcset");
      if (srcset) {
        link.setAttribute("imagesrcset", srcset);
        link.setAttribute("imagesizes", image?.getAttribute("sizes") ?? "");
      }
      doc.head.append(link);
    }
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
    // The next slide's image, fetched ahead once the page has loaded: until then the
    // first slide's image, the page's largest paint, has the connection to itself.
    if (doc.readyState === "complete") preloadNext();
    schedule();
  };

  carousel
    .querySelector(".carousel__button--previous")
    ?.addEventListener("click", () => show(current - 1));
  carousel
    .querySelector(".carousel__button--next")
    ?.addEventListener("click", () => show(current + 1));
  dots.forEach((dot, i) => dot.addEventListener("click", () => show(i)));
  pause?.addEventListener("click", () => {
    const stopped = pause.getAttribute("aria-pressed") !== "true";
    pause.setAttribute("aria-pressed", String(stopped));
    pause.querySelector("path")?.setAttribute("d", stopped ? config.playIcon : config.pauseIcon);
    schedule();
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
  if (doc.readyState !== "complete") window.addEventListener("load", preloadNext, { once: true });
}

/**
 * Sections and cards with the `reveal` class fade in and slide up the first time they
 * scroll into view (styles/home.css). Only elements still below the screen when the page
 * runs wait for their turn, so content stays visible without scripts or with reduced
 * motion, and nothing already on screen flickers.
 */
export function revealOnScroll(config: StaticPageConfig): void {
  const elements = document.querySelectorAll<HTMLElement>(".reveal");
  if (!elements.length || typeof IntersectionObserver === "undefined") return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = "shown";
        observer.unobserve(entry.target);
      }
    },
    { threshold: config.revealThreshold },
  );
  for (const element of elements) {
    if (element.getBoundingClientRect().top < innerHeight) continue;
    element.dataset.reveal = "waiting";
    observer.observe(element);
  }
}

/**
 * The contact and tip forms (a form with `data-network-error`), sent without leaving the
 * page: the server's answer (the same page the form gets without scripts) replaces the
 * form's section, so its messages, the typed text kept after a refusal and the emptied
 * form after a success are the server's own; focus goes to the first refused field, or
 * to the receipt. A lost connection keeps the text and says so; the button says
 * 'Enviando...' meanwhile, and a second click sends nothing.
 */
export function enhanceSentForms(): void {
  const doc = document;
  const bind = (form: HTMLFormElement) => {
    const section = form.closest("section");
    const button = form.querySelector<HTMLButtonElement>("[type=submit]");
    if (!section || !button) return;
    const label = button.textContent;
    let sending = false;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      button.textContent = form.dataset.sending ?? label;
      const data = new FormData(form);
      fetch(form.action, {
        method: "POST",
        // Encoded as the browser would without scripts (and with a textarea's line breaks
        // as typed): files need multipart, everything else goes URL-encoded.
        body:
          form.enctype === "multipart/form-data"
            ? data
            : new URLSearchParams(data as unknown as Record<string, string>),
      })
        .then((response) => response.text())
        .then((html) => {
          const fresh = new DOMParser()
            .parseFromString(html, "text/html")
            .querySelector<HTMLElement>(
              `section[aria-labelledby="${section.getAttribute("aria-labelledby")}"]`,
            );
          if (!fresh) throw new Error("The answer holds no form.");
          section.replaceWith(fresh);
          fresh.querySelectorAll<HTMLFormElement>("form[data-network-error]").forEach(bind);
          fresh
            .querySelector<HTMLElement>("[aria-invalid=true], [role=status] [tabindex]")
            ?.focus();
        })
        .catch(() => {
          sending = false;
          button.textContent = label;
          section.querySelectorAll("[role=alert]").forEach((alert) => alert.remove());
          const alert = doc.createElement("p");
          alert.setAttribute("role", "alert");
          alert.className = "contact-form__alert";
          alert.textContent = form.dataset.networkError ?? "";
          form.before(alert);
        });
    });
  };
  doc.querySelectorAll<HTMLFormElement>("form[data-network-error]").forEach(bind);
}

const BEHAVIOURS: Record<PageBehaviour, (config: StaticPageConfig) => void> = {
  carousel: enhanceCarousel,
  reveal: revealOnScroll,
  sentForms: enhanceSentForms,
};

/**
 * The script with its settings, as the source text of an inline `<script>`: the
 * behaviours the page asks for (its route's handle), then what every page does.
 */
export function staticPageScriptSource(behaviours: readonly PageBehaviour[]): string {
  const names = [...new Set(behaviours)];
  const key = names.join(" ");
  let source = sources.get(key);
  if (source === undefined) {
    // Each behaviour runs on its own and does nothing where its element is missing; the
    // last one marks the page as enhanced.
    const calls = names
      .map((name) => BEHAVIOURS[name])
      .concat(enhanceStaticPage)
      .map((behaviour) => `(${behaviour.toString()})(config);`)
      .join("");
    source = `{const config=${JSON.stringify(CONFIG)};${calls}}`;
    sources.set(key, source);
  }
  return source;
}

/** Each page kind's script, written once: every render of that kind prints the same text. */
const sources = new Map<string, string>();
