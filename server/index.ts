import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { ensureConfiguredAdmin } from "./auth/bootstrap.ts";
import { getDummyPasswordHash, setPasswordHashCost } from "./auth/passwords.ts";
import { setTotpKeys, TotpKeyMismatchError, TotpKeyMissingError } from "./auth/totp-key.ts";
import { sealStoredTotpSecrets } from "./api/auth/service.ts";
import { ConfigError, loadConfig, takeAdminPassword, takeTotpKeys, type Config } from "./config.ts";
import { databaseTarget, openDatabase, type DatabaseHandle } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { maybeSeedDemo } from "./db/seed.ts";
import { createMetrics, type Metrics } from "./http/metrics.ts";
import { createPageCache, type PageCache } from "./http/page-cache.ts";
import { listenForInvalidations, type InvalidationChannel } from "./http/page-cache-notify.ts";
import { BARE_ANSWER_HEADERS } from "./http/security.ts";
import { createLogger, type Logger } from "./logger.ts";
import { catchUpSqliteIndex } from "./api/busca/repository.ts";
import { startTipAnswers } from "./api/sugestoes/answer-mail.ts";
import { startResumoSemanal } from "./api/inscricoes/resumo.ts";
import { startMailSender, smtpTransport } from "./mail/sender.ts";
import { messagingTransports, startMessaging } from "./messaging/periodic.ts";
import { messagingOn } from "./messaging/webhooks.ts";
import { catchUpMatchingIndex } from "./matching/repository.ts";
import { graceHoursToMs, startMediaSweeper } from "./media/sweep.ts";
import { retentionOptions, startRetention } from "./retention.ts";
import { startScheduleWatcher } from "./http/scheduled-publications.ts";
import { createPagesHandler } from "./pages.ts";
import type * as EntryModule from "../app/entry.server.tsx";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = path.join(ROOT, "build");
const SHUTDOWN_GRACE_MS = 10_000;
/** Even without a write, a stored page is rendered again after this long (dates, the year). */
const PAGE_CACHE_MAX_AGE_MS = 10 * 60_000;

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
): Promise<{
  clientDir?: string;
  beforePages?: RequestHandler[];
  pages: RequestHandler;
  pageCache?: PageCache;
  scriptHashes?: readonly string[];
  getBuild: () => Promise<ServerBuild>;
}> {
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
      getBuild,
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
  const pageCache = await startPageCache(config, database, httpServer);
  const entry = build.entry.module as unknown as Pick<typeof EntryModule, "inlineScriptHashes">;
  return {
    clientDir: path.join(BUILD_DIR, "client"),
    scriptHashes: entry.inlineScriptHashes,
    pages: createPagesHandler(build, services, "production", pageCache),
    pageCache,
    getBuild: async () => build,
  };
}

/**
 * The page cache of a production server (decision 031), unless PAGE_CACHE_MB is 0. With
 * PostgreSQL, other instances hear of this one's writes and this one of theirs.
 */
async function startPageCache(
  config: Config,
  database: DatabaseHandle,
  httpServer: http.Server,
): Promise<PageCache | undefined> {
  if (config.pageCacheMb === 0) return undefined;
  let channel: InvalidationChannel | undefined;
  const cache = createPageCache({
    maxBytes: config.pageCacheMb * 1024 * 1024,
    maxAgeMs: PAGE_CACHE_MAX_AGE_MS,
    publicUrl: config.publicUrl,
    logger: createLogger(config),
    onInvalidate: () => channel?.announce(),
  });
  if (config.databaseUrl) {
    channel = await listenForInvalidations({
      databaseUrl: config.databaseUrl,
      db: database.db,
      logger: createLogger(config),
      onRemoteWrite: () => cache.invalidateLocally(),
    });
    const listening = channel;
    httpServer.on("close", () => void listening.close());
  }
  // A scheduled item coming due changes pages without a write: each instance looks for
  // that itself and empties its own cache (decision 037).
  const stopWatching = startScheduleWatcher(database.db, createLogger(config), () =>
    cache.invalidateLocally(),
  );
  httpServer.on("close", stopWatching);
  return cache;
}

/**
 * Refuses to start when a stored second-factor secret cannot be opened (no TOTP_KEY, or
 * a key that does not fit), and seals the secrets stored before encryption (decision 066).
 */
async function sealTotpSecrets(db: DatabaseHandle["db"], logger: Logger): Promise<void> {
  let sealed: number;
  try {
    sealed = await sealStoredTotpSecrets(db, "cleartext");
  } catch (error) {
    if (error instanceof TotpKeyMissingError || error instanceof TotpKeyMismatchError)
      throw new StartupError(error.message);
    throw error;
  }
  if (sealed > 0)
    logger.info({ count: sealed }, "sealed the second-factor secrets stored in clear");
}

/** METRICS_PORT: /metrics alone, on the loopback interface only, for a local scraper. */
async function serveMetricsLocally(metrics: Metrics, port: number, logger: Logger): Promise<void> {
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url?.split("?")[0] === "/metrics") {
      metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, {
            ...BARE_ANSWER_HEADERS,
            "Content-Type": metrics.registry.contentType,
            "Cache-Control": "no-store",
          });
          res.end(text);
        },
        (error: unknown) => {
          logger.error({ err: error }, "metrics could not be collected");
          res
            .writeHead(500, { ...BARE_ANSWER_HEADERS, "Content-Type": "text/plain" })
            .end("Metrics unavailable\n");
        },
      );
      return;
    }
    res.writeHead(404, { ...BARE_ANSWER_HEADERS, "Content-Type": "text/plain" }).end("Not found\n");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // The main server's shutdown decides when the process ends; this one must not delay it.
  server.unref();
  logger.info({ port }, `metrics on http://127.0.0.1:${port}/metrics`);
}

function handleShutdown(
  server: http.Server,
  database: DatabaseHandle,
  logger: Logger,
  stopPeriodic: () => void,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopPeriodic();
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting and waits for in-flight requests. Keep-alive sockets would
    // hold it open until they time out, so the ones that go idle are closed as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      database.db.destroy().then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "the database did not close cleanly");
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

export async function main(): Promise<void> {
  let config: Config;
  let adminPassword: string | undefined;
  try {
    config = loadConfig();
    adminPassword = takeAdminPassword();
    setTotpKeys(takeTotpKeys());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  setPasswordHashCost(config.passwordHashCost);
  const logger = createLogger(config);
  try {
    const metrics = config.metrics.token || config.metrics.port ? createMetrics() : undefined;
    const connected = await connect(config);
    const database = metrics
      ? { ...connected, db: connected.db.withPlugin(metrics.queryTimer) }
      : connected;
    const migrations = await migrateToLatest(database.db);
    logger.info(
      { migrations: migrations.map((migration) => migration.migrationName) },
      migrations.length > 0
        ? `applied ${migrations.length} migration(s)`
        : "database schema up to date",
    );
    await sealTotpSecrets(database.db, logger);
    await ensureConfiguredAdmin(
      database.db,
      config.admin && adminPassword ? { ...config.admin, password: adminPassword } : undefined,
      logger,
    );
    adminPassword = undefined;
    // Made before the first request, so an unknown e-mail's first login is not slower.
    await getDummyPasswordHash();
    await maybeSeedDemo(database, config, logger);
    const server = http.createServer();
    const { getBuild, ...pages } = await createPages(config, database, server);
    const app = createApp({
      config,
      database,
      logger,
      metrics,
      ...pages,
      beforePages: [
        ...(pages.beforePages ?? []),
        ...(metrics ? [metrics.labelPages(getBuild)] : []),
      ],
    });
    server.on("request", app);
    if (metrics && config.metrics.port)
      await serveMetricsLocally(metrics, config.metrics.port, logger);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
    // Every instance sweeps and applies the retention; both are safe to run on several at
    // once (decisions 028 and 067).
    const stopSweeper = startMediaSweeper(database.db, logger, {
      graceMs: graceHoursToMs(config.mediaOrphanGraceHours),
    });
    const stopRetention = startRetention(database.db, logger, retentionOptions(config));
    // Every instance sends; each message goes through the one that claims it (decision 070).
    // Replies on WhatsApp and Telegram go through the same outbox (decision 076).
    const transports = {
      ...(config.mail.smtpUrl
        ? { email: smtpTransport(config.mail.smtpUrl, config.mail.from ?? "") }
        : {}),
      ...messagingTransports(config),
    };
    const stopMail =
      Object.keys(transports).length > 0
        ? startMailSender(database.db, transports, logger)
        : () => {};
    const stopMessaging = messagingOn(config)
      ? startMessaging(database.db, config, logger)
      : () => {};
    if (!config.mail.smtpUrl) {
      logger.warn(
        "SMTP_URL is not set: e-mail (password resets, answers to tips, notices) waits in the outbox until it is",
      );
    }
    const stopTipAnswers = config.publicUrl
      ? startTipAnswers(database.db, logger, config.publicUrl)
      : () => {};
    // The digest's links need an address that outlives any request (decision 077).
    const stopResumo =
      config.resumoSemanal && config.publicUrl
        ? startResumoSemanal(database.db, logger, config.resumoSemanal, config.publicUrl)
        : () => {};
    if (config.resumoSemanal && !config.publicUrl)
      logger.warn("RESUMO_SEMANAL is set but PUBLIC_URL is not: no weekly digest is sent");
    handleShutdown(server, database, logger, () => {
      stopSweeper();
      stopRetention();
      stopMail();
      stopTipAnswers();
      stopResumo();
      stopMessaging();
    });
    if (database.dialect === "sqlite") {
      // Articles stored before the search index existed (or restored from an archive)
      // wait in a queue; index them now rather than on the first reader's search.
      catchUpSqliteIndex(database.db).then(
        (count) => {
          if (count > 0) logger.info({ count }, "search index brought up to date");
        },
        (error: unknown) => logger.error({ err: error }, "search index catch-up failed"),
      );
    }
    // Fact-checks stored before the matching index existed (or restored) wait in a queue,
    // on both engines; hash their images now rather than on a reader's first lookup.
    catchUpMatchingIndex(database.db).then(
      (count) => {
        if (count > 0) logger.info({ count }, "matching index brought up to date");
      },
      (error: unknown) => logger.error({ err: error }, "matching index catch-up failed"),
    );
    if (!config.publicUrl) {
      logger.warn(
        "PUBLIC_URL is not set: canonical links and share metadata follow each request's Host header; set it in production",
      );
    }
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
