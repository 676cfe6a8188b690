import type { Kysely } from "kysely";
import { pageOf } from "#server/api/collection-paging.ts";
import type { Correcao, CorrecaoTipo } from "#server/api/correcoes/schema.ts";
import { findCorrecoesOfItem, listCorrecoesPage } from "#server/api/correcoes/service.ts";
import type { Database } from "#server/db/schema.ts";
import { absoluteImage } from "../components/article/article-meta.ts";
import { serializeJsonLd, type JsonLd } from "../components/article/structured-data.ts";
import type { CorrecaoView } from "../components/correcoes/correcoes.tsx";
import { statusTone, verdictLabelKey } from "../components/fake-news/verdicts.ts";
import type { PageState } from "../components/layout/pagination.tsx";
import type { AppServices } from "../context.ts";
import { listOrEmpty, pageAddress, type PageAddress } from "./article-content.server.ts";
import { outdatedNotice } from "./outdated.ts";
import type { Language } from "../i18n/languages.ts";
import { formatDateTime } from "./dates.ts";
import { loadListPage } from "./list-page.server.ts";

/** What a page shows of a correction: its date written out in `language`, its verdicts' label keys. */
export function correcaoView(correcao: Correcao, language: Language): CorrecaoView {
  return {
    id: correcao.id,
    tipo: correcao.tipo,
    href:
      correcao.tipo === "noticia"
        ? `/noticia/${correcao.item_id}`
        : `/fake-news/${correcao.item_id}`,
    titulo: correcao.titulo,
    data: formatDateTime(correcao.data, language) ?? { iso: correcao.data, text: correcao.data },
    erro: correcao.erro,
    mudanca: correcao.mudanca,
    veredito:
      correcao.status_anterior !== null && correcao.status_novo !== null
        ? {
            antes: verdictLabelKey(statusTone(correcao.status_anterior)),
            depois: verdictLabelKey(statusTone(correcao.status_novo)),
          }
        : null,
  };
}

/**
 * The JSON-LD fields a news item and a fact-check fill alike: the page's address, its
 * cover as an absolute image, and the newest correction's date (the list is newest
 * first) as `dateModified`.
 */
function itemJsonLdBase(
  address: PageAddress,
  capa: { src: string } | null,
  correcoes: readonly CorrecaoView[],
) {
  return {
    ...address,
    image: capa ? absoluteImage(address.origin, capa.src) : undefined,
    dateModified: correcoes[0]?.data.iso,
  };
}

/**
 * A found item's corrections, newest first. Unlike the item itself they are not worth a
 * failed page: when they cannot be read the page goes without the box.
 */
function loadCorrecoesOfItem(
  db: Kysely<Database>,
  tipo: CorrecaoTipo,
  itemId: number,
  language: Language,
): Promise<CorrecaoView[]> {
  return listOrEmpty("corrections", async () =>
    (await findCorrecoesOfItem(db, tipo, itemId)).map((correcao) =>
      correcaoView(correcao, language),
    ),
  );
}

/** The JSON-LD fields both kinds of item fill alike (see `itemJsonLdBase`). */
type ItemJsonLdBase = ReturnType<typeof itemJsonLdBase>;

/**
 * What an item's page loads around the found item: its corrections, the notice shown when
 * the item's `date` is long past, and its JSON-LD, which `describe` builds on the fields
 * both kinds fill alike.
 */
export async function loadItemPageExtras(
  { db, config }: AppServices,
  request: Request,
  language: Language,
  tipo: CorrecaoTipo,
  item: { id: number; capa: { src: string } | null },
  date: string | undefined,
  describe: (base: ItemJsonLdBase) => JsonLd,
) {
  const correcoes = await loadCorrecoesOfItem(db, tipo, item.id, language);
  const base = itemJsonLdBase(pageAddress(request, config), item.capa, correcoes);
  return {
    correcoes,
    outdated: outdatedNotice(date, config.outdatedAfterMonths, language),
    jsonLd: serializeJsonLd(describe(base)),
  };
}

/** One page of /correcoes, newest first; past the last page (or no number) answers 404. */
export async function loadCorrecoesPage(
  db: Kysely<Database>,
  pagina: number | undefined,
  language: Language,
): Promise<PageState & { correcoes: CorrecaoView[] }> {
  const { items, ...state } = await loadListPage("corrections list", pagina, async (page) => {
    const { items, total } = await listCorrecoesPage(db, pageOf(page));
    return { items: items.map((correcao) => correcaoView(correcao, language)), total };
  });
  return { correcoes: items, ...state };
}
