import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from "react-router";
import type { AppServices } from "../app/context.ts";
import type * as entry from "../app/entry.server.tsx";
import type { PageCache } from "./http/page-cache.ts";
import { pageCacheKey, pageUrl } from "./http/page-cache-key.ts";
import { clientAddress } from "./http/rate-limit.ts";

/** The context keys the build's entry exports (app/entry.server.tsx). */
type ContextKeys = Pick<
  typeof entry,
  "servicesContext" | "nonceContext" | "clientAddressContext" | "documentHtmlContext"
>;

/**
 * Server rendering for every path the host did not claim. The context keys come from
 * the loaded build (see app/entry.server.tsx) so loaders read what the host sets.
 *
 * This is @react-router/express's adapter with one difference: the body comes from
 * `res.locals.pageBody`, already read within the page limit by `bodyLimit`, rather than
 * from the socket, so an action's `request.formData()` never buffers an unbounded body.
 */
export function createPagesHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  services: AppServices,
  mode: "production" | "development",
  cache?: PageCache,
): RequestHandler {
  // Given the build itself, React Router derives its route table once; given a function
  // (development, where Vite reloads modules), it derives it again on every request.
  const handleRequest = createRequestHandler(build, mode);
  const getBuild = typeof build === "function" ? build : async () => build;
  const { publicUrl } = services.config;

  /**
   * Renders the page and sends it, storing it first when `cached` says where, and then
   * telling the cache it has `decided`.
   */
  async function render(
    req: ExpressRequest,
    res: ExpressResponse,
    cached?: { cache: PageCache; key: string; decided: () => void },
  ): Promise<void> {
    const generation = cached?.cache.generation();
    const keys = (await getBuild()).entry.module as unknown as ContextKeys;
    const context = new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [keys.servicesContext, services],
        [keys.nonceContext, res.locals.cspNonce],
        [keys.clientAddressContext, clientAddress(req)],
      ]),
    );
    const response = await handleRequest(fetchRequest(req, res, publicUrl), context);
    // A page sent without React comes as one string beside a body-less answer.
    const html = context.get(keys.documentHtmlContext) ?? undefined;
    if (cached && generation !== undefined) {
      const { cache, key, decided } = cached;
      const stored = await cache.storeAndSend(req, res, key, response, generation, html);
      // Readers waiting for this render need not wait for its answer to reach this one.
      decided();
      if (stored) return;
    }
    await sendResponse(res, response, html);
  }

  return async (req, res, next) => {
    try {
      // Anonymous public pages come from the page cache when it holds them (decision 031),
      // and are rendered once for all who ask while they are not (decision 045).
      const cacheable = cache?.eligible(req) ? cache : undefined;
      const key = cacheable && pageCacheKey(req, publicUrl);
      if (cacheable && key) {
        await cacheable.serveOrRender(req, res, key, (decided) =>
          render(req, res, { cache: cacheable, key, decided }),
        );
      } else {
        await render(req, res);
      }
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  publicUrl: string | undefined,
): Request {
  const url = pageUrl(req, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: new Uint8Array(res.locals.pageBody ?? new Uint8Array()) } : {}),
  });
}

async function sendResponse(
  res: ExpressResponse,
  response: Response,
  html: string | undefined,
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (html !== undefined || !response.body) {
    res.end(html);
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
