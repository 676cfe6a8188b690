import express, { type RequestHandler } from "express";
import { requireAdmin } from "../auth/require-admin.ts";
import { publicJson, sendPrivateJson, sendPublicJson } from "../http/cache.ts";
import { notFound } from "../http/errors.ts";
import { parseInput } from "../http/validate.ts";
import { createAnswerStore, type AnswerStore, type StoredAnswer } from "./answer-store.ts";
import { pageCount, pageOf, type Paged, type PagingQuery } from "./collection-paging.ts";
import type { ApiContext } from "./context.ts";
import { recordAudit } from "./registro/service.ts";
import type { ApiRoute, FileAnswer, Guard } from "./route-table.ts";

declare global {
  namespace Express {
    interface Locals {
      /** A note for the audit row of this call, set by its handler (decision 036). */
      auditNote?: string;
      /**
       * The status of this answer when the handler's differs from the route's (a save
       * stored as a pending change answers 202, decision 061).
       */
      successStatus?: number;
    }
  }
}

/** Body parsers by limit: small for public forms and auth, large for editors' writes carrying images. */
const JSON_PARSERS = {
  "16kb": express.json({ limit: "16kb" }),
  "32mb": express.json({ limit: "32mb" }),
} as const;

/** Every answer carries credentials or says something about them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

function guards(context: ApiContext): Record<Guard, RequestHandler | undefined> {
  return {
    public: undefined,
    admin: requireAdmin(context),
    editor: requireAdmin(context, "editor"),
    administrador: requireAdmin(context, "administrador"),
  };
}

/** A public read with an editors' view: anonymous calls pass, a token must be live. */
function editorIfToken(context: ApiContext): RequestHandler {
  const admin = requireAdmin(context);
  return (req, res, next) => {
    if (req.get("authorization") === undefined) {
      // Shared caches must not answer an editor with the public copy, nor the reverse.
      res.vary("Authorization");
      next();
      return;
    }
    return admin(req, res, next);
  };
}

/**
 * The Express handlers of one entry, in the order that keeps a request cheap to refuse:
 * `no-store`, then the guard (an anonymous client cannot make the server read a large
 * body), then rate limits (counted before the body is read), then the body parser, then
 * parsing of path, query and body, and the call. An anonymous GET of a publicly cached
 * call is answered from `answers` while the database has not changed (decision 051).
 */
function handlersOf(
  route: ApiRoute,
  context: ApiContext,
  guard: RequestHandler | undefined,
  answers: AnswerStore,
) {
  const { body } = route;
  const bodyParser = body && (body.kind === "json" ? JSON_PARSERS[body.limit] : body.middleware);
  const caching = route.caching;
  const storable = route.method === "get" && typeof caching === "object";

  const call: RequestHandler = async (req, res) => {
    let kept: { key: string; version: string; readAt: Date } | undefined;
    if (storable && req.method === "GET" && req.get("authorization") === undefined) {
      // The time and the version are taken before the call's queries: an answer they
      // read is then never kept past a change it could have missed.
      const readAt = new Date();
      const key = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
      kept = { key, version: await answers.version(), readAt };
      const answer = answers.get(key, kept.version, readAt.getTime());
      if (answer) {
        sendPublicAnswer(req, res, answer, caching.public);
        return;
      }
    }
    const params = route.params
      ? parsePath(route.params, req.params, route.paramsNotFound)
      : undefined;
    const query = route.query ? parseInput(route.query, req.query) : undefined;
    const input =
      body?.kind === "json" ? parseInput(body.schema, req.body ?? body.missing) : undefined;
    const answer = await route.handle({
      ...context,
      params,
      query,
      body: input,
      admin: res.locals.admin,
      req,
    });
    await auditCall(route, context, req, res, params, answer);
    let output: unknown = answer;
    let headerSeed = "";
    const headers: [string, string][] = [];
    if (route.paged) {
      const page = answer as Paged<unknown>;
      output = page.items;
      headerSeed = String(page.total);
      headers.push(...pageHeaders(req, query as PagingQuery | undefined, page.total));
    }
    for (const [name, header] of Object.entries(route.headers ?? {}))
      headers.push([name, header.of(answer)]);
    for (const [name, value] of headers) res.set(name, value);
    if (route.file) {
      const file = answer as FileAnswer;
      res.status(route.success).set({
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      });
      res.send(file.bytes);
    } else if (route.success === 204) {
      res.status(204).end();
    } else if (route.editorOutput && res.locals.admin) {
      sendPrivateJson(res, output, route.success);
    } else if (typeof caching === "object") {
      const stored: StoredAnswer = {
        ...publicJson(output, headerSeed),
        headers,
        publicUntil: res.locals.publicUntil,
      };
      sendPublicAnswer(req, res, stored, caching.public);
      if (kept) {
        answers
          .set(kept.key, kept.version, stored, caching.public, kept.readAt)
          .catch((error: unknown) => context.logger.error({ err: error }, "API answer not kept"));
      }
    } else if (caching === "private") {
      sendPrivateJson(res, output, route.success);
    } else {
      if (route.location) res.location(route.location.of(output));
      res.status(res.locals.successStatus ?? route.success).json(output);
    }
  };

  return [
    route.noStore ? noStore : undefined,
    route.editorOutput ? editorIfToken(context) : guard,
    ...(route.before?.(context) ?? []),
    bodyParser,
    call,
  ].filter((handler): handler is RequestHandler => handler !== undefined);
}

/**
 * A public answer with its own headers, cached by clients for the route's lifetime, and no
 * longer than until a scheduled item it would show comes due (decision 037).
 */
function sendPublicAnswer(
  req: express.Request,
  res: express.Response,
  answer: StoredAnswer,
  lifetimeSeconds: number,
): void {
  for (const [name, value] of answer.headers) res.set(name, value);
  const maxAge =
    answer.publicUntil === undefined
      ? lifetimeSeconds
      : Math.min(lifetimeSeconds, Math.max(1, Math.ceil((answer.publicUntil - Date.now()) / 1000)));
  sendPublicJson(req, res, answer, maxAge);
}

/**
 * Every successful write of a signed-in account leaves one row in the audit log, written
 * before the answer is sent. The action is the route's operationId and the type its tag;
 * the item is the path's `:id` (or `:slug`), else the answer's `id`. A failure to write
 * the row is logged and does not undo or hide the write the caller asked for.
 */
async function auditCall(
  route: ApiRoute,
  context: ApiContext,
  req: express.Request,
  res: express.Response,
  params: unknown,
  answer: unknown,
): Promise<void> {
  const admin = res.locals.admin;
  if (route.method === "get" || route.guard === "public" || !admin) return;
  try {
    await recordAudit(
      context.db,
      {
        conta: { id: admin.id, nome: admin.nome },
        acao: route.operationId,
        tipo: route.tag,
        itemId: itemIdOf(params) ?? itemIdOf(answer),
        nota: res.locals.auditNote,
      },
      req,
    );
  } catch (error) {
    context.logger.error({ err: error, acao: route.operationId }, "audit row not written");
  }
}

function itemIdOf(value: unknown): string | number | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ["id", "slug"]) {
    const item = record[key];
    if (typeof item === "number" || typeof item === "string") return item;
  }
  return undefined;
}

/**
 * `X-Total-Count` and `Link` (RFC 8288) for one page of a list: first and last always,
 * prev and next when they name a page that has items, each with the list's filters.
 */
function pageHeaders(
  req: express.Request,
  query: PagingQuery | undefined,
  total: number,
): [string, string][] {
  const page = pageOf(query);
  const last = pageCount(total, page.limite);
  const path = `${req.baseUrl}${req.path}`;
  // The list's filters, as sent (the query has parsed them already), follow the page.
  const filters = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
  filters.delete("pagina");
  filters.delete("limite");
  const href = (pagina: number) => {
    const search = new URLSearchParams({ pagina: String(pagina) });
    if (query?.limite !== undefined) search.set("limite", String(query.limite));
    for (const [name, value] of filters) search.append(name, value);
    return `<${path}?${search.toString()}>`;
  };
  const links = [`${href(1)}; rel="first"`];
  if (page.pagina > 1) links.push(`${href(Math.min(page.pagina - 1, last))}; rel="prev"`);
  if (page.pagina < last) links.push(`${href(page.pagina + 1)}; rel="next"`);
  links.push(`${href(last)}; rel="last"`);
  return [
    ["X-Total-Count", String(total)],
    ["Link", links.join(", ")],
  ];
}

/** A path that does not parse names nothing: 404. */
function parsePath<Params>(
  schema: NonNullable<ApiRoute<Params>["params"]>,
  raw: unknown,
  message?: string,
): Params {
  const result = schema.safeParse(raw);
  if (!result.success) throw notFound(message);
  return result.data;
}

/** Registers every entry of the table on `router`, in the table's order. */
export function registerRoutes(
  router: express.Router,
  routes: readonly ApiRoute[],
  context: ApiContext,
): void {
  const byGuard = guards(context);
  const answers = createAnswerStore(context.db);
  for (const route of routes) {
    router[route.method](route.path, ...handlersOf(route, context, byGuard[route.guard], answers));
  }
}
