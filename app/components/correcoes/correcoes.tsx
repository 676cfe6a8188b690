import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { PageLink } from "../layout/page-link.tsx";
import type { DisplayDate } from "../../utils/dates.ts";
import type { Tone } from "../fake-news/verdicts.ts";

/**
 * A correction as the pages show it: its date written out, its verdicts as the keys of
 * their labels (made on the server, see utils/correcoes.server.ts).
 */
export type CorrecaoView = {
  id: number;
  tipo: "noticia" | "fake-news";
  /** The corrected item's page. */
  href: string;
  titulo: string;
  data: DisplayDate;
  erro: string | null;
  mudanca: string | null;
  veredito: { antes: VerdictKey; depois: VerdictKey } | null;
};

type VerdictKey = `fakeNewsStatus.${Tone}`;

/** When, the verdicts, what was wrong and what changed: what every correction shows. */
export function CorrecaoDetails({ correcao }: { correcao: CorrecaoView }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="correction__date">
        <time dateTime={correcao.data.iso}>
          {t("correcoes.correctedOn", { date: correcao.data.text })}
        </time>
      </p>
      {correcao.veredito && (
        <p className="correction__verdict">
          {t("correcoes.verdict", {
            before: t(correcao.veredito.antes),
            after: t(correcao.veredito.depois),
          })}
        </p>
      )}
      {correcao.erro && (
        <p>
          <strong>{t("correcoes.wrong")}</strong> <span lang="pt-BR">{correcao.erro}</span>
        </p>
      )}
      {correcao.mudanca && (
        <p>
          <strong>{t("correcoes.changed")}</strong> <span lang="pt-BR">{correcao.mudanca}</span>
        </p>
      )}
    </>
  );
}

/** The box near the top of a corrected item: every correction, newest first. */
export function CorrecoesBox({ correcoes }: { correcoes: readonly CorrecaoView[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (correcoes.length === 0) return null;
  return (
    <section className="correction-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="correction-box__title">
        {t(correcoes.length === 1 ? "correcoes.boxTitleOne" : "correcoes.boxTitleMany")}
      </h2>
      <ol className="correction-box__list">
        {correcoes.map((correcao) => (
          <li key={correcao.id} className="correction">
            <CorrecaoDetails correcao={correcao} />
          </li>
        ))}
      </ol>
      <p className="correction-box__policy">
        <PageLink to="/politica-de-correcoes">{t("correcoes.policyLink")}</PageLink>
      </p>
    </section>
  );
}
