import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../logger.ts";

export type ErrorDetails = Record<string, string>;

/** The one error family of the API: every failure a client should see is one of these. */
export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { details?: ErrorDetails; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/**
 * The base of a service's named error: handlers tell them apart with `instanceof` and
 * map each to its answer; the name shows in logs.
 */
export function namedError(name: string) {
  return class extends Error {
    override name = name;
  };
}

/** A named error that carries which of a few known reasons made it. */
export function reasonError<Reason extends string>(name: string) {
  return class extends namedError(name) {
    readonly reason: Reason;

    constructor(reason: Reason) {
      super(reason);
      this.reason = reason;
    }
  };
}

export const MESSAGES = {
  badRequest: "Dados inválidos.",
  invalidJson: "O corpo da requisição não é um JSON válido.",
  unauthorized: "Autenticação necessária.",
  forbidden: "Seu papel não permite esta ação.",
  notFound: "Recurso não encontrado.",
  conflict: "O conteúdo mudou desde que foi aberto.",
  tooLarge: "O conteúdo enviado é grande demais.",
  unsupportedMediaType: "Tipo de conteúdo não suportado.",
  tooManyRequests: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  internal: "Erro interno do servidor. Tente novamente mais tarde.",
} as const;

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  409: MESSAGES.conflict,
  413: MESSAGES.tooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

export const badRequest = (details?: ErrorDetails, message: string = MESSAGES.badRequest) =>
  new HttpError(400, message, { details });
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, message, { headers: { "WWW-Authenticate": "Bearer" } });
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = MESSAGES.conflict, details?: ErrorDetails) =>
  new HttpError(409, message, { details });
export const tooLarge = (message: string = MESSAGES.tooLarge) => new HttpError(413, message);
export const unsupportedMediaType = (message: string = MESSAGES.unsupportedMediaType) =>
  new HttpError(415, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string = MESSAGES.tooManyRequests,
) =>
  new HttpError(429, message, {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** Unknown /api paths answer in the API's error shape instead of falling through to the page renderer. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound());

type BodyParserError = Error & { type?: string; status?: number };

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const parserError = error as BodyParserError;
  // CASE: errors raised by express.json() before a handler runs.
  switch (parserError?.type) {
    case "entity.parse.failed":
      return new HttpError(400, MESSAGES.invalidJson);
    case "entity.too.large":
      return tooLarge();
    case "encoding.unsupported":
    case "charset.unsupported":
      return unsupportedMediaType();
  }
  // CASE: client errors from other middleware (e.g. a missing static asset).
  const status = parserError?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new HttpError(status, STATUS_MESSAGES[status] ?? MESSAGES.badRequest);
  }
  return undefined;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const httpError = toHttpError(error);
    if (!httpError) {
      (req.log ?? logger).error({ err: error }, "unhandled error");
      res.status(500).json({ error: MESSAGES.internal });
      return;
    }
    res.set(httpError.headers);
    res
      .status(httpError.status)
      .json(
        httpError.details
          ? { error: httpError.message, details: httpError.details }
          : { error: httpError.message },
      );
  };
}
