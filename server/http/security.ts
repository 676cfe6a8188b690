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

/**
 * The headers of answers that come before the security-header middleware (`/healthz`,
 * `/metrics`): they are never rendered as documents, so nothing may load from them.
 */
export const BARE_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
});

/** Sets `BARE_ANSWER_HEADERS` on answers that skip `securityHeaders`. */
export const bareAnswerHeaders: RequestHandler = (_req, res, next) => {
  res.set(BARE_ANSWER_HEADERS);
  next();
};

/** 16 fresh random bytes in base64; no two answers share them. */
function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

type SecurityOptions = {
  development: boolean;
  publicUrl?: string | undefined;
  /** The CSP sources (`'sha256-…'`) of the inline scripts public pages carry. */
  scriptHashes?: readonly string[];
};

const ADMIN_PATH = /^\/admin(\/|$)/;

/**
 * Whether the page at `path` hydrates, and so runs React Router's inline scripts, which
 * need a per-answer nonce: the admin area's pages. Every other page is sent without React
 * (decision 042) and runs only its inline script, which the policy allows by its hash: its
 * answer carries no nonce, so the same bytes can go to every reader (decision 047).
 */
export function pageNeedsNonce(path: string): boolean {
  return ADMIN_PATH.test(path);
}

/**
 * The security headers every response carries, worked out once: all of them are the same
 * on every answer but for HSTS, which goes only where https is known to be in use (when
 * the site's public address is https, or when a trusted proxy says the request came over
 * https: req.secure follows X-Forwarded-Proto only from TRUST_PROXY), and the script
 * nonce of the admin area's pages (`pageNeedsNonce`). Inline styles stay allowed: see
 * docs/decisions/025-inline-styles-in-csp.md.
 */
function securityHeaderSet({ development, publicUrl, scriptHashes = [] }: SecurityOptions) {
  const policyWith = (scriptSrc: string[]) =>
    headersWritten(
      helmet.contentSecurityPolicy({
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          // Editors play a tip's recording from the bytes the admin API answered.
          mediaSrc: ["'self'", "blob:"],
          // Fonts and connections fall back to default-src ('self'); only Vite's dev client
          // needs more (its WebSocket).
          ...(development ? { connectSrc: ["'self'", "ws:", "wss:"] } : {}),
          frameSrc: FRAME_SOURCES,
          objectSrc: ["'none'"],
          // No page uses a <base> element; 'none' keeps injected markup from adding one
          // that would move every relative URL (ASVS V3.4.3).
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(development ? {} : { upgradeInsecureRequests: null }),
        },
      }),
    )["Content-Security-Policy"] ?? "";
  // Vite's dev client injects inline module scripts without a nonce.
  const publicPolicy = policyWith(
    development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptHashes],
  );
  // Helmet's headers never change: it writes them, and the policy with a slot where each
  // answer's nonce goes, once.
  const noncePieces = development
    ? [publicPolicy]
    : policyWith(["'self'", `'nonce-${NONCE_SLOT}'`]).split(NONCE_SLOT);
  if (!publicPolicy) throw new Error("helmet wrote no Content-Security-Policy");
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
     * Every security header of the answer to `req`. A page that needs a nonce gets a
     * fresh one, also put in `res.locals.cspNonce` for its scripts; any other answer gets
     * an empty `cspNonce` and the policy without one.
     */
    headersFor(req: Request, res: Response): Record<string, string> {
      const nonce = pageNeedsNonce(req.path) ? newNonce() : "";
      res.locals.cspNonce = nonce;
      return {
        ...fixed,
        ...(httpsSite || req.secure ? { "Strict-Transport-Security": HSTS } : {}),
        "Content-Security-Policy": nonce ? noncePieces.join(nonce) : publicPolicy,
      };
    },
  };
}

/** Security headers for every response (see `securityHeaderSet`). */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const { headersFor } = securityHeaderSet(options);
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
