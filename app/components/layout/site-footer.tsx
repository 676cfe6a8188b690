import { useTranslation } from "react-i18next";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { SITE_NAME } from "../../site.ts";
import {
  CnpqLogo,
  FederalGovernmentLogo,
  HealthMinistryLogo,
  ObservatoryLogo,
  UniversityLogo,
} from "./institution-logos.tsx";

// Institutions keep their Portuguese names in every interface language.
const INSTITUTIONS = [
  {
    name: "Universidade",
    label: "Universidade",
    // TODO: the university's own address once it is confirmed; until then the national
    // register of accredited higher-education institutions.
    href: "https://emec.mec.gov.br/",
    Logo: UniversityLogo,
  },
  {
    name: "Conselho Nacional de Desenvolvimento Científico e Tecnológico",
    label: "CNPq",
    href: "https://www.gov.br/cnpq",
    Logo: CnpqLogo,
  },
  {
    name: "Ministério da Saúde",
    label: "Ministério da Saúde",
    href: "https://www.gov.br/saude",
    Logo: HealthMinistryLogo,
  },
  {
    name: "Governo Federal",
    label: "Governo Federal",
    href: "https://www.gov.br",
    Logo: FederalGovernmentLogo,
  },
  {
    name: "Observatório",
    label: "Observatório",
    // TODO: the observatory's institutional site once it exists apart from this one.
    href: "/",
    Logo: ObservatoryLogo,
  },
] as const;

// Written out rather than imported: the list module would become a chunk of its own on
// every page. The type keeps each entry a real page.
const PAGINAS = [
  "metodologia",
  "politica-de-correcoes",
  "transparencia",
] as const satisfies readonly PaginaSlug[];

export function SiteFooter({ year }: { year: number }) {
  const { t, i18n } = useTranslation();
  return (
    <footer id="rodape" className="site-footer" tabIndex={-1}>
      <div className="container">
        {i18n.language !== "pt" && (
          <p className="site-footer__notice">{t("disclaimer.portugueseContent")}</p>
        )}
        <section className="institutions" aria-labelledby="institutions-title">
          <h2 id="institutions-title" className="institutions__title">
            {t("footer.institutions")}
          </h2>
          <ul className="institutions__list" lang="pt-BR">
            {INSTITUTIONS.map(({ name, label, href, Logo }) => (
              <li key={name}>
                {/* The visible label starts the link's name, so voice control users can say it. */}
                <a className="institutions__link" href={href}>
                  <Logo className="institutions__logo" />
                  <span>{label}</span>
                  {name !== label && <span className="visually-hidden"> – {name}</span>}
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
