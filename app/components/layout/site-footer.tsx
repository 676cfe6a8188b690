import { useTranslation } from "../../i18n/use-translation.ts";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { SITE_NAME } from "../../site.ts";
import type { Instituicao } from "#server/api/rodape/schema.ts";
import { InscricaoForm } from "../newsletters/inscricao-form.tsx";
import { DRAWN_LOGOS } from "./institution-logos.ts";

// Written out rather than imported: the list module would become a chunk of its own on
// every page. The type keeps each entry a real page.
const PAGINAS = [
  "metodologia",
  "politica-de-correcoes",
  "transparencia",
] as const satisfies readonly PaginaSlug[];

/**
 * The site's footer. `instituicoes` are the editors' list (GET /api/rodape), read by the
 * public layout's loader; institutions keep their Portuguese names in every language.
 */
export function SiteFooter({
  year,
  instituicoes,
  subscription = true,
}: {
  year: number;
  instituicoes: readonly Instituicao[];
  /** The newsletter subscription form; left out where the page shows its own. */
  subscription?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <footer id="rodape" className="site-footer" tabIndex={-1}>
      <div className="container">
        {i18n.language !== "pt" && (
          <p className="site-footer__notice">{t("disclaimer.portugueseContent")}</p>
        )}
        {subscription ? <InscricaoForm /> : null}
        <section className="institutions" aria-labelledby="institutions-title">
          <h2 id="institutions-title" className="institutions__title">
            {t("footer.institutions")}
          </h2>
          <ul className="institutions__list" lang="pt-BR">
            {instituicoes.map((instituicao, index) => (
              <li key={index}>
                {/* The visible label starts the link's name, so voice control users can say it. */}
                <a className="institutions__link" href={instituicao.endereco}>
                  <InstitutionLogo instituicao={instituicao} />
                  <span>{instituicao.nome}</span>
                  {instituicao.nome_completo && instituicao.nome_completo !== instituicao.nome && (
                    <span className="visually-hidden"> – {instituicao.nome_completo}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__pages" aria-label={t("paginas.footerNav")}>
          <ul>
            {PAGINAS.map((slug) => (
              <li key={slug}>
                <a href={`/${slug}`}>{t(`paginas.${slug}.title`)}</a>
              </li>
            ))}
            <li>
              <a href="/correcoes">{t("correcoes.title")}</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__disclaimer">{t("disclaimer.educational")}</p>
        <p className="site-footer__links">
          <a href="/dados">{t("dados.title")}</a>
        </p>
        <p className="site-footer__copyright">{t("footer.copyright", { year, site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}

/** An uploaded logo, else the drawn one of a built-in institution, else none. */
function InstitutionLogo({ instituicao }: { instituicao: Instituicao }) {
  const src = instituicao.logo || (instituicao.chave ? DRAWN_LOGOS[instituicao.chave] : null);
  if (!src) return null;
  return (
    <img
      className="institutions__logo"
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
}
