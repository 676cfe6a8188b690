import crypto from "node:crypto";
import zlib from "node:zlib";
import { crc32Combine, crcPart, zeroShift, type CrcPart, type ZeroShift } from "./crc32.ts";
import { createDeflater } from "./deflate-pieces.ts";
import {
  labelRoute,
  markPageCacheState,
  routeLabelOf,
  type PageCacheState,
} from "./answer-labels.ts";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";

/*
 * Rendered public pages kept in memory (decision 031). A page is rendered once per path,
 * query, language and origin, and later anonymous visitors get the stored bytes with a
 * fresh CSP nonce written into them. The gzip variant is compressed once: the page is
 * deflated in pieces cut at the nonce, and each answer splices its own nonce between them
 * as a stored deflate block, so no two answers share a nonce and none is compressed again.
 *
 * Any successful write by an editor (a non-GET request with a bearer token that did not
 * fail) bumps the generation, which empties the cache; renders that started before the
 * bump are not stored. With several
 * instances, `onInvalidate` tells the others (PostgreSQL NOTIFY, page-cache-notify.ts).
 *
 * A page is rendered once at a time (decision 045): readers who ask for it while its render
 * is under way wait for that render and get what it stored.
 */

export type PageCacheOptions = {
  /** Bytes of pages (plain and gzip) kept at most; the least recently used go first. */
  maxBytes: number;
  /** A stored page is rendered again after this long, even without a write. */
  maxAgeMs: number;
  /** Called after a local write emptied the cache, to tell other instances. */
  onInvalidate?: () => void;
};

type Entry = {
  /** The page cut at the render's nonce: the nonce goes between consecutive pieces. */
  pieces: Buffer[];
  /** Each piece deflated on its own and flushed to a byte boundary. */
  deflated: Buffer[];
  /** Each piece's CRC-32, so an answer's gzip trailer never reads the page again. */
  crcs: CrcPart[];
  headers: [string, string][];
  /** The route pattern the render was labelled with, which its hits are counted under. */
  route: string | undefined;
  etag: string;
  storedAt: number;
  bytes: number;
};

/** The request headers and cookies an anonymous visitor's page may depend on. */
const LANGUAGE_COOKIE = "selectedLanguage";
const ADMIN_PATH = /^\/admin(\/|$)/;
const PREVIEW_PARAM = /[?&]preview(=|&|$)/;
/** Paths the page renderer never answers: files, media and the API. */
const NEVER_PAGES = /^\/(api|assets|media)(\/|$)/;
/** Headers of the rendered answer that are not replayed (recomputed, or never cached). */
const DROPPED_HEADERS = new Set(["content-length", "date", "set-cookie", "etag", "vary"]);
/** What a stored page's answer depends on besides its address. */
const VARY = ["Accept-Encoding", "Accept-Language", "Cookie"];

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last deflate block: stored, final, empty. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A stored (uncompressed) deflate block holding `data`, which is at most 65,535 bytes. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** Nonces all have one length: its shift is computed once. */
const nonceShifts = new Map<number, ZeroShift>();
function shiftFor(length: number): ZeroShift {
  let shift = nonceShifts.get(length);
  if (!shift) nonceShifts.set(length, (shift = zeroShift(length)));
  return shift;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

export type PageCache = ReturnType<typeof createPageCache>;

const ignore = () => {};

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const deflater = createDeflater();
  let generation = 0;
  let bytes = 0;
  /** Renders under way, by page: whoever asks for the same page meanwhile waits for it. */
  const rendering = new Map<string, { generation: number; decided: Promise<void> }>();

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** What every page reads, read once until the next write (see `remember`). */
  const remembered = new Map<string, Promise<unknown>>();
  /** Markup many pages share, by what it shows (app/components/layout/server-fragment.tsx). */
  const fragments = new Map<string, string>();

  /** Empties the cache; renders under way when it happens are not stored. */
  function clear() {
    generation += 1;
    entries.clear();
    remembered.clear();
    fragments.clear();
    bytes = 0;
  }

  /**
   * Whether this request may be answered from the cache or fill it: an anonymous GET
   * (or HEAD) of a public page. Anything that could make the page personal (a token,
   * a cookie other than the language choice), the admin area and previews pass by.
   */
  function eligible(req: ExpressRequest): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers.authorization) return false;
    if (cookieNames(req.headers.cookie).some((name) => name !== LANGUAGE_COOKIE)) return false;
    if (ADMIN_PATH.test(req.path) || PREVIEW_PARAM.test(req.originalUrl)) return false;
    return true;
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > options.maxAgeMs) {
      drop(key);
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** The gzip answer: the stored deflate pieces around this answer's nonce. */
  function gzipBody(entry: Entry, nonce: Buffer): Buffer {
    const parts: Buffer[] = [GZIP_HEADER];
    const nonceCrc = zlib.crc32(nonce);
    const nonceShift = shiftFor(nonce.length);
    let crc = 0;
    let length = 0;
    entry.pieces.forEach((piece, index) => {
      if (index > 0) {
        parts.push(storedBlock(nonce));
        crc = crc32Combine(crc, nonceCrc, nonceShift);
        length += nonce.length;
      }
      parts.push(entry.deflated[index]!);
      const { crc: pieceCrc, shift } = entry.crcs[index]!;
      crc = crc32Combine(crc, pieceCrc, shift);
      length += piece.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
  }

  /**
   * Sends a stored page with this response's nonce, in one write; 304 when the client's
   * copy is current. `headers` are set with the page's own (the security headers, when the
   * middleware chain that sets them was skipped).
   */
  function send(
    req: ExpressRequest,
    res: ExpressResponse,
    entry: Entry,
    state: PageCacheState,
    headers: Record<string, string> = {},
  ): void {
    const head: Record<string, string | number> = headers;
    for (const [name, value] of entry.headers) head[name] = value;
    if (entry.route !== undefined) labelRoute(res, entry.route);
    markPageCacheState(res, state);
    head["ETag"] = entry.etag;
    // The nonce differs on every answer: shared caches must not hand one to many people.
    head["Cache-Control"] = "private, no-cache";
    head["X-Page-Cache"] = state;
    if (res.hasHeader("Vary")) for (const name of VARY) res.vary(name);
    else head["Vary"] = VARY.join(", ");
    if (req.headers["if-none-match"] || req.headers["if-modified-since"]) {
      res.setHeader("ETag", entry.etag);
      if (req.fresh) {
        // The browser keeps the headers it stored with its copy unless a 304 replaces them;
        // its copy carries the nonce of its own earlier answer, so the CSP must stay that one.
        delete head["Content-Security-Policy"];
        res.removeHeader("Content-Security-Policy");
        res.writeHead(304, head).end();
        return;
      }
    }
    const nonce = Buffer.from(res.locals.cspNonce);
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    // One buffer: a 15 KB copy costs less than the writev of a dozen parts.
    const body = gzip
      ? gzipBody(entry, nonce)
      : Buffer.concat(
          entry.pieces.flatMap((piece, index) => (index > 0 ? [nonce, piece] : [piece])),
        );
    // Set before compression() looks: an encoded answer is passed through as it is.
    if (gzip) head["Content-Encoding"] = "gzip";
    head["Content-Length"] = body.length;
    res.writeHead(200, head);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function store(
    key: string,
    html: string,
    renderNonce: string,
    headers: Headers,
    route: string | undefined,
  ): Promise<Entry> {
    const pieces = html.split(renderNonce).map((piece) => Buffer.from(piece));
    const deflated = await deflater.deflate(pieces, renderNonce.length);
    const crcs = pieces.map(crcPart);
    const hash = crypto.createHash("sha256");
    for (const piece of pieces) hash.update(piece).update("\0");
    const kept: [string, string][] = [];
    headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.has(name)) kept.push([name, value]);
    });
    const entry: Entry = {
      pieces,
      deflated,
      crcs,
      headers: kept,
      route,
      // Weak: the bytes differ by their nonce, the page does not.
      etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
      storedAt: Date.now(),
      bytes: [...pieces, ...deflated].reduce((sum, piece) => sum + piece.length, key.length),
    };
    if (entry.bytes > options.maxBytes) return entry;
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
    return entry;
  }

  function invalidate() {
    clear();
    options.onInvalidate?.();
  }

  return {
    get size() {
      return { entries: entries.size, bytes };
    },

    eligible,

    /**
     * Answers from the cache, or runs `render`, which renders, stores and sends the page
     * and calls `decided` once the page is stored or known not to be. While a GET's render
     * of the same page is under way in this generation, the request waits until that
     * render has decided, not until its answer has reached its reader, and is answered
     * from what it stored: a burst of readers right after a write costs one render, not
     * one each (decision 045). A page the render did not store (a 404, a feed, an answer
     * with a cookie) is rendered for each request, as before.
     */
    async serveOrRender(
      req: ExpressRequest,
      res: ExpressResponse,
      key: string,
      render: (decided: () => void) => Promise<void>,
    ): Promise<void> {
      let entry = fresh(key);
      const underWay = rendering.get(key);
      if (!entry && underWay && underWay.generation === generation) {
        await underWay.decided;
        // CASE: the reader went away while waiting.
        if (res.destroyed) return;
        entry = fresh(key);
      }
      if (entry) {
        send(req, res, entry, "HIT");
        return;
      }
      // Only a GET's render is shared: a HEAD's answer is never stored.
      if (req.method !== "GET") return render(ignore);
      let decide = ignore;
      const decided = new Promise<void>((resolve) => {
        decide = resolve;
      });
      const flight = { generation, decided };
      rendering.set(key, flight);
      try {
        await render(decide);
      } finally {
        decide();
        if (rendering.get(key) === flight) rendering.delete(key);
      }
    },

    /**
     * Answers a stored page first thing, before the request log, the security headers,
     * compression, the static files and the routers look at the request (decision 044).
     * `accepts` says whether the request may be answered here at all (the host rules);
     * `prepare` does what the skipped chain would have done for this answer: it puts a
     * nonce in `res.locals.cspNonce`, arranges the log line and gives the headers. Paths
     * that are never pages pass by, and so does any page not stored.
     */
    answerFirst({
      keyOf,
      accepts,
      prepare,
    }: {
      keyOf: (req: ExpressRequest) => string;
      accepts: (req: ExpressRequest) => boolean;
      prepare: (req: ExpressRequest, res: ExpressResponse) => Record<string, string>;
    }): RequestHandler {
      return (req, res, next) => {
        if (NEVER_PAGES.test(req.path) || !eligible(req) || !accepts(req)) return next();
        const entry = fresh(keyOf(req));
        if (!entry) return next();
        send(req, res, entry, "HIT", prepare(req, res));
      };
    },

    /** The generation a render starts in: its page is stored only if no write came meanwhile. */
    generation: () => generation,

    /**
     * The store of the markup many pages share (the header, the footer), emptied with
     * the cache: a fragment that shows content never outlives a write.
     */
    fragments,

    /**
     * `load()`'s value, read once until the next write empties the cache, for content
     * that every page shows around its own (the footer's institutions, the institutional
     * contact): a page rendered after a write reads them anew, like the page itself. A
     * load that fails is not kept. The value is shared by every render: read it only.
     */
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      const known = remembered.get(key);
      if (known) return known as Promise<T>;
      const value: Promise<unknown> = load();
      remembered.set(key, value);
      value.catch(() => {
        if (remembered.get(key) === value) remembered.delete(key);
      });
      return value as Promise<T>;
    },

    /**
     * Stores a rendered answer when it can be shared (200 HTML without cookies, rendered in
     * the current generation) and sends it; false when the caller must send it itself.
     */
    async storeAndSend(
      req: ExpressRequest,
      res: ExpressResponse,
      key: string,
      response: Response,
      startedIn: number,
      /** The page's HTML when it came beside a body-less answer. */
      html?: string,
    ): Promise<boolean> {
      if (response.status !== 200 || req.method !== "GET") return false;
      if (response.headers.has("set-cookie")) return false;
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return false;
      if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return false;
      const renderNonce: string = res.locals.cspNonce;
      const entry = await store(
        key,
        html ?? (await response.text()),
        renderNonce,
        response.headers,
        routeLabelOf(res),
      );
      if (startedIn !== generation) drop(key);
      send(req, res, entry, "MISS");
      return true;
    },

    /** Empties the cache here, and through `onInvalidate` on the other instances. */
    invalidate,

    /** Empties the cache because another instance wrote. */
    invalidateLocally: clear,

    /**
     * Empties the cache after every editor's write that succeeded, once its answer is
     * sent. Content changes only through the API with a bearer token; anonymous posts (the
     * contact form, the language choice, a login) change no page, and must not let anyone
     * empty the cache at will.
     */
    invalidateOnWrite: ((req, res, next) => {
      const write = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
      if (write && req.headers.authorization) {
        res.on("finish", () => {
          if (res.statusCode < 400) invalidate();
        });
      }
      next();
    }) as RequestHandler,
  };
}
