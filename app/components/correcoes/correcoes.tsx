import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Correcao } from "#server/api/correcoes/schema.ts";
import { formatDateTime, type DisplayDate } from "../../utils/dates.ts";
import { statusTone, verdictLabelKey, type Tone } from "../fake-news/verdicts.ts";

/** A correction as the pages show it: its date written out, its verdicts as tones. */
export type CorrecaoView = {
  id: number;
  tipo: Correcao["tipo"];
  itemId: number;
  titulo: string;
  data: DisplayDate;
  erro: string | null;
  mudanca: string | null;
  veredito: { antes: Tone; depois: Tone } | null;
};

export function correcaoView(correcao: Correcao): CorrecaoView {
  return {
    id: correcao.id,
    tipo: correcao.tipo,
    itemId: correcao.item_id,
    titulo: correcao.titulo,
    data: formatDateTime(correcao.data) ?? { iso: correcao.data, text: correcao.data },
    erro: correcao.erro,
    mudanca: correcao.mudanca,
    veredito:
      correcao.status_anterior !== null && correcao.status_novo !== null
        ? { antes: statusTone(correcao.status_anterior), depois: statusTone(correcao.status_novo) }
        : null,
  };
}

/** The address of a corrected item's page. */
export function correctedItemPath(correcao: Pick<CorrecaoView, "tipo" | "itemId">): string {
  return correcao.tipo === "noticia"
    ? `/noticia/${correcao.itemId}`
    : `/fake-news/${correcao.itemId}`;
}

/** The newest correction's date (the list is newest first), for `dateModified`. */
export function newestCorrectionDate(correcoes: readonly CorrecaoView[]): string | undefined {
  return correcoes[0]?.data.iso;
}

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
            before: t(verdictLabelKey(correcao.veredito.antes)),
            after: t(verdictLabelKey(correcao.veredito.depois)),
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
        <Link to="/politica-de-correcoes">{t("correcoes.policyLink")}</Link>
      </p>
    </section>
  );
}
