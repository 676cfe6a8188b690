import crypto from "node:crypto";
import type { Request, Response } from "express";

/** A public JSON answer, serialised once: its bytes and a strong ETag of them. */
export type PublicJson = { json: Buffer; etag: string };

export function publicJson(
  body: unknown,
  /** Whatever else the answer says in its headers (a list's total), so the ETag follows it. */
  headerSeed = "",
): PublicJson {
  const json = JSON.stringify(body);
  const hash = crypto.createHash("sha256").update(json).update(headerSeed);
  return { json: Buffer.from(json), etag: `"${hash.digest("base64url").slice(0, 27)}"` };
}

/**
 * Sends public JSON with its strong ETag and a Cache-Control lifetime, answering 304 when
 * the client already has this exact body. Writes change the body, so the next GET sees
 * them at once (the ETag changes).
 */
export function sendPublicJson(
  req: Request,
  res: Response,
  { json, etag }: PublicJson,
  maxAgeSeconds: number,
): void {
  res.set("Cache-Control", `public, max-age=${maxAgeSeconds}`);
  res.set("ETag", etag);
  res.vary("Accept-Encoding");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(json);
}

/** Private answers (the administrator's inbox, auth) must never be stored by caches. */
export function sendPrivateJson(res: Response, body: unknown, status = 200): void {
  res.set("Cache-Control", "no-store");
  res.status(status).json(body);
}

export const CACHE_SECONDS = {
  /** The specification's client cache for lists and items: 5 minutes. */
  content: 300,
  /** Newsletters: 600,000 ms. */
  newsletters: 600,
} as const;
