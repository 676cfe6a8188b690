import type { Request } from "express";
import type { z } from "zod";
import type { SessionAdmin } from "../auth/sessions.ts";
import type { Page, Paged, PagingQuery } from "./collection-paging.ts";
import type { ApiContext } from "./context.ts";
import type { Guard } from "./route-table.ts";
import type { RevisaoWords } from "./revisoes/service.ts";

/*
 * What an area gives `collectionRoutes` (collection-routes.ts) for its five calls, and
 * what the history calls of `revisaoRoutes` (revisoes/routes.ts) take from it.
 */

/**
 * What a service sees of the call: the context, and the signed-in account and query when
 * there are any (an area whose readers see less than its editors reads them).
 */
export type CollectionCall = ApiContext & {
  admin?: SessionAdmin;
  query?: unknown;
  req?: Request;
};

export type CollectionService<Input, Output, Query extends PagingQuery = PagingQuery> = {
  /**
   * One page of the list, in the list's order, and the size of the whole list; `query`
   * is the parsed list query, with the area's filters when it has `listQuery`.
   */
  list: (context: CollectionCall, page: Page, query: Query | undefined) => Promise<Paged<Output>>;
  /** Undefined answers 404. */
  find: (context: CollectionCall, id: number) => Promise<Output | undefined>;
  create: (context: CollectionCall, input: Input, admin: SessionAdmin) => Promise<Output>;
  /** Undefined answers 404 (a service may also throw its own 404). */
  update: (
    context: CollectionCall,
    id: number,
    input: Input,
    admin: SessionAdmin,
  ) => Promise<Output | undefined>;
  /** False answers 404 (a service may also throw its own 404). */
  remove: (context: CollectionCall, id: number) => Promise<boolean | void>;
};

export type CollectionOptions<
  Input,
  Output,
  Public = Output,
  Query extends PagingQuery = PagingQuery,
> = {
  /** `/noticias`, under /api. */
  path: string;
  tag: string;
  /** Operation-id nouns: `Noticia`, `Noticias`. */
  noun: string;
  nouns: string;
  /** Words for summaries: `a news item`, `news items`. */
  one: string;
  many: string;
  input: z.ZodType<Input>;
  output: z.ZodType<Output>;
  /**
   * What anonymous readers get when the public pages show less than editors need: the
   * reads then answer `output` only to a live bearer token (see `editorOutput`).
   */
  publicView?: { output: z.ZodType<Public>; of: (item: Output) => Public };
  /** Answered for an id that names nothing. */
  notFoundMessage: string;
  /** Answered for a path whose id is not a positive integer; by default the generic 404. */
  malformedIdMessage?: string;
  maxAgeSeconds: number;
  /** Documents the order of the list. */
  order: string;
  /** What a create or replace does beyond storing the fields as sent. */
  writeNote?: string;
  /** An update may be kept as a pending change (decision 061): its 202 answer, described. */
  acceptedNote?: string;
  /** Sends Location with a 201. */
  location?: boolean;
  /**
   * Who may write: by default an `editor` or more, since a write is public at once. An area
   * whose items have a publication state lets every account write and checks the rest
   * in its service (decision 036).
   */
  writeGuard?: Guard;
  /** The list's query when it takes filters besides the page (it must extend the paging). */
  listQuery?: z.ZodType<Query>;
  service: CollectionService<Input, Output, Query>;
  /**
   * Every save is kept as a revision (decision 038). With these words the editors see
   * them: answers carry `revisao`, an update may name the revision it was built on (409
   * when stale) and the history calls exist.
   */
  revisions?: RevisaoWords;
};
