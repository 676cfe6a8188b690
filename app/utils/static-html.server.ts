/*
 * What React's server render leaves for a client that a page sent without React
 * (decision 042) never has: the empty comments that keep adjacent text nodes apart for
 * hydration, and React Router's `data-discover` flags for lazy route discovery. React
 * escapes `<` in text and attributes, so these strings are always its own markers.
 */
const HYDRATION_MARKERS = /<!-- -->| data-discover="true"/g;

export function withoutHydrationMarkers(html: string): string {
  return html.replace(HYDRATION_MARKERS, "");
}
