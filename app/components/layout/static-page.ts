/**
 * Pages sent without React (decision 042): their route's handle says so, the document
 * leaves out the framework's scripts and ends with the static page script instead.
 */

/** A route's `handle` that sends its pages without React: `export const handle = STATIC_PAGE`. */
export const STATIC_PAGE = { hydrate: false } as const;

/** Whether any matched route asks for its page to be sent without React. */
export function isStaticPage(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  return matches.some(
    ({ handle }) =>
      typeof handle === "object" && handle !== null && "hydrate" in handle && !handle.hydrate,
  );
}
