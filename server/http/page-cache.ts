import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import type { Logger } from "../logger.ts";
import { labelRoute, markPageCacheState, routeLabelOf } from "./answer-labels.ts";
import { hasBody } from "./body-limit.ts";
import { namesHost } from "./canonical-host.ts";
import { requestLanguage, LANGUAGE_COOKIE, type Language } from "./language.ts";
import { logAnswered, requestId } from "./request-log.ts";
import { pageNeedsNonce } from "./security.ts";

/*
 * Rendered public pages kept in memory (decisions 031 and 047). A public page carries no
 * nonce, so a stored page is immutable bytes and the headers of its answer: it is
 * compressed at most once per encoding, the first time a reader asks for that encoding,
 * on zlib's threads, and answered as a static file server would, with a strong ETag.
 *
 * The cache is entered once per request, first thing (`serve`): a stored page is answered
 * there, before the request log, the security headers, compression and the routers; any
 * other request that may be stored goes on with a ticket in `res.locals`, and the renderer
 * hands its finished page to `store`, which keeps it and answers it.
 *
 * A page is rendered once at a time (decision 045): readers who ask for it while its render
 * is under way wait for that render and get what it stored.
 *
 * Any successful write by an editor (a non-GET request with a bearer token that did not
 * fail) bumps the generation, which empties the cache; renders that started before the
 * bump are not stored. With several instances, `onInvalidate` tells the others
 * (PostgreSQL NOTIFY, page-cache-notify.ts).
 */

export type PageCacheOptions = {
  /** Bytes of pages (plain and encoded) kept at most; the least recently used go first. */
  maxBytes: number;
  /** A stored page is rendered again after this long, even without a write. */
  maxAgeMs: number;
  /** The canonical origin (PUBLIC_URL): other hosts are never answered from the cache. */
  publicUrl?: string | undefined;
  /** Where a stored answer's request line is logged, as the request log does for others. */
  logger: Logger;
  /** Called after a local write emptied the cache, to tell other instances. */
  onInvalidate?: () => void;
};

/** What the renderer gives `store`: a page as it would send it. */
export type RenderedPage = { status: number; headers: Headers; html: string };

type Coding = "br" | "gzip";

type Entry = {
  key: string;
  /** Every header of the answer but its length and encoding, as they are sent. */
  headers: Record<string, string>;
  body: Buffer;
  /** Each encoding of the body, compressed once, the first time a reader asks for it. */
  encoded: Partial<Record<Coding, Promise<Buffer>>>;
  /** The route pattern the render was labelled with, which its hits are counted under. */
  route: string | undefined;
  /** The body's hash: the strong ETag of each encoding adds the encoding's name. */
  hash: string;
  storedAt: number;
  bytes: number;
};

/** Why a request goes on to be rendered: where and in which generation to store it. */
type Ticket = { key: string; generation: number; decide: () => void };

declare global {
  namespace Express {
    interface Locals {
      /** The language the host detected for the page (server/http/language.ts). */
      language?: Language;
      /** Set by the page cache when the rendered page may be stored. */
      pageCacheTicket?: Ticket;
    }
  }
}

/** Paths the page renderer never answers: files, media and the API. */
const NEVER_PAGES = /^\/(api|assets|media)(\/|$)/;
const PREVIEW_PARAM = /[?&]preview(=|&|$)/;
/** Headers of the rendered answer that are never stored (per answer, or never shared). */
const PER_ANSWER = new Set(["content-length", "date", "set-cookie", "etag", "x-request-id"]);
/** What a stored page's answer depends on besides its address. */
const VARY = "Accept-Encoding, Accept-Language, Cookie";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quality 5 compresses a page in about a millisecond, within a few percent of the best. */
const COMPRESS: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/** The encoding a reader gets: brotli, else gzip, else none. */
function codingFor(req: ExpressRequest): Coding | undefined {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const namedHost = options.publicUrl ? namesHost(options.publicUrl) : () => true;
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

  /** Counts bytes an entry took on, then lets the least recently used go. */
  function grow(entry: Entry, added: number) {
    entry.bytes += added;
    if (entries.get(entry.key) !== entry) return;
    bytes += added;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  }

  /** Empties the cache; renders under way when it happens are not stored. */
  function clear() {
    generation += 1;
    entries.clear();
    bytes = 0;
  }

  /**
   * The key a request's page is stored under, or undefined when it may neither be
   * answered from the cache nor fill it: only an anonymous GET (or HEAD) of a public page
   * without a body, on the site's own host. Anything that could make the page personal (a
   * token, a cookie other than the language choice), pages with a nonce and previews pass
   * by. The key is the language the page is rendered in and its address; the language is
   * kept for the renderer, so it is detected once.
   */
  function keyOf(req: ExpressRequest, res: ExpressResponse): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    if (NEVER_PAGES.test(req.path) || pageNeedsNonce(req.path)) return undefined;
    if (PREVIEW_PARAM.test(req.originalUrl)) return undefined;
    if (req.headers.authorization || hasBody(req) || !namedHost(req)) return undefined;
    if (cookieNames(req.headers.cookie).some((name) => name !== LANGUAGE_COOKIE)) return undefined;
    const language = requestLanguage(req);
    res.locals.language = language;
    // The raw Host is enough to keep hosts apart (with PUBLIC_URL, only its host gets
    // here, and its origin stands for it); the protocol too, since HSTS goes only on
    // answers over https (security.ts).
    const site = options.publicUrl ?? req.headers.host;
    return `${language} ${req.protocol} ${site}${req.originalUrl}`;
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

  /** The body in `coding`, compressed the first time it is asked for. */
  async function bodyIn(entry: Entry, coding: Coding | undefined): Promise<Buffer> {
    if (!coding) return entry.body;
    entry.encoded[coding] ??= COMPRESS[coding](entry.body).then((encoded) => {
      grow(entry, encoded.length);
      return encoded;
    });
    return entry.encoded[coding];
  }

  /** Sends a stored page: 304 when the reader's copy is current. */
  async function send(
    req: ExpressRequest,
    res: ExpressResponse,
    entry: Entry,
    state: "HIT" | "MISS",
    /** The request id of an answer the request log never saw. */
    id?: string,
  ): Promise<void> {
    if (entry.route !== undefined) labelRoute(res, entry.route);
    markPageCacheState(res, state);
    const coding = codingFor(req);
    const etag = `"${entry.hash}${coding ? `-${coding}` : ""}"`;
    const head: Record<string, string | number> = {
      ...entry.headers,
      ETag: etag,
      "X-Page-Cache": state,
    };
    if (id) head["X-Request-Id"] = id;
    const known = req.headers["if-none-match"];
    if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      res.writeHead(304, head).end();
      return;
    }
    const body = await bodyIn(entry, coding);
    // CASE: the reader went away while the page was compressed.
    if (res.destroyed) return;
    // Set before compression() looks: an encoded answer is passed through as it is.
    if (coding) head["Content-Encoding"] = coding;
    head["Content-Length"] = body.length;
    res.writeHead(200, head);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function invalidate() {
    clear();
    options.onInvalidate?.();
  }

  /**
   * First thing for every request: answers a stored page, or waits for the render of the
   * same page under way and answers what it stored, or sends the request on, with a
   * ticket when its page may be stored. A page the render did not store (a 404, a feed,
   * an answer with a cookie) is rendered for each request.
   */
  const serve: RequestHandler = (req, res, next) => {
    const key = keyOf(req, res);
    if (key === undefined) return next();
    const answer = (entry: Entry) => {
      const id = requestId(req);
      logAnswered(options.logger, req, res, id);
      send(req, res, entry, "HIT", id).catch(next);
    };
    const entry = fresh(key);
    if (entry) return answer(entry);
    const underWay = rendering.get(key);
    if (underWay && underWay.generation === generation) {
      underWay.decided.then(() => {
        // CASE: the reader went away while waiting.
        if (res.destroyed) return;
        const stored = fresh(key);
        if (stored) answer(stored);
        else next();
      }, next);
      return;
    }
    // Only a GET's render is shared and stored: a HEAD's answer has no body to keep.
    if (req.method !== "GET") return next();
    let decide = () => {};
    const decided = new Promise<void>((resolve) => (decide = resolve));
    const flight = { generation, decided };
    rendering.set(key, flight);
    const done = () => {
      decide();
      if (rendering.get(key) === flight) rendering.delete(key);
    };
    // Whatever happens to the render, the readers waiting for it go on.
    res.once("close", done);
    res.locals.pageCacheTicket = { key, generation, decide: done };
    next();
  };

  return {
    get size() {
      return { entries: entries.size, bytes };
    },

    serve,

    /**
     * Keeps a rendered page when its request had a ticket and the page can be shared (a
     * 200 HTML answer without cookies, carrying no nonce, rendered in the current
     * generation), and sends it; false when the caller must send it itself.
     */
    async store(req: ExpressRequest, res: ExpressResponse, page: RenderedPage): Promise<boolean> {
      const ticket = res.locals.pageCacheTicket;
      if (!ticket) return false;
      try {
        const { status, headers, html } = page;
        if (status !== 200 || headers.has("set-cookie") || res.locals.cspNonce) return false;
        if (!(headers.get("content-type") ?? "").startsWith("text/html")) return false;
        if (/no-store|private/.test(headers.get("cache-control") ?? "")) return false;
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!PER_ANSWER.has(name) && value !== undefined) kept[name] = String(value);
        }
        headers.forEach((value, name) => {
          if (!PER_ANSWER.has(name)) kept[name] = value;
        });
        // The bytes are the same for everyone until the next write: a shared cache may
        // keep them, and must ask again each time.
        kept["cache-control"] = "no-cache";
        kept["vary"] = VARY;
        const body = Buffer.from(html);
        const entry: Entry = {
          key: ticket.key,
          headers: kept,
          body,
          encoded: {},
          route: routeLabelOf(res),
          hash: crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27),
          storedAt: Date.now(),
          bytes: 0,
        };
        if (ticket.generation === generation && body.length <= options.maxBytes) {
          drop(ticket.key);
          entries.set(ticket.key, entry);
          grow(entry, body.length + ticket.key.length);
        }
        // Readers waiting for this render need not wait for its answer to reach this one.
        ticket.decide();
        await send(req, res, entry, "MISS");
        return true;
      } finally {
        ticket.decide();
      }
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
