import { useCallback, useState } from "react";
import { aboutDisplay } from "#server/api/sobre-projeto/display.ts";
import type { Route } from "./+types/sobre.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { SobreProjetoSchema } from "../../components/admin/api-schemas.ts";
import { AdminPageBar, LoadError, LoadingStatus } from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { useToast } from "../../components/ui/toast.tsx";
import { SobreProjetoPage } from "../../components/sobre/sobre-projeto-article.tsx";
import { sobre as sobreTexts } from "../../i18n/messages/sobre.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import adminStylesHref from "../../styles/admin-sobre.css?url";
import stylesHref from "../../styles/sobre.css?url";
import { SobreEditor } from "./sobre-form.tsx";

const MESSAGES = {
  title: "Sobre o Projeto",
  edit: "Editar",
  editLabel: "Editar a página Sobre o Projeto",
  saved: "Página atualizada com sucesso!",
  loadFailed: "Não foi possível carregar a página Sobre o Projeto. Tente novamente.",
  reloadFailed: "A página foi salva, mas não foi possível recarregá-la. Atualize a página.",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: adminStylesHref },
];

export const headers = adminHeaders;

/** The public page's own texts, in Portuguese like the rest of the admin area. */
const TEXTS = sobreTexts.pt;

export default function AdminSobre() {
  const toast = useToast();
  // `data` is null until the page is first written (the API answers 404).
  const {
    data: record,
    loading,
    reload,
  } = useAdminQuery("/api/sobre-projeto", SobreProjetoSchema, {
    notFoundIsNull: true,
    reloadFailed: MESSAGES.reloadFailed,
  });
  const [editing, setEditing] = useState(false);

  const close = useCallback(() => setEditing(false), []);

  if (record === undefined) {
    return (
      <div className="page container about">
        <h1>{TEXTS["sobre.title"]}</h1>
        {loading ? (
          <LoadingStatus />
        ) : (
          <LoadError className="admin-sobre__failed" onRetry={reload}>
            <p>{MESSAGES.loadFailed}</p>
          </LoadError>
        )}
      </div>
    );
  }

  const shown = aboutDisplay(record);
  return (
    <PortugueseTexts texts={TEXTS}>
      <SobreProjetoPage
        titulo={record?.titulo?.trim() ? shown.titulo : null}
        conteudo={shown.conteudo}
        controls={
          <AdminPageBar className="admin-sobre__controls">
            <button
              type="button"
              className="admin-button"
              aria-label={MESSAGES.editLabel}
              onClick={() => setEditing(true)}
            >
              {MESSAGES.edit}
            </button>
          </AdminPageBar>
        }
      />
      {editing ? (
        <SobreEditor
          record={record}
          onClose={close}
          onSaved={() => {
            toast.show(MESSAGES.saved);
            close();
            void reload();
          }}
        />
      ) : null}
    </PortugueseTexts>
  );
}
