import type { Route } from "./+types/equipe.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { MembroListSchema } from "../../components/admin/api-schemas.ts";
import {
  CardListSection,
  ItemActions,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { toMembroCard } from "../../components/equipe/membro-card-data.ts";
import { MembroGrid } from "../../components/equipe/membro-card.tsx";
import { equipe as equipeTexts } from "../../i18n/messages/equipe.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/equipe.css?url";
import { MembroEditor } from "./membro-form.tsx";

const MESSAGES = {
  title: "Equipe",
  create: "Criar Novo Membro",
  loadFailed: "Não foi possível carregar a equipe.",
  created: "Membro criado!",
  updated: "Membro atualizado!",
  delete: {
    confirm: "Tem certeza que deseja excluir?",
    deleted: "Membro excluído!",
    failed: "Erro ao excluir membro.",
  },
} as const;

const TEXTS = equipeTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export const headers = adminHeaders;

/** /admin/equipe: the public team page with its editor. */
export default function AdminEquipe() {
  const page = useAdminListPage("/api/equipe", MembroListSchema, MESSAGES.delete);
  const { editing } = page;

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container admin-listing">
        <CardListSection
          page={page}
          title={TEXTS["equipe.title"]}
          intro={TEXTS["equipe.intro"]}
          createLabel={MESSAGES.create}
          loadFailed={MESSAGES.loadFailed}
          empty={TEXTS["equipe.empty"]}
          emptyClassName="equipe__empty"
        >
          {(items) => (
            <MembroGrid
              membros={items.map(toMembroCard)}
              actions={(card) => <ItemActions page={page} id={card.id} name={card.nome} />}
            />
          )}
        </CardListSection>
        {editing ? (
          <MembroEditor
            key={editing.opening}
            membro={editing.item ?? null}
            onClose={page.closeEditor}
            onSaved={() => page.saved(editing.item ? MESSAGES.updated : MESSAGES.created)}
          />
        ) : null}
      </div>
    </PortugueseTexts>
  );
}
