import type { Response } from "express";

/*
 * What the metrics count an answer by, kept on the answer by whoever knows it. Answers
 * from the page cache are written with `writeHead` and a header object, which Node does
 * not keep for `getHeader`, so the cache says so here rather than through its header.
 */

const ROUTE_LABEL = "metricsRoute";
const PAGE_CACHE_STATE = "metricsPageCache";

export type PageCacheState = "HIT" | "MISS";

/**
 * A request's route pattern (`/noticia/:id`, never the raw path). A stored page keeps the
 * label of the render that made it, so its hits count under the page's pattern too.
 */
export function routeLabelOf(res: Response): string | undefined {
  const label: unknown = res.locals[ROUTE_LABEL];
  return typeof label === "string" ? label : undefined;
}

export function labelRoute(res: Response, label: string): void {
  res.locals[ROUTE_LABEL] = label;
}

/** Whether the page cache answered (HIT) or rendered a page it could hold (MISS). */
export function pageCacheStateOf(res: Response): PageCacheState | undefined {
  const state: unknown = res.locals[PAGE_CACHE_STATE];
  return state === "HIT" || state === "MISS" ? state : undefined;
}

export function markPageCacheState(res: Response, state: PageCacheState): void {
  res.locals[PAGE_CACHE_STATE] = state;
}
