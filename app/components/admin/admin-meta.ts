import type { MetaDescriptor } from "react-router";
import listingStylesHref from "../../styles/admin-listing.css?url";
import { pageMeta } from "../layout/page-meta.ts";

const DESCRIPTION = "Área restrita aos editores do observatório.";

/**
 * Title and metadata of an admin page: never indexed, no canonical address. A route's
 * meta replaces its parents', so every admin page that exports meta uses this.
 */
export function adminMeta(args: Parameters<typeof pageMeta>[0], title: string): MetaDescriptor[] {
  const tags = pageMeta(args, () => ({ title, description: DESCRIPTION, indexable: false }));
  const hasRobots = tags.some((tag) => "name" in tag && tag.name === "robots");
  return hasRobots ? tags : [...tags, { name: "robots", content: "noindex" }];
}

/** Admin responses ask search engines to stay away even where no meta is read. */
export const adminHeaders = () => ({ "X-Robots-Tag": "noindex" });

/** An admin page's `links`: its stylesheets, in the order they cascade. */
export const adminStylesheets =
  (...hrefs: string[]) =>
  () =>
    hrefs.map((href) => ({ rel: "stylesheet", href }));

/**
 * The `links` of an admin version of a public page: the public page's styles, the admin
 * listing's, then the page's own admin styles.
 */
export const publicPageStylesheets = (publicHref: string, ...adminHrefs: string[]) =>
  adminStylesheets(publicHref, listingStylesHref, ...adminHrefs);
