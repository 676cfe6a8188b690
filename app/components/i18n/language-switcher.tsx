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
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
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
