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
import { requestLanguage } from "./http/language.ts";
import type { PageCache } from "./http/page-cache.ts";
import { clientAddress } from "./http/rate-limit.ts";
import { requestOrigin } from "./http/request-origin.ts";

/** The context keys the build's entry exports (app/entry.server.tsx). */
type ContextKeys = Pick<
  typeof entry,
  | "servicesContext"
  | "languageContext"
  | "nonceContext"
  | "clientAddressContext"
  | "documentHtmlContext"
>;

/**
 * Server rendering for every path the host did not claim. The context keys come from
 * the loaded build (see app/entry.server.tsx) so loaders read what the host sets: the
 * services, the language the host detected, the nonce of a page that needs one and the
 * client's address. A page the page cache gave a ticket to is handed to it, which keeps
 * and sends it (server/http/page-cache.ts).
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

  return async (req, res, next) => {
    try {
      const keys = (await getBuild()).entry.module as unknown as ContextKeys;
      const url = pageUrl(req, publicUrl);
      const context = new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [keys.servicesContext, services],
          [keys.languageContext, res.locals.language ?? requestLanguage(req)],
          [keys.nonceContext, res.locals.cspNonce],
          [keys.clientAddressContext, clientAddress(req)],
        ]),
      );
      const response = await handleRequest(fetchRequest(req, res, url), context);
      // A page sent without React comes as one string beside a body-less answer.
      const html = context.get(keys.documentHtmlContext) ?? undefined;
      if (html !== undefined && cache) {
        const page = { status: response.status, headers: response.headers, html };
        if (await cache.store(req, res, page)) return;
      }
      await sendResponse(res, response, html);
    } catch (error) {
      next(error);
    }
  };
}

/** The page's address as the renderer sees it. */
function pageUrl(req: ExpressRequest, publicUrl: string | undefined): URL {
  // Concatenated, not resolved: a path such as //other.example must stay a path.
  return new URL(`${requestOrigin(req, publicUrl)}${req.originalUrl}`);
}

function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL): Request {
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
