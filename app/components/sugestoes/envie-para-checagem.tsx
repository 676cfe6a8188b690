import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/**
 * "Envie para checagem": the way from any page to the tip form, and to the observatory's
 * WhatsApp when it has one. Plain links, so they work on pages that never hydrate.
 */
export function EnvieParaChecagem({ whatsappHref }: { whatsappHref: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside className="sugestao-cta" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("sugestoes.cta.title")}</h2>
      <p>{t("sugestoes.cta.text")}</p>
      <ul className="sugestao-cta__links">
        <li>
          <a href="/sugerir" className="sugestao-cta__primary">
            {t("sugestoes.cta.link")}
          </a>
        </li>
        {whatsappHref ? (
          <li>
            <a href={whatsappHref} rel="noopener">
              {t("sugestoes.cta.whatsapp")}
            </a>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
