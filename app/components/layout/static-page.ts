/**
 * Pages sent without React (decisions 042 and 048): the public layout's handle says so
 * for every page under it; the document leaves out the framework's scripts and loads the
 * public script file instead.
 */

/** The handle of a layout whose pages are sent without React (`routes/public-layout.tsx`). */
export const STATIC_PAGE = { hydrate: false } as const;

/** Whether the matched routes make this a page sent without React. */
export function isStaticPage(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  return matches.some(
    ({ handle }) =>
      typeof handle === "object" && handle !== null && "hydrate" in handle && !handle.hydrate,
  );
}
