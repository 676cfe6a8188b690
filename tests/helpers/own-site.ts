import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { E2E_ADMIN } from "../setup/e2e-global-setup.ts";
import { loginToken } from "./site-api.ts";
import { startSite, type SiteProcess } from "./site-process.ts";

const ADMIN = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

/** The data folders sites of a file's own start from, by kind, once one has been made. */
const templates = new Map<string, Promise<string>>();

/**
 * A data folder a site made at start-up and left when it stopped: "migrated" holds the
 * empty database, "demo" the demo content and the browser tests' administrator as well.
 * Made once per run (the files share one worker) and copied for every site of a file's
 * own: migrating took half of a site's start-up and loading the demo about 20 s on a busy
 * machine, a copy takes milliseconds. A site started on a copy finds what it would have
 * made itself, and does no more than a site restarted on its own folder.
 */
function template(kind: "migrated" | "demo"): Promise<string> {
  let made = templates.get(kind);
  if (!made) {
    made = (async () => {
      const site = await startSite(kind === "demo" ? { ...ADMIN, SEED_DEMO: "true" } : {});
      await site.stop();
      process.once("exit", () => fs.rmSync(site.dataDir, { recursive: true, force: true }));
      return site.dataDir;
    })();
    templates.set(kind, made);
  }
  return made;
}

/**
 * The production host with `env` (as `startSite` starts it) on a new data folder copied
 * from a template: with SEED_DEMO "true" the demo's, otherwise an empty migrated one.
 */
export async function startOwnSite(env: Record<string, string> = {}): Promise<SiteProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obs-e2e-"));
  fs.cpSync(await template(env.SEED_DEMO === "true" ? "demo" : "migrated"), dataDir, {
    recursive: true,
  });
  return startSite({ ...env, DATA_DIR: dataDir });
}

/**
 * A production host of the test file's own, for tests whose data or rate limits must stay
 * away from the other files: started before the file's tests with the browser tests'
 * administrator and `env`, and stopped, with its DATA_DIR removed, after them.
 */
export function useOwnSite(env: Record<string, string> = {}) {
  let site: SiteProcess | undefined;
  let token = "";
  beforeAll(async () => {
    site = await startOwnSite({ ...ADMIN, ...env });
    token = await loginToken(site.url);
  });
  afterAll(async () => {
    if (!site) return;
    await site.stop();
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  });
  return {
    get url(): string {
      if (!site) throw new Error("the site starts before the file's tests");
      return site.url;
    },
    /** The site's DATA_DIR, for rows a test writes directly. */
    get dataDir(): string {
      if (!site) throw new Error("the site starts before the file's tests");
      return site.dataDir;
    },
    /** The administrator's API token. */
    get token(): string {
      return token;
    },
  };
}

/**
 * Visitors as a site behind a proxy on loopback sees them (TRUST_PROXY: "loopback"): `next`
 * gives an address of the documentation range `prefix` (RFC 5737) that no other test of
 * the file uses, `from` the browser options that make a page speak from an address.
 */
export function visitorAddresses(prefix: string) {
  let last = 0;
  return {
    next: () => `${prefix}.${(last += 1)}`,
    from: (address: string) => ({ extraHTTPHeaders: { "x-forwarded-for": address } }),
  };
}
