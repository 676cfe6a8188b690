import { useState } from "react";
import { NoticiaInputSchema } from "#server/api/noticias/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { NoticiaSchema, type Noticia } from "../../components/admin/api-schemas.ts";
import { ArticleEditorModal, ArticleFields } from "../../components/admin/article-form.tsx";
import { CorrecoesSection } from "../../components/admin/correcoes-section.tsx";
import {
  EditorWorkflowButtons,
  EditorWorkflowState,
  useEditorWorkflow,
} from "../../components/admin/editor-workflow.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { RevisionTools } from "../../components/admin/revision-history.tsx";
import { NOTICIA_DIFF_FIELDS, updateRevised } from "../../components/admin/revisions.ts";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  emptyNoticiaValues,
  NOTICIA_FORM,
  noticiaFieldKeys,
  noticiaPayload,
  noticiaValues,
} from "./noticia-values.ts";

const MESSAGES = {
  createTitle: "Nova Notícia",
  editTitle: "Editar Notícia",
  saveError: "Erro ao salvar notícia. Tente novamente.",
} as const;

const FORM_ID = "noticia";

type NoticiaEditorProps = {
  /** The item to edit; without it the form creates a new one. */
  noticia?: Noticia;
  onClose: () => void;
  /** After a save; `message` says what a save that moved the item did. */
  onSaved: (message?: string) => void;
  /** Opens the editor again on the saved version, after a save was refused as stale. */
  onReload: (latest: Noticia) => void;
};

/** The news editor: a modal form, empty to create an item or filled in to edit one. */
export function NoticiaEditor({ noticia, onClose, onSaved, onReload }: NoticiaEditorProps) {
  const { authFetch } = useAdminSession();
  const [stale, setStale] = useState(false);
  const workflow = useEditorWorkflow(noticia);
  const form = useEditorForm({
    initial: () => (noticia ? noticiaValues(noticia) : emptyNoticiaValues()),
    schema: NoticiaInputSchema,
    toPayload: (values) => workflow.withEstado(noticiaPayload(values)),
    fieldKeys: noticiaFieldKeys,
    send: (payload) =>
      noticia
        ? updateRevised(
            authFetch,
            `/api/noticias/${noticia.id}`,
            payload,
            noticia,
            NoticiaSchema,
            () => setStale(true),
          )
        : saveJson(authFetch, "POST", "/api/noticias", payload, NoticiaSchema),
    saveError: MESSAGES.saveError,
    onSaved: () => onSaved(workflow.savedMessage()),
  });

  return (
    <ArticleEditorModal
      form={form}
      formId={FORM_ID}
      title={noticia ? MESSAGES.editTitle : MESSAGES.createTitle}
      editing={!!noticia}
      onClose={onClose}
      submitLabel={workflow.submitLabel}
      actions={<EditorWorkflowButtons workflow={workflow} saving={form.saving} />}
      after={noticia ? <CorrecoesSection tipo="noticia" itemId={noticia.id} /> : null}
    >
      <EditorWorkflowState item={noticia} workflow={workflow} />
      {noticia ? (
        <RevisionTools
          apiPath="/api/noticias"
          item={noticia}
          schema={NoticiaSchema}
          current={noticiaPayload(form.values)}
          fields={NOTICIA_DIFF_FIELDS}
          stale={stale}
          onRestored={onSaved}
          onReload={onReload}
        />
      ) : null}
      <ArticleFields form={form} formId={FORM_ID} fields={NOTICIA_FORM.fields} />
    </ArticleEditorModal>
  );
}
