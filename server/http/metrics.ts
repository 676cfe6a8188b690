import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { labelRoute, pageCacheStateOf, routeLabelOf } from "./answer-labels.ts";

/*
 * Prometheus metrics (docs/deploy.md lists every name). Labels never carry a raw URL:
 * a request is counted under the pattern that served it (`/api/noticias/:id`,
 * `/noticia/:id`), so the number of series stays bounded whatever clients ask for.
 */

const QUERY_KINDS: Record<string, string> = {
  SelectQueryNode: "select",
  InsertQueryNode: "insert",
  UpdateQueryNode: "update",
  DeleteQueryNode: "delete",
  RawNode: "raw",
};

export type Metrics = {
  registry: Registry;
  /** Counts and times every request; mount it before anything else. */
  observeRequests: RequestHandler;
  /** Times every query of a Kysely instance: `db.withPlugin(metrics.queryTimer)`. */
  queryTimer: KyselyPlugin;
  /** Labels server-rendered pages with their route pattern; mount it before the renderer. */
  labelPages: (getBuild: () => Promise<ServerBuild>) => RequestHandler;
  /** Answers with the metrics text, to a bearer of `token` only when one is given. */
  serve: (token: string | undefined) => RequestHandler;
};

function routeLabel(req: Request, res: Response): string {
  const labelled = routeLabelOf(res);
  if (labelled !== undefined) return labelled;
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === "string") return `${req.baseUrl}${route.path}`;
  if (req.originalUrl.startsWith("/assets/")) return "/assets/*";
  return "unmatched";
}

/** React Router's route tree rebuilt from a build's flat manifest, for matching paths. */
function routeTree(build: ServerBuild): RouteObject[] {
  const byParent = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const children = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route!.index
        ? { id: route!.id, index: true, path: route!.path }
        : { id: route!.id, path: route!.path, children: children(route!.id) },
    );
  return children(undefined);
}

function tokensMatch(given: string, expected: string): boolean {
  // Hashing first makes the comparison constant-time whatever the lengths.
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by method, route pattern and status code.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The page cache marks each page it answered or could have (answer-labels.ts).
  const cacheAnswers = {
    HIT: new Counter({
      name: "page_cache_hits_total",
      help: "Pages answered from the page cache, by route pattern.",
      labelNames: ["route"] as const,
      registers: [registry],
    }),
    MISS: new Counter({
      name: "page_cache_misses_total",
      help: "Pages the page cache could hold but rendered, by route pattern.",
      labelNames: ["route"] as const,
      registers: [registry],
    }),
  };
  const queryDuration = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time the database took to answer a query, by kind (select, insert, update, delete, raw, other).",
    labelNames: ["operation"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });

  const started = new WeakMap<object, { at: bigint; operation: string }>();
  const queryTimer: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      started.set(queryId, {
        at: process.hrtime.bigint(),
        operation: QUERY_KINDS[node.kind] ?? "other",
      });
      return node;
    },
    async transformResult({
      queryId,
      result,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const start = started.get(queryId);
      if (start) {
        started.delete(queryId);
        queryDuration.observe(
          { operation: start.operation },
          Number(process.hrtime.bigint() - start.at) / 1e9,
        );
      }
      return result;
    },
  };

  const observeRequests: RequestHandler = (req, res, next) => {
    const at = process.hrtime.bigint();
    res.once("finish", () => {
      const route = routeLabel(req, res);
      const labels = { method: req.method, route, status: res.statusCode };
      requests.inc(labels);
      requestDuration.observe(labels, Number(process.hrtime.bigint() - at) / 1e9);
      const cacheState = pageCacheStateOf(res);
      if (cacheState) cacheAnswers[cacheState].inc({ route });
    });
    next();
  };

  const trees = new WeakMap<ServerBuild, RouteObject[]>();
  const labelPages = (getBuild: () => Promise<ServerBuild>): RequestHandler => {
    return async (req, res, next) => {
      try {
        const build = await getBuild();
        let tree = trees.get(build);
        if (!tree) {
          tree = routeTree(build);
          trees.set(build, tree);
        }
        // Client navigations fetch `<path>.data` (the root's is `/_.data`).
        const pathname = req.path.replace(/\.data$/, "").replace(/^\/_$/, "/");
        const matches = matchRoutes(tree, pathname) ?? [];
        const pattern = matches
          .map((match) => match.route.path)
          .filter((segment) => segment !== undefined && segment !== "")
          .join("/");
        labelRoute(res, `/${pattern}`);
      } catch {
        // A label is not worth failing a page over: the request counts as unmatched.
      }
      next();
    };
  };

  const serve = (token: string | undefined): RequestHandler => {
    return async (req, res) => {
      res.set("Cache-Control", "no-store");
      if (token !== undefined) {
        const header = req.get("authorization") ?? "";
        const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
        if (!tokensMatch(given, token)) {
          res.set("WWW-Authenticate", 'Bearer realm="metrics"');
          res.status(401).type("text/plain").send("A valid metrics token is required.\n");
          return;
        }
      }
      res.type(registry.contentType).send(await registry.metrics());
    };
  };

  return { registry, observeRequests, queryTimer, labelPages, serve };
}
