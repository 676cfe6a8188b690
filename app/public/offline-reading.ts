/** The service worker's address: at the root, so that its scope is the whole site. */
const SERVICE_WORKER = "/sw.js";

/**
 * Registers the worker that keeps the pages read for reading without a connection
 * (app/public/service-worker.ts), once the page has loaded: the first visit never waits
 * for it. Where there is no worker (development, an old browser) nothing happens.
 */
export function startOfflineReading(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER).catch(() => {
      // Reading offline is an extra: a page works the same without it.
    });
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
