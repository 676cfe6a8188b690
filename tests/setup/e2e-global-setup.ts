import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT, startSite, type SiteProcess } from "../helpers/site-process.ts";

export const E2E_ADMIN = { email: "editora@example.org", password: "senha-de-teste-bem-longa" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let site: SiteProcess | undefined;

/** Builds once, then serves the production build to every browser test. */
export async function setup(project: TestProject) {
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "@react-router", "dev", "bin.cjs"), "build"],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (build.status !== 0) throw new Error("the production build failed");
  site = await startSite({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
  project.provide("baseUrl", site.url);
  project.provide("dataDir", site.dataDir);
}

export async function teardown() {
  if (!site) return;
  await site.stop();
  fs.rmSync(site.dataDir, { recursive: true, force: true });
}
