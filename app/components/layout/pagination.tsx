import type { i18n } from "i18next";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { MetaDescriptor } from "react-router";
import { notFoundPage, pageMeta, type MetaSource, type PageDescription } from "./page-meta.ts";

/*
 * Numbered pages of a long public list (`?pagina=N`). Plain links, so they work before
 * the page's JavaScript arrives, or without it.
 */

/** How many cards one page of a public list shows. */
export const PUBLIC_PAGE_SIZE = 12;

/** The query parameter that names the page. */
export const PAGE_PARAM = "pagina";

/** Where a list stands: which page, of how many. */
export type PageState = { pagina: number; totalPaginas: number };

/**
 * The page a URL asks for: 1 without the parameter, undefined when the value is not a
 * page number at all ("0", "abc", "1.5", "02", a repeated parameter).
 */
export function requestedPage(url: URL | string): number | undefined {
  const values = new URL(url).searchParams.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  const [value] = values;
  if (values.length > 1 || !value || !/^[1-9][0-9]{0,8}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The address of one page of a list; `search` is the rest of the list's query (its
 * filters, e.g. `status=desmentida&uf=pa`), which every page keeps, before the page.
 */
export function pageHref(path: string, pagina: number, search = ""): string {
  const query = new URLSearchParams(search);
  if (pagina > 1) query.set(PAGE_PARAM, String(pagina));
  const text = query.toString();
  return text === "" ? path : `${path}?${text}`;
}

/** The page numbers shown: the first, the last, and two on each side of the current one. */
function visiblePages(pagina: number, total: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - pagina) <= 2) pages.push(page);
    else if (pages.at(-1) !== "gap") pages.push("gap");
  }
  return pages;
}

/** The page links under a list; nothing when the list fits on one page. */
export function Pagination({
  path,
  pagina,
  totalPaginas,
  search,
}: PageState & { path: string; search?: string }) {
  const { t } = useTranslation();
  if (totalPaginas <= 1) return null;
  return (
    <nav className="pagination container" aria-label={t("pagination.label")}>
      <p className="pagination__position">
        {t("pagination.position", { page: pagina, total: totalPaginas })}
      </p>
      <ul className="pagination__pages">
        {pagina > 1 && (
          <li>
            <a className="pagination__step" rel="prev" href={pageHref(path, pagina - 1, search)}>
              {t("pagination.previous")}
            </a>
          </li>
        )}
        {visiblePages(pagina, totalPaginas).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className="pagination__page"
                href={pageHref(path, page, search)}
                aria-label={t("pagination.page", { page })}
                aria-current={page === pagina ? "page" : undefined}
              >
                {page}
              </a>
            </li>
          ),
        )}
        {pagina < totalPaginas && (
          <li>
            <a className="pagination__step" rel="next" href={pageHref(path, pagina + 1, search)}>
              {t("pagination.next")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * A list page's metadata with its own canonical address (`?pagina=N` past the first
 * page, after the list's filters in `search`) and `rel="prev"`/`rel="next"` links to its
 * neighbours.
 */
export function withPageLinks(
  descriptors: MetaDescriptor[],
  path: string,
  state: PageState | undefined,
  search = "",
): MetaDescriptor[] {
  if (!state) return descriptors;
  const canonical = descriptors.find(
    (descriptor) => "tagName" in descriptor && descriptor.rel === "canonical",
  );
  const href = canonical && "href" in canonical ? canonical.href : undefined;
  if (typeof href !== "string") return descriptors;
  const origin = new URL(href).origin;
  const url = (pagina: number) => `${origin}${pageHref(path, pagina, search)}`;
  const { pagina, totalPaginas } = state;
  return [
    ...descriptors.map((descriptor) => {
      if (descriptor === canonical) return { ...descriptor, href: url(pagina) };
      if ("property" in descriptor && descriptor.property === "og:url") {
        return { ...descriptor, content: url(pagina) };
      }
      return descriptor;
    }),
    ...(pagina > 1 ? [{ tagName: "link", rel: "prev", href: url(pagina - 1) }] : []),
    ...(pagina < totalPaginas ? [{ tagName: "link", rel: "next", href: url(pagina + 1) }] : []),
  ];
}

/**
 * A paginated list's metadata: its title and description, the page's number in the
 * title past the first page, and the links of `withPageLinks`.
 */
export function listPageMeta(
  args: MetaSource & { loaderData: PageState | undefined },
  path: string,
  describe: (t: i18n["t"]) => { title: string; description: string },
  search?: string,
): MetaDescriptor[] {
  const state = args.loaderData;
  const described = (t: i18n["t"]): PageDescription => {
    const { title, description } = describe(t);
    return {
      title:
        state && state.pagina > 1 ? t("pagination.title", { title, page: state.pagina }) : title,
      description,
    };
  };
  return withPageLinks(pageMeta(args, described), path, state, search);
}

/**
 * `listPageMeta` for a list found by its address (a state's, a topic's): the texts come
 * from the loaded page, and an address that found none gets the 404 page's.
 */
export function foundListPageMeta<Page extends PageState & { path: string }>(
  args: MetaSource & { loaderData: Page | undefined },
  describe: (t: i18n["t"], page: Page) => { title: string; description: string },
): MetaDescriptor[] {
  const page = args.loaderData;
  if (!page) return pageMeta(args, notFoundPage);
  return listPageMeta(args, page.path, (t) => describe(t, page));
}
