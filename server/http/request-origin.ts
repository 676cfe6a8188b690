import type { Request } from "express";

/**
 * The site's origin for a request: PUBLIC_URL when set (the host then refuses other Host
 * headers); otherwise the request's, where req.host and req.protocol follow
 * X-Forwarded-* only from the proxies TRUST_PROXY names. Pages and the links in e-mail
 * are built on it.
 */
export function requestOrigin(req: Request | undefined, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  // CASE: a service called outside a request (a script, a test) without PUBLIC_URL.
  if (!req) return "http://localhost";
  const protocol = req.protocol === "https" ? "https" : "http";
  const host = (req.host ?? "").split(/[\\/?#@\s]/)[0] || "localhost";
  return URL.canParse(`${protocol}://${host}`)
    ? `${protocol}://${host}`
    : `${protocol}://localhost`;
}
