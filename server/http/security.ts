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

/**
 * Security headers for every response. Scripts need the per-request nonce that the page
 * renderer prints on the inline scripts React Router emits; nothing inline runs without it.
 * Inline styles stay allowed: see docs/decisions/025-inline-styles.md.
 *
 * HSTS is sent when the site's public address is https, or when a trusted proxy says the
 * request came over https (req.secure follows X-Forwarded-Proto only from TRUST_PROXY).
 */
export function securityHeaders({
  development,
  publicUrl,
}: {
  development: boolean;
  publicUrl?: string | undefined;
}): RequestHandler[] {
  const httpsSite = publicUrl?.startsWith("https://") ?? false;
  const transportHeaders: RequestHandler = (req, res, next) => {
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (httpsSite || req.secure) res.set("Strict-Transport-Security", HSTS);
    next();
  };
  const setNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = newNonce();
    next();
  };
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
    fontSrc: ["'self'"],
    connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    frameSrc: FRAME_SOURCES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(development ? {} : { upgradeInsecureRequests: null }),
  };
  // The policy is the same on every answer but for its nonce: helmet writes it once, with
  // a slot where each answer's nonce goes, instead of assembling it on every request.
  const pieces = policyText(directives).split(NONCE_SLOT);
  const contentSecurityPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader("Content-Security-Policy", pieces.join(res.locals.cspNonce));
    next();
  };
  return [
    setNonce,
    transportHeaders,
    contentSecurityPolicy,
    helmet({
      contentSecurityPolicy: false,
      // Cross-origin isolation would block the video embeds and share targets.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
      // Set above, only where https is known to be in use.
      strictTransportSecurity: false,
    }),
  ];
}

/** Where a nonce goes in the policy text; letters only, so helmet accepts it as a value. */
const NONCE_SLOT = "noncegoeshere";

/** The Content-Security-Policy helmet writes for these directives. */
function policyText(directives: Record<string, string[] | null>): string {
  let text = "";
  const response = {
    setHeader(name: string, value: string) {
      if (name.toLowerCase() === "content-security-policy") text = value;
    },
  };
  helmet.contentSecurityPolicy({ useDefaults: false, directives })(
    {} as never,
    response as never,
    () => {},
  );
  if (text === "") throw new Error("helmet wrote no Content-Security-Policy");
  return text;
}
