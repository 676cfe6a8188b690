import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * A list's filter form folded behind one control on phones, open while filters are in
 * use (`open`); wide screens always show the form (filter-form.css). A disclosure needs
 * no script. `active` is the number of filters in use, shown on the control.
 */
export function FiltersFold({
  active,
  open,
  children,
}: {
  active: number;
  open: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <details className="fake-news-filters-fold" open={open}>
      <summary className="fake-news-filters-fold__summary">
        <FilterIcon />
        {t("fakeNewsFilters.toggle")}
        {active > 0 && (
          <>
            <span className="fake-news-filters-fold__count" aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">
              {" "}
              {t("fakeNewsFilters.activeCount", { count: active })}
            </span>
          </>
        )}
      </summary>
      {children}
    </details>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
