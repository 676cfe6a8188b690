import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
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

/**
 * When the next scheduled item of `table` comes due (milliseconds since the epoch), or
 * undefined when none is waiting: what a public answer shows may change then, so nothing
 * may cache it past that moment.
 */
export async function nextPublicationAt(
  db: Kysely<Database>,
  table: "noticias" | "fake_news",
  now: Date = new Date(),
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select("publicar_em")
    .where("estado", "=", "publicado")
    .where("publicar_em", ">", now.toISOString())
    .orderBy("publicar_em")
    .limit(1)
    .executeTakeFirst();
  return row?.publicar_em ? Date.parse(row.publicar_em) : undefined;
}
