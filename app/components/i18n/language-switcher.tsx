import { useTranslation } from "../../i18n/use-translation.ts";
import { useFetcher, useLocation } from "react-router";
import {
  FALLBACK_LANGUAGE,
  htmlLang,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
} from "../../i18n/languages.ts";
import { Flag } from "./flags.tsx";

/** The route whose action stores a language choice in the cookie. */
export const LANGUAGE_ACTION = "/languages";

/** The language page's parameter naming the page to go back to once a language is chosen. */
export const RETURN_PARAM = "volta";

/**
 * The language page's address from the page at `pathname` and `search`: it carries that
 * page in `volta`, so the choice leads back to it without scripts or the Referer. On the
 * language page itself the page it came from is kept.
 */
export function languagePageHref(pathname: string, search: string): string {
  if (pathname === LANGUAGE_ACTION) return `${LANGUAGE_ACTION}${search}`;
  const params = new URLSearchParams({ [RETURN_PARAM]: `${pathname}${search}` });
  return `${LANGUAGE_ACTION}?${params.toString()}`;
}

/**
 * Where a choice made at `pathname` and `search` goes back to: the page the language page
 * was opened from, else this page. The action accepts only a path on this site
 * (`returnPathAfterChoice`), so a `volta` naming another site leads nowhere but here.
 */
function returnTarget(pathname: string, search: string): string {
  const volta = new URLSearchParams(search).get(RETURN_PARAM);
  if (pathname === LANGUAGE_ACTION && volta) return volta;
  return `${pathname}${search}`;
}

/**
 * The list of languages with their flags. Each one is a submit button of a form that
 * posts to the language action, so it works before scripts load or without them; with
 * scripts the page re-renders in place.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;

  return (
    <fetcher.Form
      method="post"
      action={LANGUAGE_ACTION}
      className="language-switcher"
      aria-label={t("languages.listLabel")}
      aria-busy={fetcher.state !== "idle"}
    >
      {/* The action drops `lng` from this address, or it would override the choice. */}
      <input
        type="hidden"
        name="redirectTo"
        value={returnTarget(location.pathname, location.search)}
      />
      <ul className="language-switcher__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="submit"
              name="lng"
              value={language}
              className="language-option"
              lang={htmlLang(language)}
              aria-pressed={language === current}
            >
              <Flag language={language} className="language-option__flag" />
              <span>{LANGUAGE_NAMES[language]}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="language-switcher__current" role="status">
        {t("languages.current", { language: LANGUAGE_NAMES[current] })}
      </p>
    </fetcher.Form>
  );
}
