import { z } from "zod";

/*
 * Paging of the API's collection lists: `?pagina=N&limite=M`. Isomorphic (the admin pages
 * build their addresses with the same limits), so nothing here may touch Node.
 */

/** The most items one answer carries, and what a list without `limite` answers. */
export const MAX_PAGE_SIZE = 100;

export const PAGING_MESSAGES = {
  pagina: "Informe a página como um número inteiro a partir de 1.",
  limite: `Informe o limite como um número inteiro de 1 a ${MAX_PAGE_SIZE}.`,
} as const;

/** A query value as Express gives it: a string, or an array when the name is repeated. */
const positiveInteger = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

export const PagingQuerySchema = z.object({
  pagina: positiveInteger(PAGING_MESSAGES.pagina, 1_000_000_000)
    .optional()
    .meta({ description: "The page, from 1. Past the last page the list is empty." }),
  limite: positiveInteger(PAGING_MESSAGES.limite, MAX_PAGE_SIZE)
    .optional()
    .meta({ description: `Items per page, 1 to ${MAX_PAGE_SIZE}; ${MAX_PAGE_SIZE} by default.` }),
});

export type PagingQuery = z.output<typeof PagingQuerySchema>;

/** The rows a page reads: skip `offset`, read at most `limit`. */
export type Page = { pagina: number; limite: number; offset: number; limit: number };

/** One page of a list and the number of items in the whole list. */
export type Paged<T> = { items: T[]; total: number };

export function pageOf(query: PagingQuery | undefined, defaultSize = MAX_PAGE_SIZE): Page {
  const pagina = query?.pagina ?? 1;
  const limite = query?.limite ?? defaultSize;
  return { pagina, limite, offset: (pagina - 1) * limite, limit: limite };
}

/** The number of pages a list of `total` items fills; an empty list still has page 1. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page of a list already read whole and ordered (a short list ordered in code). */
export function sliceToPage<T>(items: readonly T[], page: Page): Paged<T> {
  return { items: items.slice(page.offset, page.offset + page.limit), total: items.length };
}
