import type { Kysely } from "kysely";
import { pageOf } from "#server/api/collection-paging.ts";
import type { CorrecaoTipo } from "#server/api/correcoes/schema.ts";
import { findCorrecoesOfItem, listCorrecoesPage } from "#server/api/correcoes/service.ts";
import type { Database } from "#server/db/schema.ts";
import { correcaoView, type CorrecaoView } from "../components/correcoes/correcoes.tsx";
import type { PageState } from "../components/layout/pagination.tsx";
import { listOrEmpty } from "./article-content.server.ts";
import { loadListPage } from "./list-page.server.ts";

/**
 * A found item's corrections, newest first. Unlike the item itself they are not worth a
 * failed page: when they cannot be read the page goes without the box.
 */
export function loadCorrecoesOfItem(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
): Promise<CorrecaoView[]> {
  return listOrEmpty("corrections", async () =>
    (await findCorrecoesOfItem(db, tipo, itemId)).map(correcaoView),
  );
}

/** One page of /correcoes, newest first; past the last page (or no number) answers 404. */
export async function loadCorrecoesPage(
  db: Kysely<Database>,
  pagina: number | undefined,
): Promise<PageState & { correcoes: CorrecaoView[] }> {
  const { items, ...state } = await loadListPage("corrections list", pagina, async (page) => {
    const { items, total } = await listCorrecoesPage(db, pageOf(page));
    return { items: items.map(correcaoView), total };
  });
  return { correcoes: items, ...state };
}
