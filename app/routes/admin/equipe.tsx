import type { Route } from "./+types/equipe.ts";
import { adminMeta, publicPageStylesheets } from "../../components/admin/admin-meta.ts";
import { MembroListSchema } from "../../components/admin/api-schemas.ts";
import { CardListAdmin } from "../../components/admin/list-cards.tsx";
import { toMembroCard } from "../../components/equipe/membro-card-data.ts";
import { MembroGrid } from "../../components/equipe/membro-card.tsx";
import { equipe as equipeTexts } from "../../i18n/messages/equipe.ts";
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

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = publicPageStylesheets(stylesHref);

/** /admin/equipe: the public team page with its editor. */
export default function AdminEquipe() {
  return (
    <CardListAdmin
      url="/api/equipe"
      schema={MembroListSchema}
      area="equipe"
      texts={equipeTexts.pt}
      messages={MESSAGES}
      cards={(items, actions) => <MembroGrid items={items.map(toMembroCard)} actions={actions} />}
      editor={(item, props) => <MembroEditor membro={item ?? null} {...props} />}
    />
  );
}
