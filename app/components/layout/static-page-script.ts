import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from "../../i18n/languages.ts";
import { SHARE_WINDOW } from "../article/share-links.ts";
import { TOAST_DURATION_MS } from "../ui/toast-duration.ts";
import { BANNER_ICONS, MENU_ICONS } from "./layout-icons.ts";

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

/** The script with its settings, as the source text of an inline `<script>`. */
export function staticPageScriptSource(): string {
  return `(${enhanceStaticPage.toString()})(${JSON.stringify(CONFIG)})`;
}
