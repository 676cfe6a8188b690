import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parsePrometheusText, type Sample } from "#tests/helpers/prometheus.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { testConfig } from "#tests/helpers/test-config.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createMetrics } from "./metrics.ts";
import { createPageCache } from "./page-cache.ts";

const TOKEN = "token-de-metricas-bem-longo";
let database: TestDatabase;
let server: http.Server;
let url: string;

async function listen(app: express.Express): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const metrics = createMetrics();
  const config = testConfig({ metrics: { token: TOKEN, port: undefined } });
  const app = createApp({
    config,
    database: { ...database, db: database.db.withPlugin(metrics.queryTimer) },
    logger: createLogger(config),
    metrics,
  });
  ({ server, url } = await listen(app));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.cleanup();
});

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return parsePrometheusText(await response.text());
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
  )?.value;
}

test("GET /metrics answers 401 without the token or with a wrong one", async () => {
  const anonymous = await fetch(`${url}/metrics`);
  const wrong = await fetch(`${url}/metrics`, { headers: { authorization: "Bearer errado" } });

  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
  expect(await anonymous.text()).toBe("A valid metrics token is required.\n");
  expect(wrong.status).toBe(401);
});

test("counts requests by route pattern and status, and times database queries", async () => {
  for (const path of ["/api/noticias", "/api/noticias", "/api/noticias/999", "/api/rota/x?a=1"])
    await fetch(`${url}${path}`);

  const samples = await scrape();

  const get = (route: string, status: string) =>
    value(samples, "http_requests_total", { method: "GET", route, status });
  expect(get("/api/noticias", "200")).toBe(2);
  expect(get("/api/noticias/:id", "404")).toBe(1);
  expect(get("unmatched", "404")).toBe(1);
  expect(get("/metrics", "401")).toBeGreaterThanOrEqual(1);
  expect(
    value(samples, "http_request_duration_seconds_count", {
      method: "GET",
      route: "/api/noticias",
      status: "200",
    }),
  ).toBe(2);
  expect(
    value(samples, "db_query_duration_seconds_count", { operation: "select" }),
  ).toBeGreaterThan(0);
  // No label ever carries a raw path or query string.
  expect(samples.filter((sample) => /999|\?/.test(sample.labels.route ?? ""))).toEqual([]);
});

test("exposes event-loop lag and process memory", async () => {
  const samples = await scrape();

  expect(value(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
  expect(value(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
  expect(value(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
});

test("labels a server-rendered page with its route pattern, data requests included", async () => {
  const metrics = createMetrics();
  // The shape of a build's manifest: root, a pathless layout, then the pages.
  const build = {
    routes: {
      root: { id: "root", path: "" },
      "routes/public-layout": { id: "routes/public-layout", parentId: "root" },
      "routes/home": { id: "routes/home", parentId: "routes/public-layout", index: true },
      "routes/noticia": {
        id: "routes/noticia",
        parentId: "routes/public-layout",
        path: "noticia/:id",
      },
      "routes/not-found": { id: "routes/not-found", parentId: "routes/public-layout", path: "*" },
    },
  } as unknown as ServerBuild;
  const app = express();
  app.use(metrics.observeRequests);
  app.use(metrics.labelPages(async () => build));
  app.use((_req, res) => res.send("página"));
  const site = await listen(app);

  try {
    for (const path of ["/", "/noticia/7", "/noticia/8.data", "/_.data", "/qualquer/coisa"])
      await fetch(`${site.url}${path}`);
    const samples = parsePrometheusText(await metrics.registry.metrics());

    const routes = samples
      .filter((sample) => sample.name === "http_requests_total")
      .map((sample) => [sample.labels.route, sample.value]);
    expect(Object.fromEntries(routes)).toEqual({ "/": 2, "/noticia/:id": 2, "/*": 1 });
  } finally {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

test("a page answered from the page cache counts under its route pattern, as a hit", async () => {
  const metrics = createMetrics();
  const config = testConfig();
  const pageCache = createPageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    logger: createLogger(config),
  });
  const build = {
    routes: {
      root: { id: "root", path: "" },
      "routes/noticia": { id: "routes/noticia", parentId: "root", path: "noticia/:id" },
    },
  } as unknown as ServerBuild;
  const pages: express.RequestHandler = (req, res, next) => {
    const headers = new Headers({ "Content-Type": "text/html" });
    pageCache.store(req, res, { status: 200, headers, html: "<p>7</p>" }).catch(next);
  };
  const app = createApp({
    config,
    database,
    logger: createLogger(config),
    metrics,
    pageCache,
    beforePages: [metrics.labelPages(async () => build)],
    pages,
  });
  const site = await listen(app);

  try {
    const states = [];
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await fetch(`${site.url}/noticia/7`);
      states.push(response.headers.get("x-page-cache"));
    }
    const samples = parsePrometheusText(await metrics.registry.metrics());

    expect(states).toEqual(["MISS", "HIT", "HIT"]);
    const counted = (name: string) =>
      Object.fromEntries(
        samples
          .filter((sample) => sample.name === name)
          .map((sample) => [sample.labels.route, sample.value]),
      );
    expect(counted("http_requests_total")).toEqual({ "/noticia/:id": 3 });
    expect(counted("page_cache_hits_total")).toEqual({ "/noticia/:id": 2 });
    expect(counted("page_cache_misses_total")).toEqual({ "/noticia/:id": 1 });
  } finally {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

test("METRICS_TOKEN and METRICS_PORT are read and checked like every variable", () => {
  expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: "9464" }).metrics).toEqual({
    token: TOKEN,
    port: 9464,
  });
  expect(() => loadConfig({ METRICS_TOKEN: "curto" })).toThrow(
    "Invalid METRICS_TOKEN: must have at least 16 characters.",
  );
  expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(
    "Invalid METRICS_PORT: must differ from PORT.",
  );
  expect(() => loadConfig({ METRICS_PORT: "x" })).toThrow(
    "Invalid METRICS_PORT: must be a port number between 1 and 65535.",
  );
});
