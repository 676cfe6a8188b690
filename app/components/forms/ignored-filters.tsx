import type { RequestedFilter } from "#server/api/fake-news/filter.ts";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * Names the filters of the address that a list or panel left out because their values
 * were not valid, so a shared address never narrows the page without saying so.
 */
export function IgnoredFilters({ ignorados }: { ignorados: RequestedFilter["invalid"] }) {
  const { t } = useTranslation();
  if (ignorados.length === 0) return null;
  return (
    <div className="fake-news-filters__ignored" role="status">
      <p>{t("fakeNewsFilters.ignored.title")}</p>
      <ul>
        {ignorados.map((name) => (
          <li key={name}>{t(`fakeNewsFilters.ignored.${name}`)}</li>
        ))}
      </ul>
      <p>{t("fakeNewsFilters.ignored.rest")}</p>
    </div>
  );
}
