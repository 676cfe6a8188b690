import fs from "node:fs";
import { chromium, type BrowserServer } from "playwright-core";

/** Chromium flags for a quiet headless run in a container (the tests and the Lighthouse run). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** CHROMIUM_PATH, then the system Chromium, then Playwright's own browsers. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"];
  return candidates.find(
    (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
  );
}

/** A Chromium that other processes connect to with `chromium.connect(wsEndpoint)`. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: chromiumExecutable(),
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}
