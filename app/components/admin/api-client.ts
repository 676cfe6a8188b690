import type { z } from "zod";
import { ErrorSchema, MediaUploadResultSchema } from "./api-schemas.ts";

export const API_MESSAGES = {
  network: "Não foi possível conectar. Verifique sua conexão e tente novamente.",
  timeout: "O servidor demorou demais para responder. Tente novamente.",
  invalidResponse: "O servidor enviou uma resposta inesperada. Tente novamente.",
  unexpectedStatus: (status: number) =>
    `O servidor respondeu com um erro (${status}). Tente novamente em instantes.`,
} as const;

/** Saves may carry images as data URLs, so they get more time than a page load. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** `status` of a request that got no answer at all. */
export const NO_RESPONSE = 0;

/** `fetch` itself, or a session's authFetch that adds the bearer token. */
export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

export type ApiSuccess<T> = {
  ok: true;
  status: number;
  data: T;
  /** A paged list's `X-Total-Count`: how many items the whole list holds. */
  total?: number;
};
export type ApiFailure = {
  ok: false;
  /** The HTTP status, or NO_RESPONSE when the request never got an answer. */
  status: number;
  /** A Portuguese message that can be shown as is. */
  error: string;
  /** Field messages keyed by the field's dotted path (`fontes.1`); `_` for the whole input. */
  details: Record<string, string>;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(
  fetcher: Fetcher,
  url: string,
  init: RequestInit,
  schema: z.ZodType<T> | undefined,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      status: NO_RESPONSE,
      error: timedOut ? API_MESSAGES.timeout : API_MESSAGES.network,
      details: {},
    };
  }
  const body = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorSchema.safeParse(body);
    // CASE: something in front of the API (a proxy, a crash page) answered without its shape.
    if (!parsed.success || parsed.data.error === "") {
      return {
        ok: false,
        status: response.status,
        error: API_MESSAGES.unexpectedStatus(response.status),
        details: {},
      };
    }
    return {
      ok: false,
      status: response.status,
      error: parsed.data.error,
      details: parsed.data.details ?? {},
    };
  }
  const totalHeader = response.headers.get("X-Total-Count");
  const total = totalHeader === null ? undefined : Number(totalHeader);
  if (!schema) return { ok: true, status: response.status, data: body as T };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      status: response.status,
      error: API_MESSAGES.invalidResponse,
      details: {},
    };
  }
  return {
    ok: true,
    status: response.status,
    data: parsed.data,
    ...(total !== undefined && Number.isSafeInteger(total) ? { total } : {}),
  };
}

/**
 * A write to the API: `body` is sent as JSON. Never throws: a network failure, a timeout,
 * an error answer or an answer that does not match `schema` all come back as
 * `{ok: false, status, error, details}` with a message in Portuguese.
 */
export function saveJson<T = unknown>(
  fetcher: Fetcher,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<ApiResult<T>> {
  const init: RequestInit =
    body === undefined
      ? { method }
      : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  return request(fetcher, url, init, schema);
}

/** Saves an item of a collection: PUT `<base>/<id>` when it is stored, POST `<base>` when new. */
export function saveItem<T>(
  fetcher: Fetcher,
  base: string,
  id: number | undefined,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return id === undefined
    ? saveJson(fetcher, "POST", base, body, schema)
    : saveJson(fetcher, "PUT", `${base}/${id}`, body, schema);
}

/** A read from the API (e.g. an admin-only list), with the same result shape as saveJson. */
export function loadJson<T>(
  fetcher: Fetcher,
  url: string,
  schema: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return request(fetcher, url, { method: "GET" }, schema);
}

/**
 * Uploads one file to `POST /api/media` as multipart (field `file`), as the API expects,
 * and gives the stored file's `/media/` URL. Never throws, like saveJson: a refused file
 * comes back with the API's status (413 too large, 415 not a type it stores).
 */
export function uploadFile(fetcher: Fetcher, file: File): Promise<ApiResult<{ url: string }>> {
  const body = new FormData();
  body.append("file", file, file.name);
  // No Content-Type header: the browser writes it with the multipart boundary.
  return request(fetcher, "/api/media", { method: "POST", body }, MediaUploadResultSchema);
}
