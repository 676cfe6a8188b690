import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startSite, type SiteProcess } from "../helpers/site-process.ts";
import { buildIfChanged } from "./production-build.ts";

export const E2E_ADMIN = { email: "editora@example.org", password: "senha-de-teste-bem-longa" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let site: SiteProcess | undefined;

/** Builds (unless ./build is of these sources), then serves it to every browser test. */
export async function setup(project: TestProject) {
  buildIfChanged();
  site = await startSite({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  project.provide("baseUrl", site.url);
  project.provide("dataDir", site.dataDir);
}

export async function teardown() {
  if (!site) return;
  await site.stop();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}
