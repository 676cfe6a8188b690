import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
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

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Browser features the site never uses are denied to it and to every frame; the video
 * players keep what their `allow` attribute asks for. Only names Chromium recognises are
 * listed: an unknown one is reported on every page's console.
 */
const DENIED_FEATURES = [
  "camera",
  "display-capture",
  "geolocation",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
const VIDEO_FEATURES = [
  "accelerometer",
  "encrypted-media",
  "fullscreen",
  "gyroscope",
  "picture-in-picture",
];
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...VIDEO_FEATURES.map(
    (feature) =>
      `${feature}=(${["self", ...FRAME_SOURCES.map((origin) => `"${origin}"`)].join(" ")})`,
  ),
].join(", ");

/** Random bytes drawn 256 nonces at a time: one call to the system's generator, not one each. */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** 16 fresh random bytes in base64; no two answers share them. */
function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

type SecurityOptions = { development: boolean; publicUrl?: string | undefined };

/**
 * The security headers every response carries, worked out once: all of them are the same
 * on every answer but for the script nonce in the Content-Security-Policy and HSTS, which
 * goes only where https is known to be in use: when the site's public address is https,
 * or when a trusted proxy says the request came over https (req.secure follows
 * X-Forwarded-Proto only from TRUST_PROXY). Scripts need the per-request nonce that the
 * page renderer prints on the inline scripts React Router emits; nothing inline runs
 * without it. Inline styles stay allowed: see docs/decisions/025-inline-styles.md.
 */
export function securityHeaderSet({ development, publicUrl }: SecurityOptions) {
  const scriptSources = development
    ? // Vite's dev client injects inline module scripts without a nonce.
      ["'self'", "'unsafe-inline'"]
    : ["'self'", `'nonce-${NONCE_SLOT}'`];
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: scriptSources,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    // Editors play a tip's recording from the bytes the admin API answered.
    mediaSrc: ["'self'", "blob:"],
    // Fonts and connections fall back to default-src ('self'); only Vite's dev client
    // needs more (its WebSocket).
    ...(development ? { connectSrc: ["'self'", "ws:", "wss:"] } : {}),
    frameSrc: FRAME_SOURCES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(development ? {} : { upgradeInsecureRequests: null }),
  };
  // Helmet's headers never change: it writes them, and the policy with a slot where each
  // answer's nonce goes, once.
  const pieces = headersWritten(helmet.contentSecurityPolicy({ useDefaults: false, directives }))[
    "Content-Security-Policy"
  ]?.split(NONCE_SLOT);
  if (!pieces) throw new Error("helmet wrote no Content-Security-Policy");
  const fixed = {
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...headersWritten(
      helmet({
        contentSecurityPolicy: false,
        // Cross-origin isolation would block the video embeds and share targets.
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        frameguard: { action: "deny" },
        // Set apart, only where https is known to be in use.
        strictTransportSecurity: false,
      }),
    ),
  };
  const httpsSite = publicUrl?.startsWith("https://") ?? false;
  return {
    /**
     * Every security header of the answer to `req`, with a fresh nonce that is also put
     * in `res.locals.cspNonce` for the page's scripts.
     */
    headersFor(req: Request, res: Response): Record<string, string> {
      const nonce = newNonce();
      res.locals.cspNonce = nonce;
      return {
        ...fixed,
        ...(httpsSite || req.secure ? { "Strict-Transport-Security": HSTS } : {}),
        "Content-Security-Policy": pieces.join(nonce),
      };
    },
  };
}

export type SecurityHeaderSet = ReturnType<typeof securityHeaderSet>;

/** Security headers for every response, with a fresh nonce in `res.locals.cspNonce`. */
export function securityHeaders({ headersFor }: SecurityHeaderSet): RequestHandler {
  return (req, res, next) => {
    const headers = headersFor(req, res);
    for (const name in headers) res.setHeader(name, headers[name]!);
    next();
  };
}

/** Where a nonce goes in the policy text; letters only, so helmet accepts it as a value. */
const NONCE_SLOT = "noncegoeshere";

/** The headers a helmet middleware sets, read once from a stand-in response. */
function headersWritten(middleware: (req: never, res: never, next: () => void) => void) {
  const written: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      written[name] = value;
    },
    removeHeader(name: string) {
      delete written[name];
    },
  };
  middleware({} as never, response as never, () => {});
  return written;
}
