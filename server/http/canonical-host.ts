import type { Request, RequestHandler } from "express";
import { HttpError } from "./errors.ts";

const MESSAGES = {
  unknownHost: "Este endereço não é o do site. Use o endereço oficial.",
} as const;

/**
 * With PUBLIC_URL set, only requests naming its host are served: a shared cache in front
 * must never store a page built for a Host header an attacker chose. The port is not
 * compared, because proxies differ in whether they forward it. `/healthz` is registered
 * before this, so health checks by IP address keep working.
 */
export function requireCanonicalHost(publicUrl: string | undefined): RequestHandler {
  if (!publicUrl) return (_req, _res, next) => next();
  const named = namesHost(publicUrl);
  return (req, _res, next) => {
    if (named(req)) next();
    else next(new HttpError(400, MESSAGES.unknownHost));
  };
}

/** Whether a request names the host of `publicUrl`, as the rule above reads it. */
export function namesHost(publicUrl: string): (req: Request) => boolean {
  const expected = new URL(publicUrl).hostname.toLowerCase();
  // req.hostname follows X-Forwarded-Host only from the proxies TRUST_PROXY names.
  return (req) => (req.hostname ?? "").toLowerCase() === expected;
}
