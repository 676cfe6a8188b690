import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger.ts";

const INCOMING_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** One structured log line per request, each with a request id echoed as X-Request-Id. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers["x-request-id"];
      const id =
        typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
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
