import { inject } from "vitest";
import type { SharedSite } from "../setup/e2e-global-setup.ts";

/**
 * The site the global setup started for this worker: VITEST_POOL_ID numbers the workers
 * running at once from 1, so no two files running together share a site.
 */
export function sharedSite(): SharedSite {
  const sites = inject("sites");
  const site = sites[Number(process.env.VITEST_POOL_ID ?? "1") - 1];
  if (!site) throw new Error(`no shared site for worker ${process.env.VITEST_POOL_ID}`);
  return site;
}
