import { I18nextProvider } from "react-i18next";
import { getI18n } from "../../i18n/instance.ts";
import type { Messages } from "../../i18n/resources.ts";

/**
 * Public-site pieces that an admin page reuses (a page's heading, its cards) read their
 * texts through i18n. Inside this provider they read the Portuguese texts, like the rest of
 * the admin area (decision 009), whatever language the editor chose for the public site.
 * The browser only holds the chosen language's dictionary, so the page passes the
 * Portuguese texts it needs, e.g. `subprojetos.pt`, as a module-level constant: instances
 * are cached per dictionary object.
 */
export function PortugueseTexts({
  texts,
  children,
}: {
  texts: Partial<Messages>;
  children: React.ReactNode;
}) {
  return <I18nextProvider i18n={getI18n("pt", texts as Messages)}>{children}</I18nextProvider>;
}
