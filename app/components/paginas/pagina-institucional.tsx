import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PaginaSlug } from "#server/api/paginas/slugs.ts";
import { StatusIcon } from "../fake-news/status-badge.tsx";
import { verdictLabelKey, type Tone } from "../fake-news/verdicts.ts";
import { AboutArticle } from "../ui/about-article.tsx";

type PaginaInstitucionalProps = {
  slug: PaginaSlug;
  /** The editors' title; null shows the translated default. */
  titulo: string | null;
  /** Sanitised HTML; null shows the "still being written" text. */
  conteudo: string | null;
  /** The verdicts the site uses, shown as the rating scale on the methodology page. */
  escala?: readonly Tone[];
  /** Shown under the title, e.g. the admin page's edit button. */
  controls?: ReactNode;
};

/** An institutional page: its title and text (or the fallback), and the rating scale. */
export function PaginaInstitucional({
  slug,
  titulo,
  conteudo,
  escala,
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
      {escala && escala.length > 0 && <RatingScale tones={escala} />}
      {slug === "politica-de-correcoes" && (
        <p className="about__more">
          <a href="/correcoes">{t("correcoes.allLink")}</a>
        </p>
      )}
    </AboutArticle>
  );
}

function RatingScale({ tones }: { tones: readonly Tone[] }) {
  const { t } = useTranslation();
  return (
    <section className="rating-scale" aria-labelledby="rating-scale-title">
      <h2 id="rating-scale-title">{t("paginas.scale.title")}</h2>
      <p>{t("paginas.scale.intro")}</p>
      <dl className="rating-scale__list">
        {tones.map((tone) => (
          <div key={tone} className="rating-scale__item">
            <dt className={`status-badge status-badge--${tone}`}>
              <StatusIcon tone={tone} />
              <span>{t(verdictLabelKey(tone))}</span>
            </dt>
            <dd>{tone !== "desconhecido" && t(`paginas.scale.${tone}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
