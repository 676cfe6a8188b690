import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { E2E_ADMIN } from "../setup/e2e-global-setup.ts";
import { loginToken } from "./site-api.ts";
import { startSite, type SiteProcess } from "./site-process.ts";

/**
 * A production host of the test file's own, for tests whose data or rate limits must stay
 * away from the other files: started before the file's tests with the browser tests'
 * administrator and `env`, and stopped, with its DATA_DIR removed, after them.
 */
export function useOwnSite(env: Record<string, string> = {}) {
  let site: SiteProcess | undefined;
  let token = "";
  beforeAll(async () => {
    site = await startSite({
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...env,
    });
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
