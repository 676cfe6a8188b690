import type { Kysely } from "kysely";
import {
  abntParts,
  bibtexFile,
  risFile,
  type AbntParts,
} from "#server/api/publicacoes/citation.ts";
import { pageOf } from "#server/api/collection-paging.ts";
import {
  PublicacaoFiltersSchema,
  type Publicacao,
  type PublicacaoFilters,
  type PublicacaoTipo,
} from "#server/api/publicacoes/schema.ts";
import {
  filterPublicacoes,
  findPublicacaoById,
  listPublicacaoOptions,
  listPublicacoesPage,
} from "#server/api/publicacoes/service.ts";
import { listSubprojetos } from "#server/api/subprojetos/service.ts";
import type { Database } from "#server/db/schema.ts";
import { requestedPage, type PageState } from "../components/layout/pagination.tsx";
import type { AppServices } from "../context.ts";
import { pageAddress } from "../utils/article-content.server.ts";
import { loadListPage } from "../utils/list-page.server.ts";
import { notFoundResponse, requireRouteId } from "../utils/route-params.ts";

/** The filters of the address; a value that is not one (a year in letters) is left out. */
export function filtersOf(url: URL): Partial<PublicacaoFilters> {
  const filters: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(PublicacaoFiltersSchema.shape)) {
    const parsed = field.safeParse(url.searchParams.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as Partial<PublicacaoFilters>;
}

/** The filters as the address carries them, for the download links of the same list. */
function queryOf(filters: Partial<PublicacaoFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type RepositorioPage =
  | { vazio: true }
  | (PageState & {
      vazio: false;
      /** One page of the filtered list. */
      publicacoes: Publicacao[];
      /** How many publications pass the filters, on every page. */
      total: number;
      filtros: Partial<PublicacaoFilters>;
      query: string;
      anos: number[];
      tipos: PublicacaoTipo[];
      subprojetos: { id: number; nome: string }[];
    });

/**
 * The repository's page: nothing while it is empty, else one page of the filtered list
 * (filtered and paged by the database) and the filters' options. A page past the last
 * one, or a page that is not a number, answers 404.
 */
export async function loadRepositorio(db: Kysely<Database>, url: URL): Promise<RepositorioPage> {
  const { anos, tipos, subprojetos } = await listPublicacaoOptions(db);
  if (anos.length === 0) return { vazio: true };
  const filtros = filtersOf(url);
  let total = 0;
  const page = await loadListPage("publications list", requestedPage(url), async (pagina) => {
    const found = await listPublicacoesPage(db, pageOf(pagina), filtros);
    total = found.total;
    return found;
  });
  return {
    vazio: false,
    publicacoes: page.items,
    pagina: page.pagina,
    totalPaginas: page.totalPaginas,
    total,
    filtros,
    query: queryOf(filtros),
    anos,
    tipos,
    subprojetos,
  };
}

export type PublicacaoPage = {
  publicacao: Publicacao;
  subprojeto: { id: number; nome: string } | null;
  origin: string;
  url: string;
  abnt: AbntParts;
  bibtex: string;
  ris: string;
};

export async function loadPublicacao(
  services: AppServices,
  request: Request,
  id: string | undefined,
): Promise<PublicacaoPage> {
  const publicacao = await findPublicacaoById(services.db, requireRouteId(id));
  if (!publicacao) throw notFoundResponse();
  const { origin, url } = pageAddress(request, services.config);
  const subprojeto =
    publicacao.subprojetoId === null
      ? null
      : ((await listSubprojetos(services.db))
          .filter((item) => item.id === publicacao.subprojetoId)
          .map(({ id: subId, nome }) => ({ id: subId, nome }))[0] ?? null);
  return {
    publicacao,
    subprojeto,
    origin,
    url,
    abnt: abntParts(publicacao, origin),
    bibtex: bibtexFile([publicacao], origin),
    ris: risFile([publicacao], origin),
  };
}

export type CitationFormat = "bib" | "ris";

const FORMATS: Record<CitationFormat, { type: string; build: typeof bibtexFile }> = {
  bib: { type: "application/x-bibtex; charset=utf-8", build: bibtexFile },
  ris: { type: "application/x-research-info-systems; charset=utf-8", build: risFile },
};

function citationResponse(
  items: Publicacao[],
  origin: string,
  format: CitationFormat,
  name: string,
): Response {
  const { type, build } = FORMATS[format];
  return new Response(build(items, origin), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}

/** The filtered list (the page's address filters) as one BibTeX or RIS file. */
export async function listCitationResponse(
  services: AppServices,
  request: Request,
  format: CitationFormat,
): Promise<Response> {
  const url = new URL(request.url);
  const items = await filterPublicacoes(services.db, filtersOf(url) as PublicacaoFilters);
  const { origin } = pageAddress(request, services.config);
  return citationResponse(items, origin, format, "publicacoes");
}

export async function itemCitationResponse(
  services: AppServices,
  request: Request,
  id: string | undefined,
  format: CitationFormat,
): Promise<Response> {
  const publicacao = await findPublicacaoById(services.db, requireRouteId(id));
  if (!publicacao) throw notFoundResponse();
  const { origin } = pageAddress(request, services.config);
  return citationResponse([publicacao], origin, format, `publicacao-${publicacao.id}`);
}
