import { z } from "zod";
import type { SessionAdmin } from "../auth/sessions.ts";
import { notFound } from "../http/errors.ts";
import { parseInput } from "../http/validate.ts";
import { IdParamsSchema } from "../http/schema.ts";
import type { CollectionCall, CollectionOptions, CollectionService } from "./collection-options.ts";
import {
  MAX_PAGE_SIZE,
  PagingQuerySchema,
  pageOf,
  type Page,
  type Paged,
  type PagingQuery,
} from "./collection-paging.ts";
import type { ApiContext } from "./context.ts";
import { definePagedRoute, defineRoute, requireCaller, type ApiRoute } from "./route-table.ts";
import { revisaoRoutes } from "./revisoes/routes.ts";
import { RevisaoBaseSchema } from "./revisoes/schema.ts";
import {
  GENERIC_REVISAO_WORDS,
  removeRevisoes,
  saveRevised,
  withRevisao,
  withRevisoes,
} from "./revisoes/service.ts";

/*
 * The five calls of a collection (list, read, create, replace, delete) as route-table
 * entries. An area gives its schemas, its service calls and its words; the guards,
 * statuses, caching and parsing are the same for every collection.
 */

/** What `pagedCollection` hands out: service functions that need only the database. */
type DatabaseService<Input, Output> = {
  listPage: (db: ApiContext["db"], page: Page) => Promise<Paged<Output>>;
  findById: (db: ApiContext["db"], id: number) => Promise<Output | undefined>;
  create: (db: ApiContext["db"], input: Input) => Promise<Output>;
  update: (db: ApiContext["db"], id: number, input: Input) => Promise<Output | undefined>;
  remove: (db: ApiContext["db"], id: number) => Promise<boolean>;
};

/** The collection calls of an area whose service functions need only the database. */
export function databaseService<Input, Output>(
  service: DatabaseService<Input, Output>,
): CollectionService<Input, Output> {
  return {
    list: ({ db }, page) => service.listPage(db, page),
    find: ({ db }, id) => service.findById(db, id),
    create: ({ db }, input) => service.create(db, input),
    update: ({ db }, id, input) => service.update(db, id, input),
    remove: ({ db }, id) => service.remove(db, id),
  };
}

const REVISAO_NOTE =
  "The body may also carry `revisao`, the item's revision the edit was built on (as read): when it is not the latest, the update answers 409 naming who saved last and when, and changes nothing. Without it the update always applies.";

export function collectionRoutes<
  Input,
  Output extends { id: number },
  Public = Output,
  Query extends PagingQuery = PagingQuery,
>(options: CollectionOptions<Input, Output, Public, Query>): ApiRoute[] {
  const { path, tag, noun, nouns, one, many, output, service, notFoundMessage } = options;
  const params = IdParamsSchema;
  const paramsNotFound = options.malformedIdMessage;
  const itemPath = `${path}/:id`;
  const caching = { public: options.maxAgeSeconds };
  const body = {
    kind: "json" as const,
    schema: options.input,
    limit: "32mb" as const,
  };
  const onList = { path, tag };
  const onItem = { path: itemPath, tag, params, paramsNotFound };
  const writeGuard = options.writeGuard ?? "editor";
  /** What the three writes share: the guard, no caching, and their operation's names. */
  const adminWrite = (verb: "create" | "update" | "delete", summary: string) => ({
    guard: writeGuard,
    caching: "none" as const,
    operationId: `${verb}${noun}`,
    summary: `${summary} ${one}`,
  });
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw notFound(notFoundMessage);
    return value;
  };
  const { publicView } = options;
  const revised = { tipo: tag, words: options.revisions ?? GENERIC_REVISAO_WORDS };
  // Only the collections whose editors see revisions answer the number.
  const revisedAnswer = <T extends Output>(item: T & { revisao: number }): T => {
    if (options.revisions) return item;
    const { revisao: _revisao, ...rest } = item;
    return rest as unknown as T;
  };
  // Create and replace: one revised save, answered as the collection answers its items.
  const saveAnswered = async (
    call: CollectionCall & { admin: SessionAdmin | undefined },
    save: (context: CollectionCall, admin: SessionAdmin) => Promise<Output | undefined>,
    item?: { itemId: number; base: number | undefined },
  ) => {
    const admin = requireCaller(call.admin);
    const saved = await saveRevised(call.db, {
      ...revised,
      ...item,
      admin,
      find: (db, id) => service.find({ ...call, db }, id),
      save: (db) => save({ ...call, db }, admin),
    });
    return revisedAnswer(found(saved));
  };
  const numbered = options.revisions
    ? {
        one: (context: ApiContext, item: Output) => withRevisao(context.db, tag, item),
        many: (context: ApiContext, items: Output[]) => withRevisoes(context.db, tag, items),
      }
    : {
        one: async (_context: ApiContext, item: Output) => item,
        many: async (_context: ApiContext, items: Output[]) => items,
      };
  const read: {
    output: z.ZodType<Output | Public>;
    editorOutput?: z.ZodType<Output>;
    view: (item: Output, admin: unknown) => Output | Public;
  } = publicView
    ? {
        output: publicView.output,
        editorOutput: output,
        view: (item: Output, admin: unknown) => (admin ? item : publicView.of(item)),
      }
    : { output, view: (item: Output) => item };

  return [
    definePagedRoute({
      method: "get",
      ...onList,
      operationId: `list${nouns}`,
      summary: `List ${many}`,
      description: `${options.order} At most ${MAX_PAGE_SIZE} items per answer: \`pagina\` and \`limite\` choose the page, and the \`Link\` header names the others.`,
      guard: "public",
      query: options.listQuery ?? (PagingQuerySchema as unknown as z.ZodType<Query>),
      success: 200,
      output: z.array(read.output),
      ...(read.editorOutput ? { editorOutput: z.array(read.editorOutput) } : {}),
      caching,
      handle: async (call) => {
        const page = await service.list(call, pageOf(call.query), call.query);
        const items = await numbered.many(call, page.items);
        return { ...page, items: items.map((item) => read.view(item, call.admin)) };
      },
    }),
    defineRoute({
      method: "get",
      ...onItem,
      operationId: `get${noun}`,
      summary: `Read ${one}`,
      guard: "public",
      success: 200,
      output: read.output,
      editorOutput: read.editorOutput,
      caching,
      handle: async (call) =>
        read.view(
          await numbered.one(call, found(await service.find(call, call.params.id))),
          call.admin,
        ),
    }),
    defineRoute({
      method: "post",
      ...onList,
      ...adminWrite("create", "Create"),
      description: options.writeNote,
      body,
      success: 201,
      output,
      location: options.location
        ? { describe: `/api${path}/{id}`, of: (created) => `/api${path}/${created.id}` }
        : undefined,
      handle: (call) =>
        saveAnswered(call, (context, admin) => service.create(context, call.body, admin)),
    }),
    defineRoute({
      method: "put",
      ...onItem,
      ...adminWrite("update", "Replace"),
      description: options.revisions
        ? `${options.writeNote ?? ""} ${REVISAO_NOTE}`.trim()
        : options.writeNote,
      body,
      success: 200,
      accepted: options.acceptedNote,
      output,
      errors: options.revisions ? [409] : undefined,
      handle: async (call) => {
        const { id } = call.params;
        // `revisao` sits beside the area's fields; their schema leaves it out of `body`.
        const { revisao } = options.revisions ? parseInput(RevisaoBaseSchema, call.req.body) : {};
        const saved = await saveAnswered(
          call,
          (context, admin) => service.update(context, id, call.body, admin),
          { itemId: id, base: revisao },
        );
        // A change of a published item stored for review (decision 061): accepted, not live.
        const locals = call.req.res?.locals;
        if (locals && (saved as { pendente?: unknown }).pendente === true)
          locals.successStatus = 202;
        return saved;
      },
    }),
    defineRoute({
      method: "delete",
      ...onItem,
      ...adminWrite("delete", "Delete"),
      success: 204,
      handle: async (call) => {
        const removed = await call.db.transaction().execute(async (db) => {
          const result = await service.remove({ ...call, db }, call.params.id);
          if (result !== false) await removeRevisoes(db, tag, call.params.id);
          return result;
        });
        if (removed === false) throw notFound(notFoundMessage);
      },
    }),
    ...(options.revisions
      ? revisaoRoutes({
          path,
          tag,
          noun,
          one,
          input: options.input,
          output,
          notFoundMessage,
          acceptedNote: options.acceptedNote,
          words: options.revisions,
          writeGuard,
          find: service.find,
          update: service.update,
        })
      : []),
  ];
}
