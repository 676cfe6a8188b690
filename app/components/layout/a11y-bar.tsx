/* eslint-disable jsx-a11y/no-access-key -- Brazil's e-government accessibility model (eMAG
   2.1, recommendation 1.5) asks for exactly these keys: 1 content, 2 menu, 3 search, 4
   footer. They
   are announced on the bar itself, so nobody has to guess them. */
import { useTranslation } from "../../i18n/use-translation.ts";
import { SEARCH_FIELD_ID } from "./header-search.tsx";

/** Where each jump goes (undefined: the menu), its text, its one-word form and its access key. */
const JUMPS = [
  ["conteudo", "a11y.toContent", "a11y.toContentShort", "1"],
  [undefined, "a11y.toMenu", "a11y.toMenuShort", "2"],
  [SEARCH_FIELD_ID, "a11y.toSearch", "a11y.toSearchShort", "3"],
  ["rodape", "a11y.toFooter", "a11y.toFooterShort", "4"],
] as const;

/** Where the switch posts; the statement page's action stores the choice. */
export const CONTRAST_ACTION = "/acessibilidade";

/**
 * The accessibility bar at the top of every public page: jumps to the content (access
 * key 1), the menu (2), the search field (3) and the footer (4), the statement page, and the high-contrast
 * switch. The switch is a plain form, so it works before (and without) JavaScript; the
 * action sends the visitor back to the page named by the form's Referer.
 *
 * On phones the bar is one thin line (app.css): each jump shows its one-word form, drawn
 * from `data-short` and left unread, so its name stays the whole phrase; the statement
 * link and the switch show their icons, their words kept for screen readers.
 */
export function A11yBar({ highContrast, menuId }: { highContrast: boolean; menuId: string }) {
  const { t } = useTranslation();
  return (
    <div className="a11y-bar" data-contrast={highContrast ? "high" : undefined}>
      <div className="a11y-bar__inner container">
        <ul className="a11y-bar__jumps">
          {JUMPS.map(([target, label, short, key]) => (
            <li key={key}>
              <a href={`#${target ?? menuId}`} accessKey={key} data-short={t(short)}>
                <span className="a11y-bar__words">{t(label)}</span> [{key}]
              </a>
            </li>
          ))}
        </ul>
        <a className="a11y-bar__statement" href="/acessibilidade">
          <AccessIcon />
          <span className="a11y-bar__words">{t("a11y.title")}</span>
        </a>
        <form method="post" action={CONTRAST_ACTION}>
          <input type="hidden" name="contraste" value={highContrast ? "normal" : "alto"} />
          <button type="submit" className="a11y-bar__contrast" aria-pressed={highContrast}>
            <ContrastIcon />
            <span className="a11y-bar__words">{t("a11y.highContrast")}</span>
          </button>
        </form>
      </div>
    </div>
  );
}

function AccessIcon() {
  return (
    <svg className="a11y-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="12" cy="6.6" r="1.6" fill="currentColor" />
      <path
        d="M6.8 9.4 12 10.6l5.2-1.2M12 10.6v3.6m0 0-2.6 4.8m2.6-4.8 2.6 4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ContrastIcon() {
  return (
    <svg className="a11y-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 2.5a9.5 9.5 0 0 1 0 19Z" fill="currentColor" />
    </svg>
  );
}
