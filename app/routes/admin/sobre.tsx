import { aboutDisplay } from "#server/api/sobre-projeto/display.ts";
import type { Route } from "./+types/sobre.ts";
import { adminHeaders, adminMeta, adminStylesheets } from "../../components/admin/admin-meta.ts";
import { SobreProjetoSchema } from "../../components/admin/api-schemas.ts";
import {
  AreaPagePending,
  EditAreaBar,
  useAreaRecord,
} from "../../components/admin/area-editor.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { SobreProjetoPage } from "../../components/sobre/sobre-projeto-article.tsx";
import { sobre as sobreTexts } from "../../i18n/messages/sobre.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import adminStylesHref from "../../styles/admin-sobre.css?url";
import stylesHref from "../../styles/sobre.css?url";
import { SobreEditor } from "./sobre-form.tsx";

const MESSAGES = {
  title: "Sobre o Projeto",
  editLabel: "Editar a página Sobre o Projeto",
  saved: "Página atualizada com sucesso!",
  loadFailed: "Não foi possível carregar a página Sobre o Projeto. Tente novamente.",
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = adminStylesheets(
  stylesHref,
  listingStylesHref,
  adminStylesHref,
);

export const headers = adminHeaders;

/** The public page's own texts, in Portuguese like the rest of the admin area. */
const TEXTS = sobreTexts.pt;

export default function AdminSobre() {
  const {
    data: record,
    loading,
    reload,
    editor,
  } = useAreaRecord("/api/sobre-projeto", SobreProjetoSchema, MESSAGES.reloadFailed);

  if (record === undefined) {
    return (
      <AreaPagePending
        title={TEXTS["sobre.title"]}
        loading={loading}
        failed={MESSAGES.loadFailed}
        onRetry={reload}
      />
    );
  }

  const shown = aboutDisplay(record);
  return (
    <PortugueseTexts texts={TEXTS}>
      <SobreProjetoPage
        titulo={record?.titulo?.trim() ? shown.titulo : null}
        conteudo={shown.conteudo}
        controls={<EditAreaBar label={MESSAGES.editLabel} onEdit={() => editor.open(true)} />}
      />
      {editor.target ? (
        <SobreEditor
          record={record}
          onClose={editor.close}
          onSaved={() => editor.saved(MESSAGES.saved)}
        />
      ) : null}
    </PortugueseTexts>
  );
}
