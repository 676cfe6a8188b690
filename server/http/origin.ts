import type { Request } from "express";

/** Where links in messages point: PUBLIC_URL, or the origin of the request that caused them. */
export function linkOrigin(req: Request | undefined, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  return req ? `${req.protocol}://${req.get("host") ?? "localhost"}` : "http://localhost";
}
