import { useTranslation } from "../../i18n/use-translation.ts";
import type { Subprojeto } from "#server/api/subprojetos/service.ts";
import type { Language } from "../../i18n/languages.ts";
import { formatCalendarDay, type DisplayDate } from "../../utils/dates.ts";
import { CardGrid, type CardActions, type CardGridProps } from "../ui/card-grid.tsx";

/** What a sub-project card shows. */
export type SubprojetoCardData = {
  id: number;
  nome: string;
  autor: string;
  /** HTML for the page, from `toHtml`. */
  resumo: string;
  inicio: DisplayDate;
  local: string | null;
  status: string;
};

/**
 * The card's fields; the start date in `language`, or as stored if it is not a real day.
 * `toHtml` is richTextForDisplay, passed in rather than imported so that the public page,
 * which calls it in its loader, does not ship it to the browser.
 */
export function toSubprojetoCard(
  subprojeto: Subprojeto,
  toHtml: (html: string) => string,
  language: Language,
): SubprojetoCardData {
  return {
    id: subprojeto.id,
    nome: subprojeto.nome,
    autor: subprojeto.autor,
    resumo: toHtml(subprojeto.resumo),
    inicio: formatCalendarDay(subprojeto.dataInicio, language) ?? {
      iso: subprojeto.dataInicio,
      text: subprojeto.dataInicio,
    },
    local: subprojeto.local,
    status: subprojeto.status,
  };
}

/** The grid of sub-project cards. */
export function SubprojetoGrid({ items, actions }: CardGridProps<SubprojetoCardData>) {
  return (
    <CardGrid className="subprojetos__grid" items={items}>
      {(subprojeto) => <SubprojetoCard subprojeto={subprojeto} actions={actions} />}
    </CardGrid>
  );
}

function SubprojetoCard({
  subprojeto,
  actions,
}: {
  subprojeto: SubprojetoCardData;
  actions?: CardActions<SubprojetoCardData>;
}) {
  const { t } = useTranslation();
  const titleId = `subprojeto-${subprojeto.id}`;
  return (
    <article className="subprojeto-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="subprojeto-card__title" lang="pt-BR">
        {subprojeto.nome}
      </h2>
      <dl className="subprojeto-card__facts">
        <div className="subprojeto-card__status">
          <dt className="visually-hidden">{t("subprojetos.card.status")}</dt>
          <dd lang="pt-BR">{subprojeto.status}</dd>
        </div>
        <div>
          <dt>{t("subprojetos.card.autor")}</dt>
          <dd lang="pt-BR">{subprojeto.autor}</dd>
        </div>
        <div>
          <dt>{t("subprojetos.card.inicio")}</dt>
          <dd>
            <time dateTime={subprojeto.inicio.iso}>{subprojeto.inicio.text}</time>
          </dd>
        </div>
        {subprojeto.local ? (
          <div>
            <dt>{t("subprojetos.card.local")}</dt>
            <dd lang="pt-BR">{subprojeto.local}</dd>
          </div>
        ) : null}
      </dl>
      <div
        className="subprojeto-card__resumo"
        lang="pt-BR"
        // Sanitised when stored; the public page's loader sanitises it once more.
        dangerouslySetInnerHTML={{ __html: subprojeto.resumo }}
      />
      {actions ? <div className="subprojeto-card__actions">{actions(subprojeto)}</div> : null}
    </article>
  );
}
