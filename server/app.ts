import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { sql } from "kysely";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createApiRouter } from "./api/routes.ts";
import { errorHandler } from "./http/errors.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security.ts";
import { createMediaRouter } from "./media/routes.ts";
import type { Logger } from "./logger.ts";

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
};

const ONE_YEAR_SECONDS = 31_536_000;

/** Builds the whole site as an Express app without listening, so tests can drive it. */
export function createApp(options: AppOptions): express.Express {
  const { config, database, logger } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback, linklocal, uniquelocal");

  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(database.db);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use(requestLog(logger));
  app.use(securityHeaders({ development: config.env === "development" }));
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
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.use("/media", createMediaRouter({ db: database.db }));
  app.use("/api", createApiRouter({ db: database.db, config, logger }));
  app.use("/api", errorHandler(logger));

  for (const handler of options.beforePages ?? []) app.use(handler);
  if (options.pages) app.use(options.pages);
  app.use(errorHandler(logger));
  return app;
}
