const BASE = "http://same-origin.invalid";

/**
 * The address `value` names when it is a path on this site, checked after the URL
 * parser's normalisation: `/.//evil.example`, `/\evil.example` or a path with a tab in
 * it only become `//evil.example` (another site, to a browser) once parsed, so checking
 * the text as given is not enough. Undefined for anything that would leave the site.
 */
export function sameOriginPath(value: unknown): URL | undefined {
  // CASE: absolute addresses, scheme-relative ones and anything that is not a path.
  if (typeof value !== "string" || !value.startsWith("/")) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // CASE: a path that normalises to `//host` (the parser turns `\` into `/`).
  if (url.pathname.startsWith("//")) return undefined;
  return url;
}

/** The path, query and fragment of a URL from `sameOriginPath`, for a Location header. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}
