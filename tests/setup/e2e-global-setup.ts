import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startSite, type SiteProcess } from "../helpers/site-process.ts";
import { buildIfChanged } from "./production-build.ts";

export const E2E_ADMIN = { email: "editora@example.org", password: "senha-de-teste-bem-longa" };

export type SharedSite = { url: string; dataDir: string };

declare module "vitest" {
  export interface ProvidedContext {
    sites: SharedSite[];
  }
}

let sites: SiteProcess[] = [];

/**
 * Builds (unless ./build is of these sources), then serves it once per worker: a file reads
 * its site's lists exactly (newest first, these titles), so two files running at once must
 * not share one (tests/helpers/shared-site.ts picks the worker's).
 */
export async function setup(project: TestProject) {
  buildIfChanged();
  const workers = project.config.maxWorkers;
  sites = await Promise.all(
    Array.from({ length: workers }, () =>
      startSite({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password }),
    ),
  );
  project.provide(
    "sites",
    sites.map(({ url, dataDir }) => ({ url, dataDir })),
  );
}

export async function teardown() {
  await Promise.all(
    sites.map(async (site) => {
      await site.stop();
      fs.rmSync(site.dataDir, { recursive: true, force: true });
    }),
  );
}
