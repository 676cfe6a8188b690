import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation.ts";
import { languagePageHref } from "../i18n/language-switcher.tsx";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, LANGUAGES } from "../../i18n/languages.ts";
import { PageLink, PageNavLink } from "./page-link.tsx";
import { SITE_NAME } from "../../site.ts";
import { HeaderSearch, SEARCH_FIELD_ID, SearchIcon } from "./header-search.tsx";
import { MENU_ICONS } from "./layout-icons.ts";

const NAV_ITEMS = [
  { to: "/sobre", label: "nav.sobre" },
  { to: "/subprojetos", label: "nav.subprojetos" },
  { to: "/repositorio", label: "nav.repositorio" },
  { to: "/equipe", label: "nav.equipe" },
  { to: "/noticias", label: "nav.noticias" },
  { to: "/fake-news", label: "nav.fakeNews" },
  { to: "/newsletters", label: "nav.newsletters" },
  { to: "/contato", label: "nav.contato" },
  // Readers' tips: the form that sends a rumour to be checked.
  { to: "/sugerir", label: "nav.sugerir" },
] as const;

export const NAV_ID = "site-nav";

/**
 * The header. `top` (the accessibility bar) opens it and `children` (the scrolling
 * banner) close it, so that they too are inside its landmark.
 */
export function SiteHeader({
  top,
  children,
}: {
  top?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <header className="site-header">
      {top}
      <div className="site-header__bar container">
        {/* Named explicitly: the visible words sit in separate boxes that screen readers
            might join without spaces. */}
        <PageLink to="/" className="site-logo" lang="pt-BR" aria-label={SITE_NAME}>
          <LogoMark />
          <span className="site-logo__text">
            <span className="site-logo__name">Observatório</span>{" "}
            <span className="site-logo__tagline">{SITE_NAME.replace(/^Observatório /, "")}</span>
          </span>
        </PageLink>
        <HeaderSearch />
        <div className="site-header__tools">
          {/* Phones fold the search field away (app.css): this link to it unfolds it,
              without scripts too, as the field becomes the page's target. */}
          <a
            href={`#${SEARCH_FIELD_ID}`}
            className="icon-link header-search-toggle"
            aria-label={t("busca.headerLabel")}
            title={t("busca.headerLabel")}
          >
            <SearchIcon />
          </a>
          {/* Also tells the public script how a choice is remembered
              (app/public/language.ts): the cookie and the storage key share one name. */}
          <PageLink
            to={languagePageHref(location.pathname, location.search)}
            className="icon-link"
            aria-label={t("header.chooseLanguage")}
            title={t("header.chooseLanguage")}
            data-languages={LANGUAGES.join(" ")}
            data-remember={LANGUAGE_COOKIE}
            data-param={LANGUAGE_QUERY_PARAM}
          >
            <GlobeIcon />
          </PageLink>
          {/* Shown only on small screens where scripts run (see app.css); without
              scripts the navigation simply stays open. The public script opens it
              (app/public/menu.ts). */}
          <button
            type="button"
            className="menu-button"
            aria-expanded="false"
            aria-controls={NAV_ID}
            data-menu
          >
            <MenuIcon />
            <span className="menu-button__label">{t("header.menu")}</span>
          </button>
        </div>
      </div>
      <nav id={NAV_ID} className="site-nav" aria-label={t("header.navigation")}>
        <ul className="site-nav__list container">
          {NAV_ITEMS.map(({ to, label }) => (
            <li key={to}>
              <PageNavLink to={to} className="site-nav__link">
                {t(label)}
              </PageNavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </header>
  );
}

function LogoMark() {
  return (
    <svg className="site-logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      <path d="M6 20c3.6-6 8.3-9 14-9s10.4 3 14 9c-3.6 6-8.3 9-14 9s-10.4-3-14-9Z" fill="#fff" />
      <circle cx="20" cy="20" r="5.5" fill="currentColor" />
      <path d="m17.6 20 1.7 1.7 3.3-3.4" fill="none" stroke="#fff" strokeWidth="1.6" />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9.2" />
        <path d="M2.8 12h18.4M12 2.8c2.6 2.5 3.9 5.6 3.9 9.2s-1.3 6.7-3.9 9.2c-2.6-2.5-3.9-5.6-3.9-9.2S9.4 5.3 12 2.8Z" />
      </g>
    </svg>
  );
}

/** Both drawings; app.css shows the cross while the button says the menu is open. */
function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path className="switch-icon--on" d={MENU_ICONS.open} />
        <path className="switch-icon--off" d={MENU_ICONS.closed} />
      </g>
    </svg>
  );
}
