import type { Request, RequestHandler, Response } from "express";
import { HttpError, tooLarge as apiTooLarge } from "./errors.ts";

/** Page forms (contact, language) are a few kilobytes; this leaves room for long messages. */
export const PAGE_BODY_LIMIT = 64 * 1024;
/**
 * The largest body any API or media route accepts: JSON writes carrying images (32 MB)
 * plus multipart framing. Each route's own parser enforces its tighter limit as it reads.
 */
export const API_BODY_LIMIT = 33 * 1024 * 1024;

/**
 * Page forms that carry a file: the tip form (decision 040) sends an image or a recording
 * without scripts too, so its page takes the largest attachment plus the form around it.
 * React Router's own submissions go to the same path with `.data`.
 */
export const UPLOAD_PAGE_BODY_LIMIT = 17 * 1024 * 1024;
const UPLOAD_PAGES = new Set(["/sugerir", "/sugerir.data"]);

const MESSAGES = {
  pageTooLarge: `O conteúdo enviado é grande demais: o limite é de ${PAGE_BODY_LIMIT / 1024} KB.`,
} as const;

declare global {
  namespace Express {
    interface Locals {
      /** A page request's body, read whole within PAGE_BODY_LIMIT; absent without a body. */
      pageBody?: Buffer;
    }
  }
}

/** The API keeps its one 413 message (docs/api.md); a page form names its limit. */
const tooLarge = (limit: number) =>
  limit === PAGE_BODY_LIMIT ? new HttpError(413, MESSAGES.pageTooLarge) : apiTooLarge();

/** Whether a request says it carries a body (a length above zero, or chunks). */
export function hasBody(req: Request): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0
  );
}

const isApiPath = (path: string) => /^\/(api|media)(\/|$)/.test(path);

/**
 * Refuses oversized bodies before any parser, rate limit or handler sees them. A declared
 * Content-Length over the limit is answered at once, without reading; a body without one
 * (chunked) is counted as it arrives. Page bodies are read here, within their small limit,
 * so a form action never buffers more than that; API and media routes stream into their
 * own parsers, which stop at their per-route limits.
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const limit = isApiPath(req.path)
      ? API_BODY_LIMIT
      : UPLOAD_PAGES.has(req.path)
        ? UPLOAD_PAGE_BODY_LIMIT
        : PAGE_BODY_LIMIT;
    // CASE: the client says up front that it will send too much.
    if (Number(req.headers["content-length"]) > limit) {
      refuse(req, res);
      next(tooLarge(limit));
      return;
    }
    if (isApiPath(req.path)) {
      next();
      return;
    }
    readWithin(req, limit).then(
      (body) => {
        res.locals.pageBody = body;
        next();
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 413) refuse(req, res);
        next(error);
      },
    );
  };
}

/** How long a client still sending after a 413 may go on before the connection ends. */
const LINGER_MS = 1000;

/**
 * After the 413 is sent, the rest of the body is read and dropped (as Node does for any
 * unread body), so a client still sending receives the answer instead of a reset
 * connection; nothing of it is kept. A body that has not ended a second later ends the
 * connection, so no client can keep the server reading.
 */
function refuse(req: Request, res: Response): void {
  res.once("finish", () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
    req.resume();
  });
}

/** Reads the whole body, failing with 413 as soon as it passes `limit` bytes. */
function readWithin(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
