import { data, isRouteErrorResponse } from "react-router";

/** The `:id` of a path as a positive integer; anything else ("0", "abc", "1.5", "01") is no id. */
export function parseRouteId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d*$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The thrown response that makes the route's ErrorBoundary show its 404 message. */
export function notFoundResponse() {
  return data(null, { status: 404 });
}

/** The `:id` of an item's page (see `parseRouteId`); a path without one answers 404. */
export function requireRouteId(value: string | undefined): number {
  const id = parseRouteId(value);
  if (id === undefined) throw notFoundResponse();
  return id;
}

const INCOMPLETE = "incomplete";

/**
 * A stored item without the fields its page cannot do without (title, content). The page
 * cannot be built from it, so it answers 500 with the family's "incomplete data" message.
 */
export function incompleteDataResponse() {
  return data(INCOMPLETE, { status: 500 });
}

export function isIncompleteData(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.data === INCOMPLETE;
}
