/* eslint-disable jsx-a11y/no-access-key -- Brazil's e-government accessibility model (eMAG
   2.1, recommendation 1.5) asks for exactly these keys: 1 content, 2 menu, 3 search, 4
   footer. They
   are announced on the bar itself, so nobody has to guess them. */
import { useTranslation } from "../../i18n/use-translation.ts";
import { SEARCH_FIELD_ID } from "./header-search.tsx";

/** Where each jump goes (undefined: the menu), its text and its access key. */
const JUMPS = [
  ["conteudo", "a11y.toContent", "1"],
  [undefined, "a11y.toMenu", "2"],
  [SEARCH_FIELD_ID, "a11y.toSearch", "3"],
  ["rodape", "a11y.toFooter", "4"],
] as const;

/** Where the switch posts; the statement page's action stores the choice. */
export const CONTRAST_ACTION = "/acessibilidade";

/**
 * The accessibility bar at the top of every public page: jumps to the content (access
 * key 1), the menu (2), the search field (3) and the footer (4), the statement page, and the high-contrast
 * switch. The switch is a plain form, so it works before (and without) JavaScript; the
 * action sends the visitor back to the page named by the form's Referer.
 */
export function A11yBar({ highContrast, menuId }: { highContrast: boolean; menuId: string }) {
  const { t } = useTranslation();
  return (
    <div className="a11y-bar" data-contrast={highContrast ? "high" : undefined}>
      <div className="a11y-bar__inner container">
        <ul className="a11y-bar__jumps">
          {JUMPS.map(([target, label, key]) => (
            <li key={key}>
              <a href={`#${target ?? menuId}`} accessKey={key}>
                {t(label)} [{key}]
              </a>
            </li>
          ))}
        </ul>
        <a className="a11y-bar__statement" href="/acessibilidade">
          {t("a11y.title")}
        </a>
        <form method="post" action={CONTRAST_ACTION}>
          <input type="hidden" name="contraste" value={highContrast ? "normal" : "alto"} />
          <button type="submit" className="a11y-bar__contrast" aria-pressed={highContrast}>
            {t("a11y.highContrast")}
          </button>
        </form>
      </div>
    </div>
  );
}
