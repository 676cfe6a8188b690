import fs from "node:fs";
import type { BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "../helpers/browser.ts";
import { startSite, type SiteProcess } from "../helpers/site-process.ts";
import { buildIfChanged } from "./production-build.ts";

export const E2E_ADMIN = { email: "editora@example.org", password: "senha-de-teste-bem-longa" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserEndpoint: string;
  }
}

let site: SiteProcess | undefined;
let browser: BrowserServer | undefined;

/**
 * Builds (unless ./build is of these sources), then serves it to every browser test, and
 * starts the one Chromium every test file connects to: launching one per file cost each
 * file about a second, and a file's pages are fresh profiles (contexts) either way.
 */
export async function setup(project: TestProject) {
  buildIfChanged();
  [site, browser] = await Promise.all([
    startSite({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password }),
    launchBrowserServer(),
  ]);
  project.provide("baseUrl", site.url);
  project.provide("dataDir", site.dataDir);
  project.provide("browserEndpoint", browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  if (!site) return;
  await site.stop();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}
