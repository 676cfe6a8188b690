import type { Request, RequestHandler } from "express";
import type { z } from "zod";
import type { SessionAdmin } from "../auth/sessions.ts";
import type { Paged, PagingQuery } from "./collection-paging.ts";
import { unauthorized } from "../http/errors.ts";
import type { ApiContext } from "./context.ts";

/*
 * The shape of one entry of the API's route table (routes.ts). The same entry registers
 * the Express route (route-handler.ts) and describes the operation in the OpenAPI
 * document (openapi/generate.ts), so the two cannot drift.
 */

export type Method = "get" | "post" | "put" | "delete";

/**
 * Who may call. `admin`: a live bearer token of any role (requireAdmin), which also puts
 * the account in the call. `editor` and `administrador`: a token of that role or a
 * higher one, 403 otherwise (decision 036).
 */
export type Guard = "public" | "admin" | "editor" | "administrador";

/** The statuses an entry may document beyond the ones its own parts imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** A JSON body: read up to `limit`, then parsed with `schema` (400 with details when invalid). */
export type JsonBody<Body> = {
  kind: "json";
  schema: z.ZodType<Body>;
  limit: "16kb" | "32mb";
  /** What a request without a JSON body is parsed as; by default, nothing (the schema's message). */
  missing?: Record<string, never>;
  description?: string;
};

/** A multipart body with one file, read by `middleware` into `req.file`. */
export type UploadBody = {
  kind: "upload";
  middleware: RequestHandler;
  /** The form, for the document only: its fields are read by the middleware. */
  schema: z.ZodType;
  encoding: Record<string, { contentType: string }>;
};

/**
 * How the success answer may be cached. `public`: ETag, `public, max-age`, 304 on a match.
 * `private`: `no-store` on the answer. `none`: no Cache-Control of its own (an admin
 * write still gets `no-store` from its guard).
 */
export type Caching = { public: number } | "private" | "none";

export type Call<Params, Query, Body> = ApiContext & {
  params: Params;
  query: Query;
  body: Body;
  /** The administrator, on routes guarded by `admin`. */
  admin: SessionAdmin | undefined;
  req: Request;
};

export type ApiRoute<Params = unknown, Query = unknown, Body = unknown, Output = unknown> = {
  method: Method;
  /** Express syntax, under /api: `/noticias/:id`. Literal paths come before `:id`. */
  path: string;
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  guard: Guard;
  /**
   * `no-store` on every answer, errors included, set before anything else runs: for
   * calls whose every answer says something about credentials.
   */
  noStore?: boolean;
  /** Runs after the guard and before the body is read (rate limits). */
  before?: (context: ApiContext) => RequestHandler[];
  /** Path parameters; a failure answers 404 (the path names nothing). */
  params?: z.ZodType<Params>;
  /** The message of that 404; by default the generic one. */
  paramsNotFound?: string;
  /** Query parameters; a failure answers 400 with details. */
  query?: z.ZodType<Query>;
  body?: JsonBody<Body> | UploadBody;
  success: 200 | 201 | 202 | 204;
  /** Describes the success answer in the document, when the status alone says too little. */
  answers?: string;
  /**
   * A second success the handler may answer (`res.locals.successStatus`): 202 with the
   * same schema, described here (a save kept as a pending change, decision 061).
   */
  accepted?: string;
  /** The answer's schema; none for 204. */
  output?: z.ZodType<Output>;
  /**
   * A public read whose editors see more: a call with a bearer token must carry a live
   * one (401 otherwise), gets `admin` set and is answered with this schema, never cached;
   * `output` is then the public answer, which anonymous calls get.
   */
  editorOutput?: z.ZodType;
  caching: Caching;
  /**
   * A paged list: `handle` answers a `Paged` page, whose items are sent with
   * `X-Total-Count` and `Link` (first, prev, next, last) headers; the links keep the
   * list's other query parameters (its filters).
   */
  paged?: boolean;
  /** Sent as Location with a 201: where the stored object can be read. */
  location?: { describe: string; of: (output: Output) => string };
  /** Headers of the success answer, made from its body (`X-Total-Count`). */
  headers?: Record<string, { description: string; of: (output: Output) => string }>;
  /**
   * The answer is a file, not JSON: `handle` answers a `FileAnswer`, sent as its bytes
   * with `no-store`, `nosniff`, as an attachment, sandboxed. `output` stays unset.
   */
  file?: { description: string };
  /** Statuses the handler itself may answer, beyond those implied by guard, body and params. */
  errors?: ErrorStatus[];
  handle: (call: Call<Params, Query, Body>) => Promise<Output> | Output;
};

/** What an entry with `file` answers. */
export type FileAnswer = { contentType: string; bytes: Buffer; fileName: string };

/**
 * Checks an entry's parts against each other (what `handle` receives, what it returns)
 * and erases its types for the table.
 */
export function defineRoute<Params = undefined, Query = undefined, Body = undefined, Output = void>(
  route: ApiRoute<Params, Query, Body, Output>,
): ApiRoute {
  return route as unknown as ApiRoute;
}

/**
 * An entry that answers one page of a list: `output` describes the items sent, `handle`
 * answers the page and the size of the whole list (see `paged`).
 */
export function definePagedRoute<
  Params = undefined,
  Item = unknown,
  Query extends PagingQuery = PagingQuery,
>(
  route: Omit<ApiRoute<Params, Query, undefined, Paged<Item>>, "output" | "paged"> & {
    output: z.ZodType<Item[]>;
  },
): ApiRoute {
  return { ...route, paged: true } as unknown as ApiRoute;
}

/** The administrator of a call behind the `admin` guard (which answers 401 without one). */
export function requireCaller(admin: SessionAdmin | undefined): SessionAdmin {
  if (!admin) throw unauthorized();
  return admin;
}
