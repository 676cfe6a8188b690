import { useTranslation } from "../../i18n/use-translation.ts";
import { CANAIS, type Canal, type CanalLinks } from "../../utils/contato-links.ts";

export type RedeSocialLink = { tipo: string; url: string };

const CANAL_LABEL_KEYS = {
  email: "contato.channels.email",
  telefone: "contato.channels.telefone",
  whatsapp: "contato.channels.whatsapp",
} as const satisfies Record<Canal, string>;

type ContatoInstitucionalInfoProps = {
  canais: CanalLinks;
  redes: RedeSocialLink[];
  /** Shown after each channel's value, e.g. the admin page's edit button. */
  canalActions?: (canal: Canal) => React.ReactNode;
  /** Shown after each network's link, e.g. the admin page's edit and delete buttons. */
  redeActions?: (rede: RedeSocialLink, index: number) => React.ReactNode;
  /**
   * Shown under the networks, e.g. the admin page's add button. With it, the networks'
   * section stays on the page even when there is none.
   */
  redesControls?: React.ReactNode;
};

/** The observatory's channels and social networks, as the Contact page lists them. */
export function ContatoInstitucionalInfo({
  canais,
  redes,
  canalActions,
  redeActions,
  redesControls,
}: ContatoInstitucionalInfoProps) {
  const { t } = useTranslation();
  return (
    <div className="contato__info">
      <section aria-labelledby="contato-canais">
        <h2 id="contato-canais">{t("contato.channels.title")}</h2>
        <dl className="contato__channels">
          {CANAIS.map((canal) => (
            <div key={canal}>
              <dt>{t(CANAL_LABEL_KEYS[canal])}</dt>
              <dd>
                <a href={canais[canal].href}>{canais[canal].text}</a>
                {canalActions?.(canal)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {redes.length > 0 || redesControls ? (
        <section aria-labelledby="contato-redes">
          <h2 id="contato-redes">{t("contato.social.title")}</h2>
          {redes.length > 0 ? (
            <ul className="contato__social">
              {redes.map((rede, index) => (
                <li key={`${rede.tipo}-${rede.url}-${index}`}>
                  <a href={rede.url}>{rede.tipo}</a>
                  {redeActions?.(rede, index)}
                </li>
              ))}
            </ul>
          ) : null}
          {redesControls}
        </section>
      ) : null}
    </div>
  );
}
