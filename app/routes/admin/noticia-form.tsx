import { useState } from "react";
import { LEAD_MAX, NoticiaInputSchema } from "#server/api/noticias/schema.ts";
import type { Noticia } from "#server/api/noticias/service.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { ErrorSummary, FieldError, fieldErrorId } from "../../components/admin/form-errors.tsx";
import { ImageListInput } from "../../components/admin/image-list-input.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { RichTextEditor } from "../../components/admin/rich-text-editor.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { TextListInput } from "../../components/admin/text-list-input.tsx";
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
  required: "Campos marcados com * são obrigatórios.",
  titulo: "Título",
  subtitulo: "Subtítulo",
  lead: "Lead",
  leadHint: `Texto curto de abertura, com até ${LEAD_MAX} caracteres.`,
  leadCount: (count: number) => `${count}/${LEAD_MAX}`,
  leadFull: `Limite de ${LEAD_MAX} caracteres atingido.`,
  conteudo: "Corpo da notícia",
  conclusao: "Conclusão/Contexto",
  fontes: "Fonte(s)",
  fontesHint: "Uma fonte por campo: o nome ou o endereço (http:// ou https://).",
  fonte: (position: number) => `Fonte ${position}`,
  removeFonte: (position: number) => `Remover fonte ${position}`,
  addFonte: "Adicionar fonte",
  tags: "Tags/Categorias",
  tagsHint: "Separe com vírgulas, por exemplo: saúde, vacinas, Amazônia.",
  video: "Vídeo",
  videoHint: "Endereço de um vídeo do YouTube ou do Vimeo.",
  create: "Criar",
  update: "Atualizar",
  saving: "Salvando...",
  saveError: "Erro ao salvar notícia. Tente novamente.",
} as const;

const FORM_ID = "noticia";
const MESSAGES = NOTICIA_FORM_MESSAGES;

type NoticiaEditorProps = {
  /** The item to edit; without it the form creates a new one. */
  noticia?: Noticia;
  onClose: () => void;
  onSaved: () => void;
};

/** The news editor: a modal form, empty to create an item or filled in to edit one. */
export function NoticiaEditor({ noticia, onClose, onSaved }: NoticiaEditorProps) {
  const { authFetch } = useAdminSession();
  const [initial] = useState(() => (noticia ? noticiaValues(noticia) : emptyNoticiaValues()));
  const {
    values,
    errors,
    formMessages,
    summaryTitle,
    saving,
    expired,
    dirty,
    formRef,
    summaryRef,
    setField,
    setList,
    handleSubmit,
  } = useEditorForm({
    initial,
    schema: NoticiaInputSchema,
    toPayload: noticiaPayload,
    fieldKeys: noticiaFieldKeys,
    send: (payload) =>
      noticia
        ? saveJson(authFetch, "PUT", `/api/noticias/${noticia.id}`, payload)
        : saveJson(authFetch, "POST", "/api/noticias", payload),
    saveError: MESSAGES.saveError,
    onSaved,
  });
  const leadCountId = `${FORM_ID}-lead-contagem`;

  return (
    <Modal
      open
      title={noticia ? MESSAGES.editTitle : MESSAGES.createTitle}
      onClose={onClose}
      dirty={dirty}
    >
      <div ref={summaryRef} tabIndex={-1} className="editor-summary">
        {expired ? <SessionExpiredAlert /> : null}
        <ErrorSummary messages={formMessages} title={summaryTitle} />
      </div>
      <form
        id={FORM_ID}
        ref={formRef}
        noValidate
        className="admin-form editor-form"
        aria-busy={saving}
        onSubmit={handleSubmit}
      >
        <p className="admin-field__hint">{MESSAGES.required}</p>
        <TextField
          formId={FORM_ID}
          name="titulo"
          label={MESSAGES.titulo}
          required
          value={values.titulo}
          onChange={(value) => setField("titulo", value)}
          errors={errors}
        />
        <TextField
          formId={FORM_ID}
          name="subtitulo"
          label={MESSAGES.subtitulo}
          value={values.subtitulo}
          onChange={(value) => setField("subtitulo", value)}
          errors={errors}
        />
        <TextField
          formId={FORM_ID}
          name="lead"
          label={MESSAGES.lead}
          required
          multiline
          rows={4}
          maxLength={LEAD_MAX}
          hint={MESSAGES.leadHint}
          describedBy={leadCountId}
          value={values.lead}
          onChange={(value) => setField("lead", value)}
          errors={errors}
        >
          <p id={leadCountId} className="char-count">
            {MESSAGES.leadCount(values.lead.length)}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {values.lead.length >= LEAD_MAX ? MESSAGES.leadFull : ""}
          </p>
        </TextField>
        <RichTextEditor
          id={`${FORM_ID}-conteudo`}
          name="conteudo"
          label={MESSAGES.conteudo}
          required
          value={values.conteudo}
          onChange={(value) => setField("conteudo", value)}
          invalid={!!errors.conteudo}
          describedBy={errors.conteudo ? fieldErrorId(FORM_ID, "conteudo") : undefined}
        />
        <FieldError id={fieldErrorId(FORM_ID, "conteudo")} message={errors.conteudo} />
        <RichTextEditor
          id={`${FORM_ID}-conclusao`}
          name="conclusao"
          label={MESSAGES.conclusao}
          value={values.conclusao}
          onChange={(value) => setField("conclusao", value)}
          invalid={!!errors.conclusao}
          describedBy={errors.conclusao ? fieldErrorId(FORM_ID, "conclusao") : undefined}
        />
        <FieldError id={fieldErrorId(FORM_ID, "conclusao")} message={errors.conclusao} />
        <TextListInput
          formId={FORM_ID}
          name="fontes"
          legend={MESSAGES.fontes}
          hint={MESSAGES.fontesHint}
          itemLabel={MESSAGES.fonte}
          removeLabel={MESSAGES.removeFonte}
          addLabel={MESSAGES.addFonte}
          required
          minItems={1}
          items={values.fontes}
          onChange={(items, edited) => setList("fontes", items, edited)}
          errors={errors}
        />
        <TextField
          formId={FORM_ID}
          name="tags"
          label={MESSAGES.tags}
          hint={MESSAGES.tagsHint}
          value={values.tags}
          onChange={(value) => setField("tags", value)}
          errors={errors}
        />
        <ImageListInput
          formId={FORM_ID}
          items={values.imagens}
          onChange={(items, edited) =>
            setList("imagens", items, edited, ["imagens", "legendas", "alts"])
          }
          errors={errors}
        />
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
        <div className="modal__actions editor-form__actions">
          <ModalCancelButton disabled={saving} />
          {/* Left enabled while saving so the focus stays on it; presses wait for the answer. */}
          <button type="submit" className="admin-button">
            {saving ? MESSAGES.saving : noticia ? MESSAGES.update : MESSAGES.create}
          </button>
        </div>
      </form>
    </Modal>
  );
}
