import { richTextForDisplay } from "#server/content/rich-text.ts";
import type { Route } from "./+types/subprojetos.ts";
import { adminMeta, publicPageStylesheets } from "../../components/admin/admin-meta.ts";
import { SubprojetoListSchema } from "../../components/admin/api-schemas.ts";
import { CardListAdmin } from "../../components/admin/list-cards.tsx";
import { AdminPageBar, LogoutButton } from "../../components/admin/list-controls.tsx";
import { SubprojetoGrid, toSubprojetoCard } from "../../components/subprojetos/subprojeto-card.tsx";
import { subprojetos as subprojetoTexts } from "../../i18n/messages/subprojetos.ts";
import stylesHref from "../../styles/subprojetos.css?url";
import { SubprojetoEditor } from "./subprojeto-form.tsx";

const MESSAGES = {
  title: "Subprojetos",
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

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = publicPageStylesheets(stylesHref);

/** /admin/subprojetos: the public sub-projects page with its editor. */
export default function AdminSubprojetos() {
  return (
    <CardListAdmin
      url="/api/subprojetos"
      schema={SubprojetoListSchema}
      area="subprojetos"
      texts={subprojetoTexts.pt}
      messages={MESSAGES}
      bar={
        <AdminPageBar>
          <LogoutButton />
        </AdminPageBar>
      }
      cards={(items, actions) => (
        <SubprojetoGrid
          items={items.map((item) => toSubprojetoCard(item, richTextForDisplay, "pt"))}
          actions={actions}
        />
      )}
      editor={(item, props) => <SubprojetoEditor subprojeto={item ?? null} {...props} />}
    />
  );
}
