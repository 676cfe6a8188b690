/*
 * Reading without a connection (decision 057). Built on its own into `/sw.js`
 * (vite.config.ts), with the build's version in place of BUILD_VERSION, and registered by
 * the public script once a page has loaded (offline-reading.ts).
 *
 * It keeps the home page and each fact check and news item the reader opened, as the
 * network answered them, and answers them from the device when the network fails; any
 * other page asked for then gets a page, written here, that lists what was kept. Nothing
 * else passes through it: only GET navigations to public pages are looked at, and only the
 * home page, `/fake-news/{id}` and `/noticia/{id}` are kept, never an answer marked
 * private or not to be stored. The admin area and the API are never touched.
 */
import { offline } from "../i18n/messages/offline.ts";
import { SITE_NAME } from "../site.ts";

const BUILD_VERSION = "__BUILD_VERSION__";
const CACHE_PREFIX = "leitura-";
const CACHE_NAME = `${CACHE_PREFIX}${BUILD_VERSION}`;
/** Enough for a reader's week; the oldest pages go first. */
const KEPT_MAX = 50;
const KEPT_PATH = /^\/(?:fake-news\/\d+|noticia\/\d+)?$/;
const PASSED_BY = /^\/(?:admin|api)(?:\/|$)/;

type Language = keyof typeof offline;
const RTL: readonly Language[] = ["ar"];

// The worker's own types (the WebWorker library) clash with the DOM's in one program.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WindowClient = { url: string };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** The address a kept page is stored under: its path on this site, without query. */
function keptKey(url: URL): string | undefined {
  if (url.origin !== worker.location.origin || !KEPT_PATH.test(url.pathname)) return undefined;
  return `${url.origin}${url.pathname}`;
}

/** Whether an answer may be kept: a whole public page, not a redirect or an error. */
function storable(response: Response): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (/\b(?:private|no-store)\b/i.test(cacheControl)) return false;
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

async function keep(key: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  await cache.put(key, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_MAX))) await cache.delete(old);
}

/** Asks the network for a page to keep; a failure keeps nothing. */
async function fetchAndKeep(key: string): Promise<void> {
  try {
    const response = await fetch(key, { credentials: "same-origin" });
    if (storable(response)) await keep(key, response);
  } catch {
    // Offline while installing: the page is kept the next time it is read.
  }
}

worker.addEventListener("install", (event) => {
  event.waitUntil(fetchAndKeep(`${worker.location.origin}/`).then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // A new build keeps what the reader kept with the last one, then drops its cache.
      const current = await caches.open(CACHE_NAME);
      for (const name of await caches.keys()) {
        if (!name.startsWith(CACHE_PREFIX) || name === CACHE_NAME) continue;
        const old = await caches.open(name);
        for (const request of await old.keys()) {
          if (await current.match(request)) continue;
          const response = await old.match(request);
          if (response) await current.put(request, response);
        }
        await caches.delete(name);
      }
      // The page that registered the worker was read before it ran: keep it now, before
      // taking control, so a page under control is a page kept.
      const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of open) {
        const key = keptKey(new URL(client.url));
        if (key && !(await current.match(key))) await fetchAndKeep(key);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || PASSED_BY.test(url.pathname)) return;
  const key = keptKey(url);
  event.respondWith(
    fetch(request).then(
      (response) => {
        if (key && storable(response)) event.waitUntil(keep(key, response.clone()));
        return response;
      },
      async () =>
        (key ? await caches.match(key, { cacheName: CACHE_NAME }) : undefined) ?? offlinePage(url),
    ),
  );
});

type KeptPage = { href: string; title: string; language: string };

/** The kept pages, newest first, with the title and language they were written in. */
async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(CACHE_NAME);
  const pages: KeptPage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const html = (await (await cache.match(request))?.text()) ?? "";
    const url = new URL(request.url);
    pages.push({
      href: url.pathname,
      // Our own pages' titles, already escaped by the server that wrote them.
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? url.pathname,
      language: /<html[^>]*\slang="([a-z]{2})/i.exec(html)?.[1]?.toLowerCase() ?? "",
    });
  }
  return pages;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const isLanguage = (value: string): value is Language => Object.hasOwn(offline, value);

/**
 * The page shown for a page never kept, in the language the reader last read the site in
 * (the newest kept page's), else the browser's, else Portuguese.
 */
async function offlinePage(url: URL): Promise<Response> {
  const pages = await keptPages();
  const language =
    [pages[0]?.language ?? "", ...navigator.languages.map((tag) => tag.slice(0, 2))].find(
      isLanguage,
    ) ?? "pt";
  const t = offline[language];
  const list = pages.length
    ? `<ul>${pages.map((page) => `<li><a href="${escapeHtml(page.href)}">${page.title}</a></li>`).join("")}</ul>`
    : `<p>${escapeHtml(t["offline.none"])}</p>`;
  const html = `<!doctype html>
<html lang="${language === "pt" ? "pt-BR" : language}" dir="${RTL.includes(language) ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${t["offline.title"]} | ${SITE_NAME}`)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#0b5394}li{margin:.5rem 0}</style>
</head>
<body><main>
<h1>${escapeHtml(t["offline.title"])}</h1>
<p>${escapeHtml(t["offline.intro"])}</p>
<h2>${escapeHtml(t["offline.kept"])}</h2>
${list}
<p><a href="${escapeHtml(`${url.pathname}${url.search}`)}">${escapeHtml(t["offline.retry"])}</a></p>
</main></body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
