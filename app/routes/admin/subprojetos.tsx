import { richTextForDisplay } from "#server/content/rich-text.ts";
import type { Route } from "./+types/subprojetos.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { SubprojetoListSchema } from "../../components/admin/api-schemas.ts";
import {
  AdminPageBar,
  CardListSection,
  ItemActions,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { SubprojetoGrid, toSubprojetoCard } from "../../components/subprojetos/subprojeto-card.tsx";
import { subprojetos as subprojetoTexts } from "../../i18n/messages/subprojetos.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/subprojetos.css?url";
import { SubprojetoEditor } from "./subprojeto-form.tsx";

const MESSAGES = {
  title: "Subprojetos",
  logout: "Sair",
  create: "+ Novo Subprojeto",
  loadFailed: "Não foi possível carregar os subprojetos.",
  created: "Subprojeto criado com sucesso!",
  updated: "Subprojeto atualizado com sucesso!",
  delete: {
    confirm: "Tem certeza que deseja excluir este subprojeto?",
    deleted: "Subprojeto excluído com sucesso!",
    failed: "Erro ao excluir subprojeto",
  },
} as const;

const TEXTS = subprojetoTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export const headers = adminHeaders;

/** /admin/subprojetos: the public sub-projects page with its editor. */
export default function AdminSubprojetos() {
  const { logout } = useAdminSession();
  const page = useAdminListPage("/api/subprojetos", SubprojetoListSchema, MESSAGES.delete);
  const { editing } = page;

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container admin-listing">
        <AdminPageBar>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => void logout()}
          >
            {MESSAGES.logout}
          </button>
        </AdminPageBar>
        <CardListSection
          page={page}
          title={TEXTS["subprojetos.title"]}
          intro={TEXTS["subprojetos.intro"]}
          createLabel={MESSAGES.create}
          loadFailed={MESSAGES.loadFailed}
          empty={TEXTS["subprojetos.empty"]}
          emptyClassName="subprojetos__empty"
        >
          {(items) => (
            <SubprojetoGrid
              subprojetos={items.map((item) => toSubprojetoCard(item, richTextForDisplay))}
              actions={(card) => <ItemActions page={page} id={card.id} name={card.nome} />}
            />
          )}
        </CardListSection>
        {editing ? (
          <SubprojetoEditor
            key={editing.opening}
            subprojeto={editing.item ?? null}
            onClose={page.closeEditor}
            onSaved={() => page.saved(editing.item ? MESSAGES.updated : MESSAGES.created)}
          />
        ) : null}
      </div>
    </PortugueseTexts>
  );
}
