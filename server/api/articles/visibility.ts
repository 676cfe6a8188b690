import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";
import { estadoFilter, visibleNow, type WorkflowListFilters } from "./workflow.ts";

/**
 * Who reads a list: `public` (every public page, feed and anonymous API call: only what is
 * published and due), or a signed-in account with the admin list's filters.
 */
export type Audience = "public" | { filters: WorkflowListFilters };

/** Narrows an article query to what `audience` may see. */
export function forAudience<T extends "noticias" | "fake_news", Row>(
  query: SelectQueryBuilder<Database, T, Row>,
  audience: Audience,
): SelectQueryBuilder<Database, T, Row> {
  if (audience === "public") return query.where(visibleNow());
  const { estado, autor } = audience.filters;
  let narrowed = query;
  if (estado !== undefined) narrowed = narrowed.where(estadoFilter(estado));
  if (autor !== undefined) narrowed = narrowed.where(sql<boolean>`criado_por = ${autor}`);
  return narrowed;
}
