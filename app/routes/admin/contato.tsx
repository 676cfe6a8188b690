import { useRef } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/contato.ts";
import { adminMeta, publicPageStylesheets } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  ContatoInstitucionalSchema,
  type ContatoInstitucional,
} from "../../components/admin/api-schemas.ts";
import { AreaPending, useAreaEditor } from "../../components/admin/area-editor.tsx";
import { confirmAction } from "../../components/admin/confirm.ts";
import {
  AdminPageBar,
  EditButton,
  EditDeleteButtons,
  PageHeading,
} from "../../components/admin/list-controls.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { ContatoInstitucionalInfo } from "../../components/contato/contato-institucional.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { contato as contatoTexts } from "../../i18n/messages/contato.ts";
import adminStylesHref from "../../styles/admin-contato.css?url";
import stylesHref from "../../styles/contato.css?url";
import { canalLinks, type Canal } from "../../utils/contato-links.ts";
import { CONTATO_FORM_MESSAGES, ChannelEditor, RedeEditor } from "./contato-form.tsx";

const MESSAGES = {
  title: "Contatos Institucionais",
  intro:
    "O e-mail, o telefone, o WhatsApp e as redes sociais abaixo aparecem na página Contato. Cada alteração é salva assim que você confirma.",
  fieldSaved: "Campo atualizado!",
  redeUpdated: "Rede social atualizada!",
  redeAdded: "Rede social adicionada!",
  redeDeleted: "Rede social excluída!",
  confirmDeleteRede: "Tem certeza que deseja excluir esta rede social?",
  deleteRedeFailed: (error: string) => `Erro ao excluir rede social: ${error}`,
  loading: "Carregando dados de contato...",
  loadFailed: "Não foi possível carregar os dados de contato. Tente novamente.",
  reloadFailed:
    "A alteração foi salva, mas não foi possível recarregar os dados. Atualize a página.",
} as const;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = publicPageStylesheets(stylesHref, adminStylesHref);

const TEXTS = contatoTexts.pt;

/** Which editor is open: a channel's value, or a network (index null: a new one). */
type EditorTarget = { kind: "channel"; channel: Canal } | { kind: "rede"; index: number | null };

/**
 * /admin/contato: the public contact data with its controls, and beside it the inbox of
 * messages (the child route in the Outlet).
 */
export default function AdminContato() {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const {
    data: contato,
    loading,
    reload,
  } = useAdminQuery("/api/contato-institucional", ContatoInstitucionalSchema, {
    reloadFailed: MESSAGES.reloadFailed,
  });
  const { target, open: setTarget, close, saved } = useAreaEditor<EditorTarget>(reload);
  const addButton = useRef<HTMLButtonElement>(null);

  async function removeRede(current: ContatoInstitucional, index: number) {
    if (!confirmAction(MESSAGES.confirmDeleteRede)) return;
    const result = await saveJson(
      authFetch,
      "PUT",
      "/api/contato-institucional",
      { ...current, redes: current.redes.filter((_, position) => position !== index) },
      ContatoInstitucionalSchema,
    );
    if (result.ok) {
      toast.show(MESSAGES.redeDeleted);
      // The network and its buttons go away: the focus moves somewhere that stays.
      addButton.current?.focus();
      void reload();
    } else if (result.status === 401) {
      handleUnauthorized();
    } else {
      toast.show(MESSAGES.deleteRedeFailed(result.error), { kind: "error" });
    }
  }

  let info: React.ReactNode;
  if (contato) {
    info = (
      <>
        <ContatoInstitucionalInfo
          canais={canalLinks(contato)}
          redes={contato.redes}
          canalActions={(channel) => (
            <EditButton
              name={CONTATO_FORM_MESSAGES.channelNames[channel]}
              className="admin-contato__action"
              onClick={() => setTarget({ kind: "channel", channel })}
            />
          )}
          redeActions={(rede, index) => (
            <span className="admin-contato__rede-actions">
              <EditDeleteButtons
                name={rede.tipo}
                className="admin-contato__action"
                onEdit={() => setTarget({ kind: "rede", index })}
                onDelete={() => void removeRede(contato, index)}
              />
            </span>
          )}
          redesControls={
            <button
              ref={addButton}
              type="button"
              className="admin-button admin-contato__add"
              onClick={() => setTarget({ kind: "rede", index: null })}
            >
              {CONTATO_FORM_MESSAGES.addRede}
            </button>
          }
        />
        {target?.kind === "channel" ? (
          <ChannelEditor
            channel={target.channel}
            contato={contato}
            onClose={close}
            onSaved={() => saved(MESSAGES.fieldSaved)}
          />
        ) : null}
        {target?.kind === "rede" ? (
          <RedeEditor
            index={target.index}
            contato={contato}
            onClose={close}
            onSaved={(added) => saved(added ? MESSAGES.redeAdded : MESSAGES.redeUpdated)}
          />
        ) : null}
      </>
    );
  } else {
    info = (
      <AreaPending
        loading={loading}
        loadingText={MESSAGES.loading}
        loadingClassName="contato__info"
        failed={MESSAGES.loadFailed}
        failedClassName="contato__info admin-contato__failed"
        onRetry={reload}
      />
    );
  }

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container contato">
        <AdminPageBar />
        <PageHeading title={MESSAGES.title} intro={MESSAGES.intro} />
        <div className="contato__layout">
          <div>{info}</div>
          <Outlet />
        </div>
      </div>
    </PortugueseTexts>
  );
}
