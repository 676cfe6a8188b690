import { useTranslation } from "../../i18n/use-translation.ts";
import { PageLink } from "../layout/page-link.tsx";
import { CardGrid, type CardActions, type CardGridProps } from "../ui/card-grid.tsx";
import { ContentImage } from "../ui/content-image.tsx";

/** What a member card shows; `toMembroCard` (membro-card-data.ts) builds it. */
export type MembroCardData = {
  id: number;
  nome: string;
  cargo: string;
  foto: string | null;
  lattes: string | null;
  /** The page of everyone with the same cargo. */
  groupHref: string;
};

// Cards are at most about 20rem wide: one column on phones, two on tablets, then more.
const PHOTO_SIZES = "(min-width: 72rem) 20rem, (min-width: 40rem) 50vw, 100vw";

/** The grid of member cards. */
export function MembroGrid({ items, actions }: CardGridProps<MembroCardData>) {
  return (
    <CardGrid className="member-grid" items={items}>
      {(membro) => <MembroCard membro={membro} actions={actions} />}
    </CardGrid>
  );
}

/**
 * The name links to the cargo's page and its hit area stretches over the whole card;
 * the Lattes link sits above that area, so the card holds two separate links, never one
 * inside the other.
 */
export function MembroCard({
  membro,
  actions,
}: {
  membro: MembroCardData;
  actions?: CardActions<MembroCardData>;
}) {
  const { t } = useTranslation();
  return (
    <article className="member-card">
      <MembroPhoto foto={membro.foto} />
      <div className="member-card__body">
        <h2 className="member-card__name">
          <PageLink
            to={membro.groupHref}
            className="member-card__link"
            aria-label={t("equipe.card.groupLink", { nome: membro.nome, cargo: membro.cargo })}
          >
            {membro.nome}
          </PageLink>
        </h2>
        <p className="member-card__cargo" lang="pt-BR">
          {membro.cargo}
        </p>
        {membro.lattes ? (
          <a
            className="member-card__lattes"
            href={membro.lattes}
            aria-label={t("equipe.card.lattesOf", { nome: membro.nome })}
          >
            {t("equipe.card.lattes")}
          </a>
        ) : null}
        {actions ? <div className="member-card__actions">{actions(membro)}</div> : null}
      </div>
    </article>
  );
}

/**
 * The placeholder sits under the photo: it shows when there is no photo, and when the
 * photo fails to load (the image then hides itself; while broken it draws nothing).
 */
function MembroPhoto({ foto }: { foto: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="member-card__photo image-frame">
      <span className="member-card__no-photo" aria-hidden={foto ? true : undefined}>
        {t("equipe.card.noPhoto")}
      </span>
      {foto ? (
        // The name beside it says who this is, so the photo itself is not announced.
        <ContentImage src={foto} alt="" sizes={PHOTO_SIZES} />
      ) : null}
    </div>
  );
}
