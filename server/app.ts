import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { sql } from "kysely";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createApiRouter } from "./api/routes.ts";
import { getDummyPasswordHash } from "./auth/passwords.ts";
import { bodyLimit } from "./http/body-limit.ts";
import { requireCanonicalHost } from "./http/canonical-host.ts";
import { errorHandler } from "./http/errors.ts";
import { requestLog } from "./http/request-log.ts";
import type { PageCache } from "./http/page-cache.ts";
import { bareAnswerHeaders, securityHeaders } from "./http/security.ts";
import { createMediaRouter } from "./media/routes.ts";
import { createWebhooksRouter } from "./messaging/webhooks.ts";
import type { Logger } from "./logger.ts";
import type { Metrics } from "./http/metrics.ts";

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Serves the built client (hashed assets and public files); absent in dev and API tests. */
  clientDir?: string;
  /** Handlers that run before the page renderer, e.g. Vite's dev middleware. */
  beforePages?: RequestHandler[];
  /** The server renderer; absent in API tests. */
  pages?: RequestHandler;
  /** The CSP sources of the inline scripts public pages carry (decision 047). */
  scriptHashes?: readonly string[] | undefined;
  /** Rendered public pages kept in memory; emptied after every write (decision 031). */
  pageCache?: PageCache;
  /** Request and query metrics; absent unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics?: Metrics;
};

const ONE_YEAR_SECONDS = 31_536_000;

/** Builds the whole site as an Express app without listening, so tests can drive it. */
export function createApp(options: AppOptions): express.Express {
  const { config, database, logger } = options;
  const app = express();
  app.disable("x-powered-by");
  // Unset TRUST_PROXY believes no X-Forwarded-* header: otherwise any client could pick
  // the address its rate limits count, or name an editor's to get it paused.
  app.set("trust proxy", config.trustProxy);
  // Started now, so an unknown e-mail's first login does not also pay for making it.
  void getDummyPasswordHash();

  if (options.metrics) {
    app.use(options.metrics.observeRequests);
    // Without a token the metrics stay off the public port (see METRICS_PORT).
    if (config.metrics.token) {
      app.get("/metrics", bareAnswerHeaders, options.metrics.serve(config.metrics.token));
    }
  }

  app.get("/healthz", bareAnswerHeaders, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(database.db);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  // A stored page costs less to send than the chain below costs to run (decision 047).
  if (options.pageCache) app.use(options.pageCache.serve);
  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      development: config.env === "development",
      publicUrl: config.publicUrl,
      scriptHashes: options.scriptHashes ?? [],
    }),
  );
  app.use(requireCanonicalHost(config.publicUrl));
  // Before every router, so no parser, rate limit or handler works on an oversized body.
  app.use(bodyLimit());
  // Every editor's write that succeeds empties the page cache (decision 031).
  if (options.pageCache) {
    app.use(options.pageCache.invalidateOnWrite);
  }
  app.use(compression());

  if (options.clientDir) {
    // Vite puts a content hash in every file name under assets/, so they never change.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), {
        immutable: true,
        maxAge: ONE_YEAR_SECONDS * 1000,
        fallthrough: false,
        index: false,
      }),
    );
    // Only a name with an extension can be a public file (the favicon): pages skip the
    // lookup on disk.
    const publicFiles = express.static(options.clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: (res, file) => {
        // The service worker is checked on every visit, so each build's reaches readers.
        if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
      },
    });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  app.use("/media", createMediaRouter({ db: database.db }));
  app.use("/api", createApiRouter({ db: database.db, config, logger }));
  app.use("/api", errorHandler(logger));
  // The messaging platforms' notifications (decision 076); a channel that is off has no route.
  app.use("/webhooks", createWebhooksRouter({ db: database.db, config, logger }));

  for (const handler of options.beforePages ?? []) app.use(handler);
  if (options.pages) app.use(options.pages);
  app.use(errorHandler(logger));
  return app;
}
