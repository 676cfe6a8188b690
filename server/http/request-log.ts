import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.ts";

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when it is a plain token, or a new one. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming)
    ? incoming
    : crypto.randomUUID();
}

/**
 * The line logged for an answer that never reached the middleware chain (a page from the
 * cache), in the shape pino-http gives every other request's line.
 */
export function logAnswered(logger: Logger, req: IncomingMessage, res: ServerResponse, id: string) {
  if (!logger.isLevelEnabled("info")) return;
  const started = Date.now();
  res.once("close", () => {
    logger.info(
      {
        req: { id, method: req.method, url: req.url },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      },
      "request completed",
    );
  });
}

/** One structured log line per request, each with a request id echoed as X-Request-Id. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestId(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Asset requests would drown the useful lines.
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
  });
}
