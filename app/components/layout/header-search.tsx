import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocation, useSearchParams } from "react-router";

export const SEARCH_PATH = "/busca";
/** The field's id: the accessibility bar's "Ir para a busca [3]" jumps to it. */
export const SEARCH_FIELD_ID = "header-search-q";

/**
 * The header's search field: a plain GET form to the results page, so it works the same
 * with or without scripts and adds no code of its own to any page.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const current = pathname === SEARCH_PATH ? (searchParams.get("q") ?? "") : "";
  return (
    <form
      className="header-search"
      role="search"
      aria-label={t("busca.region")}
      method="get"
      action={SEARCH_PATH}
    >
      <label htmlFor={SEARCH_FIELD_ID} className="visually-hidden">
        {t("busca.headerLabel")}
      </label>
      <input
        id={SEARCH_FIELD_ID}
        className="header-search__input"
        type="search"
        name="q"
        defaultValue={current}
        // The field and its words are searched again on the results page: a key forces
        // the new value when a search from the header lands on the same route.
        key={current}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-search__button">
        <SearchIcon />
        <span className="header-search__label">{t("busca.submit")}</span>
      </button>
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </g>
    </svg>
  );
}
