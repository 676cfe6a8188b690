/*
 * The high-contrast preference: a cookie, so the server renders the chosen colours on the
 * first byte and the switch works as a plain form, without JavaScript.
 */

export const CONTRAST_COOKIE = "contraste";
const HIGH = "alto";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the request carries the high-contrast choice. */
export function prefersHighContrast(request: Request): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(";").some((part) => part.trim() === `${CONTRAST_COOKIE}=${HIGH}`);
}

/** The Set-Cookie value that stores (or clears) the choice for a year. */
export function serializeContrastCookie(high: boolean, { secure }: { secure: boolean }): string {
  return [
    `${CONTRAST_COOKIE}=${high ? HIGH : ""}`,
    "Path=/",
    `Max-Age=${high ? ONE_YEAR_SECONDS : 0}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
