import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { StatusBadge, StatusIcon } from "../fake-news/status-badge.tsx";
import {
  statusTone,
  VERDICT_TONES,
  verdictLabelKey,
  type RotuloView,
  type Tone,
} from "../fake-news/verdicts.ts";
import { AboutArticle } from "../ui/about-article.tsx";

/** A rating of the site's scale as the methodology page lists it (decision 052). */
export type EscalaRotulo = RotuloView & { definicao: string; status: string };

/** What the admin page adds to the scale: controls above it, and each rating's own. */
export type EscalaControls = {
  before?: ReactNode;
  actions?: (rotulo: EscalaRotulo) => ReactNode;
};

type PaginaInstitucionalProps = {
  slug: PaginaSlug;
  /** The editors' title; null shows the translated default. */
  titulo: string | null;
  /** Sanitised HTML; null shows the "still being written" text. */
  conteudo: string | null;
  /**
   * The site's rating scale, shown on the methodology page; when it is empty (none
   * written, or it could not be read) the page lists the three statuses alone.
   */
  escala?: readonly EscalaRotulo[] | null;
  escalaControls?: EscalaControls;
  /** The transparency page's count of checks published without a second review. */
  semRevisao?: number | null;
  /** The transparency page's retention periods of personal data, in days. */
  privacidade?: { sugestaoDias: number; mensagemDias: number } | null;
  /** Shown under the title, e.g. the admin page's edit button. */
  controls?: ReactNode;
};

/** An institutional page: its title and text (or the fallback), and the rating scale. */
export function PaginaInstitucional({
  slug,
  titulo,
  conteudo,
  escala,
  escalaControls,
  semRevisao,
  privacidade,
  controls,
}: PaginaInstitucionalProps) {
  const { t } = useTranslation();
  return (
    <AboutArticle
      defaultTitle={t(`paginas.${slug}.title`)}
      titulo={titulo}
      conteudo={conteudo}
      empty={t("paginas.notWritten")}
      controls={controls}
    >
      {escala && <RatingScale rotulos={escala} controls={escalaControls} />}
      {typeof semRevisao === "number" && (
        <section aria-labelledby="second-review-title">
          <h2 id="second-review-title">{t("paginas.transparencia.reviewTitle")}</h2>
          <p>{t("paginas.transparencia.withoutReview", { count: semRevisao })}</p>
        </section>
      )}
      {privacidade && (
        <section aria-labelledby="privacy-title">
          <h2 id="privacy-title">{t("paginas.transparencia.privacy.title")}</h2>
          <p>{t("paginas.transparencia.privacy.intro")}</p>
          <ul>
            <li>{t("paginas.transparencia.privacy.tips", { count: privacidade.sugestaoDias })}</li>
            <li>{t("paginas.transparencia.privacy.mail", { count: privacidade.mensagemDias })}</li>
            <li>{t("paginas.transparencia.privacy.newsletter")}</li>
            <li>
              {t("paginas.transparencia.privacy.messaging", { count: privacidade.sugestaoDias })}
            </li>
          </ul>
          <p>{t("paginas.transparencia.privacy.contact")}</p>
        </section>
      )}
      {slug === "politica-de-correcoes" && (
        <p className="about__more">
          <a href="/correcoes">{t("correcoes.allLink")}</a>
        </p>
      )}
    </AboutArticle>
  );
}

type StatusTone = Exclude<Tone, "desconhecido">;

/** The specification's statuses, in the order the scale lists them. */
const STATUS_TONES = VERDICT_TONES.filter((tone): tone is StatusTone => tone !== "desconhecido");

/**
 * The scale, status by status: each status's badge and meaning, then its ratings, each
 * with the badge a fact-check shows for it and its definition. A rating of a status the
 * site does not know is left out, as no fact-check can carry it.
 */
function RatingScale({
  rotulos,
  controls,
}: {
  rotulos: readonly EscalaRotulo[];
  controls?: EscalaControls;
}) {
  const { t } = useTranslation();
  return (
    <section className="rating-scale" aria-labelledby="rating-scale-title">
      <h2 id="rating-scale-title">{t("paginas.scale.title")}</h2>
      <p>{t(rotulos.length > 0 ? "paginas.scale.introRotulos" : "paginas.scale.intro")}</p>
      {controls?.before}
      {STATUS_TONES.map((tone) => (
        <StatusGroup
          key={tone}
          tone={tone}
          rotulos={rotulos.filter((rotulo) => statusTone(rotulo.status) === tone)}
          actions={controls?.actions}
        />
      ))}
    </section>
  );
}

function StatusGroup({
  tone,
  rotulos,
  actions,
}: {
  tone: StatusTone;
  rotulos: readonly EscalaRotulo[];
  actions?: (rotulo: EscalaRotulo) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="rating-scale__status">
      <h3 className={`status-badge status-badge--${tone}`}>
        <StatusIcon tone={tone} />
        <span>{t(verdictLabelKey(tone))}</span>
      </h3>
      <p>{t(`paginas.scale.${tone}`)}</p>
      {rotulos.length > 0 && (
        <dl className="rating-scale__list">
          {rotulos.map((rotulo) => (
            <div key={rotulo.slug} className="rating-scale__item">
              <dt>
                <StatusBadge status={rotulo.status} rotulo={rotulo} />
              </dt>
              {/* Definitions are shown as their editors wrote them (decision 052). */}
              <dd lang="pt-BR">{rotulo.definicao}</dd>
              {actions && <dd className="rating-scale__actions">{actions(rotulo)}</dd>}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
