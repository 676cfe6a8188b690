import { useState } from "react";
import { LEAD_MAX, NoticiaInputSchema } from "#server/api/noticias/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { NoticiaSchema, type Noticia } from "../../components/admin/api-schemas.ts";
import {
  ArticleEditorModal,
  ArticleImagesField,
  ArticleSourcesField,
  ArticleTextFields,
  ArticleTopicFields,
} from "../../components/admin/article-form.tsx";
import { CorrecoesSection } from "../../components/admin/correcoes-section.tsx";
import {
  EditorWorkflowButtons,
  EditorWorkflowState,
  useEditorWorkflow,
} from "../../components/admin/editor-workflow.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { RevisionTools } from "../../components/admin/revision-history.tsx";
import { NOTICIA_DIFF_FIELDS, updateRevised } from "../../components/admin/revisions.ts";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  emptyNoticiaValues,
  noticiaFieldKeys,
  noticiaPayload,
  noticiaValues,
} from "./noticia-values.ts";

export const NOTICIA_FORM_MESSAGES = {
  createTitle: "Nova Notícia",
  editTitle: "Editar Notícia",
  leadHint: `Texto curto de abertura, com até ${LEAD_MAX} caracteres.`,
  leadCount: (count: number) => `${count}/${LEAD_MAX}`,
  leadFull: `Limite de ${LEAD_MAX} caracteres atingido.`,
  conteudo: "Corpo da notícia",
  conclusao: "Conclusão/Contexto",
  fontes: "Fonte(s)",
  video: "Vídeo",
  videoHint: "Endereço de um vídeo do YouTube ou do Vimeo.",
  saveError: "Erro ao salvar notícia. Tente novamente.",
} as const;

const FORM_ID = "noticia";
const MESSAGES = NOTICIA_FORM_MESSAGES;

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
  const { values, errors, setField } = form;
  const leadCountId = `${FORM_ID}-lead-contagem`;

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
          current={noticiaPayload(values)}
          fields={NOTICIA_DIFF_FIELDS}
          stale={stale}
          onRestored={onSaved}
          onReload={onReload}
        />
      ) : null}
      <ArticleTextFields
        form={form}
        formId={FORM_ID}
        lead={{
          hint: MESSAGES.leadHint,
          maxLength: LEAD_MAX,
          describedBy: leadCountId,
          children: (
            <>
              <p id={leadCountId} className="char-count">
                {MESSAGES.leadCount(values.lead.length)}
              </p>
              <p className="visually-hidden" aria-live="polite">
                {values.lead.length >= LEAD_MAX ? MESSAGES.leadFull : ""}
              </p>
            </>
          ),
        }}
        labels={{ conteudo: MESSAGES.conteudo, conclusao: MESSAGES.conclusao }}
      />
      <ArticleSourcesField form={form} formId={FORM_ID} legend={MESSAGES.fontes} required />
      <ArticleTopicFields form={form} formId={FORM_ID} />
      <ArticleImagesField form={form} formId={FORM_ID} />
      <TextField
        formId={FORM_ID}
        name="video"
        label={MESSAGES.video}
        type="url"
        inputMode="url"
        hint={MESSAGES.videoHint}
        value={values.video}
        onChange={(value) => setField("video", value)}
        errors={errors}
      />
    </ArticleEditorModal>
  );
}
