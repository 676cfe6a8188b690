import type { Response } from "express";

/**
 * A request's route pattern (`/noticia/:id`, never the raw path), kept on the answer for
 * the metrics to count it by. A stored page keeps the label of the render that made it,
 * so its hits count under the page's pattern too.
 */
const ROUTE_LABEL = "metricsRoute";

export function routeLabelOf(res: Response): string | undefined {
  const label: unknown = res.locals[ROUTE_LABEL];
  return typeof label === "string" ? label : undefined;
}

export function labelRoute(res: Response, label: string): void {
  res.locals[ROUTE_LABEL] = label;
}
