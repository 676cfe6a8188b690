import { pageCount } from "#server/api/collection-paging.ts";
import { PUBLIC_PAGE_SIZE, type PageState } from "../components/layout/pagination.tsx";
import { notFoundResponse } from "./route-params.ts";

/**
 * One page of a public list (`PUBLIC_PAGE_SIZE` items) and where it stands. A list that
 * cannot be read is logged as "the <what> could not be read" and shown empty, as the
 * specification has it; a page that is not a number (`pagina` undefined) or lies past the
 * last one answers the 404 response.
 */
export async function loadListPage<T>(
  what: string,
  pagina: number | undefined,
  load: (page: { pagina: number; limite: number }) => Promise<{ items: T[]; total: number }>,
): Promise<PageState & { items: T[] }> {
  if (pagina === undefined) throw notFoundResponse();
  let page: { items: T[]; total: number };
  try {
    page = await load({ pagina, limite: PUBLIC_PAGE_SIZE });
  } catch (error) {
    console.error(`the ${what} could not be read`, error);
    return { items: [], pagina: 1, totalPaginas: 1 };
  }
  const totalPaginas = pageCount(page.total, PUBLIC_PAGE_SIZE);
  if (pagina > totalPaginas) throw notFoundResponse();
  return { items: page.items, pagina, totalPaginas };
}
