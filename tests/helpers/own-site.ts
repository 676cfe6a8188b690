import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { E2E_ADMIN } from "../setup/e2e-global-setup.ts";
import { loginToken } from "./site-api.ts";
import { startSite, type SiteProcess } from "./site-process.ts";

const ADMIN = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

/** The DATA_DIR a site with the demo content starts from, once one has been loaded. */
let demoDataDir: Promise<string> | undefined;

/**
 * A DATA_DIR holding the demo content and the administrator, loaded by a site once per run
 * (the files share one worker) and copied for every site that asks for the demo: loading it
 * took a site's start-up about 20 s on a busy machine, a copy takes milliseconds. A site
 * started on the copy finds its database not empty and its administrator there, as a
 * site that had loaded the demo itself would be after start-up.
 */
function demoData(): Promise<string> {
  demoDataDir ??= (async () => {
    const seeding = await startSite({ ...ADMIN, SEED_DEMO: "true" });
    await seeding.stop();
    process.once("exit", () => fs.rmSync(seeding.dataDir, { recursive: true, force: true }));
    return seeding.dataDir;
  })();
  return demoDataDir;
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
    let dataDir: Record<string, string> = {};
    if (env.SEED_DEMO === "true") {
      dataDir = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "obs-e2e-")) };
      fs.cpSync(await demoData(), dataDir.DATA_DIR, { recursive: true });
    }
    site = await startSite({ ...ADMIN, ...dataDir, ...env });
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
