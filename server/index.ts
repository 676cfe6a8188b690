import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { ensureConfiguredAdmin } from "./auth/bootstrap.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { databaseTarget, openDatabase, type DatabaseHandle } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { maybeSeedDemo } from "./db/seed.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createPagesHandler } from "./pages.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = path.join(ROOT, "build");
const SHUTDOWN_GRACE_MS = 10_000;

class StartupError extends Error {
  override name = "StartupError";
}

async function connect(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(databaseTarget(config));
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    await database.db.destroy().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    const where = config.databaseUrl
      ? `the PostgreSQL server of DATABASE_URL (${redactUrl(config.databaseUrl)})`
      : `the database in ${config.dataDir}`;
    throw new StartupError(`Cannot connect to ${where}: ${reason}.`);
  }
  return database;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "unparseable URL";
  }
}

async function createPages(
  config: Config,
  database: DatabaseHandle,
  httpServer: http.Server,
): Promise<{ clientDir?: string; beforePages?: RequestHandler[]; pages: RequestHandler }> {
  const services = { db: database.db, config };
  if (config.env === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({
      root: ROOT,
      server: { middlewareMode: true, hmr: { server: httpServer } },
    });
    httpServer.on("close", () => void devServer.close());
    const getBuild = () =>
      devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    return {
      beforePages: [devServer.middlewares as unknown as RequestHandler],
      pages: createPagesHandler(getBuild, services, "development"),
    };
  }
  const serverEntry = path.join(BUILD_DIR, "server", "index.js");
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  } catch (error) {
    throw new StartupError(
      `Cannot load the production build (${path.relative(ROOT, serverEntry)}); run "npm run build" first.`,
      { cause: error },
    );
  }
  return {
    clientDir: path.join(BUILD_DIR, "client"),
    pages: createPagesHandler(async () => build, services, "production"),
  };
}

function handleShutdown(server: http.Server, database: DatabaseHandle, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and waits for in-flight requests. Keep-alive sockets would
    // hold it open until they time out, so the ones that go idle are closed as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(sweep);
      await database.db.destroy();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  try {
    const database = await connect(config);
    await migrateToLatest(database.db);
    await ensureConfiguredAdmin(database.db, config.admin, logger);
    await maybeSeedDemo(database, config, logger);
    const server = http.createServer();
    const app = createApp({
      config,
      database,
      logger,
      ...(await createPages(config, database, server)),
    });
    server.on("request", app);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
    handleShutdown(server, database, logger);
    logger.info(
      { port: config.port, host: config.host, database: database.dialect },
      `listening on http://localhost:${config.port}`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.fatal({ err: error instanceof StartupError ? undefined : error }, message);
    console.error(message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
