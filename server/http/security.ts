import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

/** Video hosts the news pages may embed (the specification's YouTube and Vimeo). */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

/**
 * Security headers for every response. Scripts need the per-request nonce that the page
 * renderer prints on the inline scripts React Router emits; nothing inline runs without it.
 */
export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const setNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const scriptSources = development
    ? // Vite's dev client injects inline module scripts without a nonce.
      ["'self'", "'unsafe-inline'"]
    : [
        "'self'",
        (_req: unknown, res: unknown) =>
          `'nonce-${(res as { locals: Express.Locals }).locals.cspNonce}'`,
      ];
  return [
    setNonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: scriptSources,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
          frameSrc: FRAME_SOURCES,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(development ? {} : { upgradeInsecureRequests: null }),
        },
      },
      // Cross-origin isolation would block the video embeds and share targets.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
      // HSTS belongs to whoever terminates TLS in front of this server.
      strictTransportSecurity: false,
    }),
  ];
}
