import { Writable } from "node:stream";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { pino } from "pino";
import { afterEach, expect, test } from "vitest";
import type { Config } from "#server/config.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { rawRequest, rawTextRequest, type RawAnswer } from "#tests/helpers/raw-request.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { serveApp } from "#tests/helpers/test-server.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";

// A stored page is answered before the middleware chain (decisions 044 and 047): the answer
// must be the one the chain gives, header for header, and keep the chain's rules.

type Site = {
  url: string;
  lines: Record<string, unknown>[];
  renders: () => number;
  pageCache: PageCache;
};
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A page whose text repeats, as a page's class names do. */
const TEXT = Array.from(
  { length: 200 },
  (_, index) => `<li class="item-${index % 7}">${index}</li>`,
).join("");
const PAGE = `<!doctype html><ul>${TEXT}</ul><script src="/assets/public.js" type="module"></script>`;

/**
 * The app with a page cache and a stand-in renderer that hands the cache what it renders,
 * taking `renderMs` to do it, and answers `status`; the first render's answer takes
 * `firstSendMs` more to go out when the cache does not send it, as a slow reader's would.
 */
async function start(
  overrides: Partial<Config> = {},
  { renderMs = 0, status = 200, firstSendMs = 0 } = {},
): Promise<Site> {
  const database: TestDatabase = await createTestDatabase();
  const config = testConfig(overrides);
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const pageCache = createPageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    publicUrl: config.publicUrl,
    logger,
  });
  let renders = 0;
  const pages: RequestHandler = async (req, res, next) => {
    try {
      renders += 1;
      const sendMs = renders === 1 ? firstSendMs : 0;
      await new Promise((resolve) => setTimeout(resolve, renderMs));
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
      if (await pageCache.store(req, res, { status, headers, html: PAGE })) return;
      await new Promise((resolve) => setTimeout(resolve, sendMs));
      res.status(status).type("html").send(PAGE);
    } catch (error) {
      next(error);
    }
  };
  const server = await serveApp(config, database, { logger, pageCache, pages });
  cleanups.push(async () => {
    await server.close();
    await database.cleanup();
  });
  return { url: server.url, lines, renders: () => renders, pageCache };
}

/** A request with headers fetch() will not send (Host) or set as given. */
const get = (site: Site, path: string, headers: Record<string, string> = {}) =>
  rawTextRequest(site.url, path, headers);

/** The headers that differ on every answer, left out to compare two answers. */
function lasting(headers: RawAnswer["headers"]) {
  const { date: _date, "x-request-id": _id, "x-page-cache": _state, ...rest } = headers;
  return rest;
}

test("a stored page is answered with every header the rendered answer had", async () => {
  const site = await start();

  const rendered = await get(site, "/sobre");
  const stored = await get(site, "/sobre");

  expect(rendered.headers["x-page-cache"]).toBe("MISS");
  expect(stored.headers["x-page-cache"]).toBe("HIT");
  expect(site.renders()).toBe(1);
  expect(lasting(stored.headers)).toEqual(lasting(rendered.headers));
  expect(stored.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(stored.headers["x-request-id"]).not.toBe(rendered.headers["x-request-id"]);
  expect(stored.body).toBe(PAGE);
});

test("a public page's answer carries no nonce; its policy lets only the site's own scripts run", async () => {
  const site = await start();
  await get(site, "/sobre");

  const stored = await get(site, "/sobre");

  const policy = String(stored.headers["content-security-policy"]);
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain("nonce");
  expect(policy).not.toContain("unsafe-inline';script");
  expect(stored.headers["cache-control"]).toBe("no-cache");
  expect(stored.headers.etag).toMatch(/^"[\w-]{27}"$/);
});

test("an admin page gets a fresh nonce on every answer and is never stored", async () => {
  const site = await start();

  const answers = [await get(site, "/admin/noticias"), await get(site, "/admin/noticias")];

  const nonces = answers.map(
    (answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
  );
  expect(nonces[0]).toMatch(/^[\w+/]{22}==$/);
  expect(nonces[1]).toMatch(/^[\w+/]{22}==$/);
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(answers.map((answer) => answer.headers["x-page-cache"])).toEqual([undefined, undefined]);
  expect(site.renders()).toBe(2);
});

test("a stored page's answer is logged as every other answer is, with its request id", async () => {
  const site = await start();
  await get(site, "/sobre");

  const stored = await get(site, "/sobre", { "x-request-id": "pedido-42" });

  expect(stored.headers["x-page-cache"]).toBe("HIT");
  await expect.poll(() => site.lines.length).toBe(2);
  expect(site.lines[1]).toMatchObject({
    level: 30,
    msg: "request completed",
    req: { id: "pedido-42", method: "GET", url: "/sobre" },
    res: { statusCode: 200 },
  });
  expect(Object.keys(site.lines[0]!).sort()).toEqual(Object.keys(site.lines[1]!).sort());
});

test("a stored page is never answered to a Host other than PUBLIC_URL's", async () => {
  const site = await start({ publicUrl: "https://observatorio.example" });
  const canonical = { host: "observatorio.example" };
  await get(site, "/sobre", canonical);
  expect((await get(site, "/sobre", canonical)).headers["x-page-cache"]).toBe("HIT");

  const other = await get(site, "/sobre", { host: "outro.example" });

  expect(other.status).toBe(400);
  expect(other.headers["x-page-cache"]).toBeUndefined();
});

test("a stored page carries HSTS exactly where the chain would send it", async () => {
  const httpsSite = await start({ publicUrl: "https://observatorio.example" });
  const host = { host: "observatorio.example" };
  await get(httpsSite, "/sobre", host);
  expect((await get(httpsSite, "/sobre", host)).headers["strict-transport-security"]).toBe(
    "max-age=31536000; includeSubDomains",
  );

  // The forwarded scheme is part of the page's address, and so of its key.
  const proxied = await start({ trustProxy: ["loopback"] });
  const https = { "x-forwarded-proto": "https" };
  const plain = { "x-forwarded-proto": "http" };
  await get(proxied, "/sobre", https);
  await get(proxied, "/sobre", plain);
  const overHttps = await get(proxied, "/sobre", https);
  const overHttp = await get(proxied, "/sobre", plain);
  expect([overHttps, overHttp].map((answer) => answer.headers["x-page-cache"])).toEqual([
    "HIT",
    "HIT",
  ]);
  expect(overHttps.headers["strict-transport-security"]).toBeDefined();
  expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
});

test("a stored page is compressed once per encoding and decodes to the page", async () => {
  const site = await start();
  await get(site, "/sobre");
  const plainBytes = site.pageCache.size.bytes;

  const brotli = await rawRequest(site.url, "/sobre", { "accept-encoding": "gzip, deflate, br" });
  const gzip = await rawRequest(site.url, "/sobre", { "accept-encoding": "gzip" });
  const withBoth = site.pageCache.size.bytes;
  const again = await rawRequest(site.url, "/sobre", { "accept-encoding": "br" });
  const plain = await rawRequest(site.url, "/sobre");

  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(PAGE);
  expect(again.body.equals(brotli.body)).toBe(true);
  // Each encoding is kept beside the page, once: asking again adds nothing.
  expect(withBoth).toBe(plainBytes + brotli.body.length + gzip.body.length);
  expect(site.pageCache.size.bytes).toBe(withBoth);
  expect(brotli.body.length).toBeLessThan(zlib.gzipSync(PAGE, { level: 9 }).length);
  // Strong validators, one per representation.
  expect(new Set([brotli, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
  expect(brotli.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
});

test("a matching ETag gets 304 with the page's headers; HEAD gets the headers without the page", async () => {
  const site = await start();
  const first = await get(site, "/sobre");

  const again = await get(site, "/sobre", { "if-none-match": String(first.headers.etag) });
  const otherEncoding = await get(site, "/sobre", {
    "if-none-match": String(first.headers.etag),
    "accept-encoding": "gzip",
  });
  const head = await rawRequest(site.url, "/sobre", {}, "HEAD");

  expect(again.status).toBe(304);
  expect(again.body).toBe("");
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  expect(again.headers["x-frame-options"]).toBe("DENY");
  expect(otherEncoding.status).toBe(200);
  expect(head.status).toBe(200);
  expect(head.headers["x-page-cache"]).toBe("HIT");
  expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(first.body));
});

// A shared link brings many readers at once; right after a write none of them finds the
// page stored (decision 045).
test("readers who ask while a page renders wait for that render and get what it stored", async () => {
  const site = await start({}, { renderMs: 300 });

  const answers = await Promise.all(Array.from({ length: 8 }, () => get(site, "/fake-news/1")));

  expect(site.renders()).toBe(1);
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  expect(answers.filter((answer) => answer.headers["x-page-cache"] === "MISS")).toHaveLength(1);
  for (const answer of answers) expect(answer.body).toBe(PAGE);
});

test("a write during the render makes the readers waiting for it render the page anew", async () => {
  const site = await start({}, { renderMs: 300 });

  const first = get(site, "/fake-news/1");
  await new Promise((resolve) => setTimeout(resolve, 100));
  site.pageCache.invalidateLocally();
  const later = await Promise.all([get(site, "/fake-news/1"), get(site, "/fake-news/1")]);
  await first;

  // The write came before the two asked: they share one render of the new generation.
  expect(site.renders()).toBe(2);
  expect(later.map((answer) => answer.status)).toEqual([200, 200]);
});

test("a page that is not stored is rendered for every reader who asked for it meanwhile", async () => {
  const site = await start({}, { renderMs: 200, status: 404 });

  const answers = await Promise.all(Array.from({ length: 3 }, () => get(site, "/nada")));

  expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
  expect(site.renders()).toBe(3);
});

test("readers waiting for a page that is not stored go on once it is rendered, not once it is sent", async () => {
  const site = await start({}, { renderMs: 100, status: 404, firstSendMs: 1_500 });

  let firstDone = false;
  const first = get(site, "/nada").then((answer) => {
    firstDone = true;
    return answer;
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
  const second = await get(site, "/nada");

  expect(second.status).toBe(404);
  expect(firstDone).toBe(false);
  expect((await first).status).toBe(404);
  expect(site.renders()).toBe(2);
});

test("a HEAD request's render is not shared: GETs asking meanwhile render one for themselves", async () => {
  const site = await start({}, { renderMs: 300 });

  const head = rawRequest(site.url, "/fake-news/1", {}, "HEAD");
  await new Promise((resolve) => setTimeout(resolve, 50));
  const gets = await Promise.all([get(site, "/fake-news/1"), get(site, "/fake-news/1")]);

  expect((await head).status).toBe(200);
  expect(gets.map((answer) => answer.status)).toEqual([200, 200]);
  expect(site.renders()).toBe(2);
});
