/**
 * Pages sent without React (decision 042): their route's handle says so, the document
 * leaves out the framework's scripts and ends with the static page script instead.
 */

/** A route's `handle` that sends its pages without React: `export const handle = STATIC_PAGE`. */
export const STATIC_PAGE = { hydrate: false } as const;

/**
 * What the static page script does beyond the menu, banner, share and language that every
 * page gets: each page's script carries only the behaviours its route asks for.
 */
export type PageBehaviour = "carousel" | "reveal" | "sentForms";

/** A static page's handle whose script also runs `behaviours`: `staticPage("carousel")`. */
export function staticPage(...behaviours: PageBehaviour[]) {
  return { ...STATIC_PAGE, behaviours } as const;
}

/** The behaviours the matched routes ask for. */
export function pageBehaviours(matches: ReadonlyArray<{ handle: unknown }>): PageBehaviour[] {
  return matches.flatMap(({ handle }) =>
    typeof handle === "object" && handle !== null && "behaviours" in handle
      ? (handle.behaviours as PageBehaviour[])
      : [],
  );
}

/** Whether any matched route asks for its page to be sent without React. */
export function isStaticPage(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  return matches.some(
    ({ handle }) =>
      typeof handle === "object" && handle !== null && "hydrate" in handle && !handle.hydrate,
  );
}
