import { useState } from "react";
import {
  FAKE_NEWS_STATUS,
  FakeNewsInputSchema,
  type FakeNewsStatus,
} from "#server/api/fake-news/schema.ts";
import type { FakeNews } from "#server/api/fake-news/service.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  ErrorSummary,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
} from "../../components/admin/form-errors.tsx";
import { ImageListInput } from "../../components/admin/image-list-input.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { RichTextEditor } from "../../components/admin/rich-text-editor.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { TextListInput } from "../../components/admin/text-list-input.tsx";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  emptyFakeNewsValues,
  fakeNewsFieldKeys,
  fakeNewsPayload,
  fakeNewsValues,
} from "./fake-news-values.ts";

export const FAKE_NEWS_FORM_MESSAGES = {
  createTitle: "Nova Fake News",
  editTitle: "Editar Fake News",
  required: "Campos marcados com * são obrigatórios.",
  titulo: "Título",
  subtitulo: "Subtítulo",
  lead: "Lead",
  leadHint: "Texto curto de abertura: a informação falsa que circula.",
  conteudo: "Conteúdo",
  conclusao: "Conclusão",
  verdades: "Verdades",
  verdadesHint: "O que é verdade sobre o assunto, uma afirmação por campo.",
  verdade: (position: number) => `Verdade ${position}`,
  removeVerdade: (position: number) => `Remover verdade ${position}`,
  addVerdade: "Adicionar verdade",
  fontes: "Fontes",
  fontesHint: "Uma fonte por campo: o nome ou o endereço (http:// ou https://).",
  fonte: (position: number) => `Fonte ${position}`,
  removeFonte: (position: number) => `Remover fonte ${position}`,
  addFonte: "Adicionar fonte",
  status: "Status",
  statusHint: "Só as verificadas e as desmentidas aparecem nas listas públicas.",
  chooseStatus: "Escolha o status",
  statusLabels: {
    verificada: "Verificada",
    desmentida: "Desmentida",
    em_analise: "Em Análise",
  } satisfies Record<FakeNewsStatus, string>,
  dataVerificacao: "Data de verificação",
  verificador: "Verificado por",
  create: "Criar",
  update: "Atualizar",
  saving: "Salvando...",
  saveError: "Erro ao salvar fake news. Tente novamente.",
} as const;

const FORM_ID = "fake-news";
const MESSAGES = FAKE_NEWS_FORM_MESSAGES;

type FakeNewsEditorProps = {
  /** The entry to edit; without it the form creates a new one. */
  item?: FakeNews;
  onClose: () => void;
  onSaved: () => void;
};

/** The fake-news editor: a modal form, empty to create an entry or filled in to edit one. */
export function FakeNewsEditor({ item, onClose, onSaved }: FakeNewsEditorProps) {
  const { admin, authFetch } = useAdminSession();
  const [initial] = useState(() => (item ? fakeNewsValues(item) : emptyFakeNewsValues(admin.nome)));
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
    schema: FakeNewsInputSchema,
    toPayload: fakeNewsPayload,
    fieldKeys: fakeNewsFieldKeys,
    send: (payload) =>
      item
        ? saveJson(authFetch, "PUT", `/api/fake-news/${item.id}`, payload)
        : saveJson(authFetch, "POST", "/api/fake-news", payload),
    saveError: MESSAGES.saveError,
    onSaved,
  });
  const statusHintId = `${FORM_ID}-status-dica`;

  return (
    <Modal
      open
      title={item ? MESSAGES.editTitle : MESSAGES.createTitle}
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
          hint={MESSAGES.leadHint}
          value={values.lead}
          onChange={(value) => setField("lead", value)}
          errors={errors}
        />
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
          name="verdades"
          legend={MESSAGES.verdades}
          hint={MESSAGES.verdadesHint}
          itemLabel={MESSAGES.verdade}
          removeLabel={MESSAGES.removeVerdade}
          addLabel={MESSAGES.addVerdade}
          items={values.verdades}
          onChange={(items, edited) => setList("verdades", items, edited)}
          errors={errors}
        />
        <TextListInput
          formId={FORM_ID}
          name="fontes"
          legend={MESSAGES.fontes}
          hint={MESSAGES.fontesHint}
          itemLabel={MESSAGES.fonte}
          removeLabel={MESSAGES.removeFonte}
          addLabel={MESSAGES.addFonte}
          items={values.fontes}
          onChange={(items, edited) => setList("fontes", items, edited)}
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
        <div className="admin-field">
          <label htmlFor={`${FORM_ID}-status`} className="admin-field__label">
            {MESSAGES.status}
            <span aria-hidden="true">*</span>
          </label>
          <p id={statusHintId} className="admin-field__hint">
            {MESSAGES.statusHint}
          </p>
          <select
            id={`${FORM_ID}-status`}
            name="status"
            required
            value={values.status}
            onChange={(event) => setField("status", event.currentTarget.value)}
            {...fieldErrorProps(FORM_ID, "status", errors)}
            aria-describedby={
              errors.status ? `${statusHintId} ${fieldErrorId(FORM_ID, "status")}` : statusHintId
            }
          >
            {values.status === "" ? (
              <option value="" disabled>
                {MESSAGES.chooseStatus}
              </option>
            ) : null}
            {FAKE_NEWS_STATUS.map((status) => (
              <option key={status} value={status}>
                {MESSAGES.statusLabels[status]}
              </option>
            ))}
          </select>
          <FieldError id={fieldErrorId(FORM_ID, "status")} message={errors.status} />
        </div>
        <TextField
          formId={FORM_ID}
          name="data_verificacao"
          label={MESSAGES.dataVerificacao}
          type="date"
          required
          value={values.data_verificacao}
          onChange={(value) => setField("data_verificacao", value)}
          errors={errors}
        />
        <TextField
          formId={FORM_ID}
          name="verificador"
          label={MESSAGES.verificador}
          autoComplete="name"
          value={values.verificador}
          onChange={(value) => setField("verificador", value)}
          errors={errors}
        />
        <div className="modal__actions editor-form__actions">
          <ModalCancelButton disabled={saving} />
          {/* Left enabled while saving so the focus stays on it; presses wait for the answer. */}
          <button type="submit" className="admin-button">
            {saving ? MESSAGES.saving : item ? MESSAGES.update : MESSAGES.create}
          </button>
        </div>
      </form>
    </Modal>
  );
}
