import { useState } from "react";
import {
  FAKE_NEWS_STATUS,
  FakeNewsInputSchema,
  type FakeNewsStatus,
} from "#server/api/fake-news/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { FakeNewsSchema, type FakeNews } from "../../components/admin/api-schemas.ts";
import {
  ArticleEditorModal,
  ArticleImagesField,
  ArticleSourcesField,
  ArticleTextFields,
  ArticleTopicFields,
} from "../../components/admin/article-form.tsx";
import { CorrecoesSection } from "../../components/admin/correcoes-section.tsx";
import { fieldErrorId, fieldErrorProps } from "../../components/admin/form-errors.tsx";
import {
  EditorWorkflowButtons,
  EditorWorkflowState,
  useEditorWorkflow,
} from "../../components/admin/editor-workflow.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { LabelledField, TextField } from "../../components/admin/text-field.tsx";
import { TextListInput } from "../../components/admin/text-list-input.tsx";
import { RevisionTools } from "../../components/admin/revision-history.tsx";
import { FAKE_NEWS_DIFF_FIELDS, updateRevised } from "../../components/admin/revisions.ts";
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
  leadHint: "Texto curto de abertura: a informação falsa que circula.",
  conteudo: "Conteúdo",
  conclusao: "Conclusão",
  verdades: "Verdades",
  verdadesHint: "O que é verdade sobre o assunto, uma afirmação por campo.",
  verdade: (position: number) => `Verdade ${position}`,
  removeVerdade: (position: number) => `Remover verdade ${position}`,
  addVerdade: "Adicionar verdade",
  fontes: "Fontes",
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
  saveError: "Erro ao salvar fake news. Tente novamente.",
} as const;

const FORM_ID = "fake-news";
const MESSAGES = FAKE_NEWS_FORM_MESSAGES;

type FakeNewsEditorProps = {
  /** The entry to edit; without it the form creates a new one. */
  item?: FakeNews;
  onClose: () => void;
  /** After a save; `message` says what a save that moved the item did. */
  onSaved: (message?: string) => void;
  /** Opens the editor again on the saved version, after a save was refused as stale. */
  onReload: (latest: FakeNews) => void;
};

/** The fake-news editor: a modal form, empty to create an entry or filled in to edit one. */
export function FakeNewsEditor({ item, onClose, onSaved, onReload }: FakeNewsEditorProps) {
  const { admin, authFetch } = useAdminSession();
  const [stale, setStale] = useState(false);
  const workflow = useEditorWorkflow(item);
  const form = useEditorForm({
    initial: () => (item ? fakeNewsValues(item) : emptyFakeNewsValues(admin.nome)),
    schema: FakeNewsInputSchema,
    toPayload: (values) => workflow.withEstado(fakeNewsPayload(values)),
    fieldKeys: fakeNewsFieldKeys,
    send: (payload) =>
      item
        ? updateRevised(authFetch, `/api/fake-news/${item.id}`, payload, item, FakeNewsSchema, () =>
            setStale(true),
          )
        : saveJson(authFetch, "POST", "/api/fake-news", payload, FakeNewsSchema),
    saveError: MESSAGES.saveError,
    onSaved: () => onSaved(workflow.savedMessage()),
  });
  const { values, errors, setField, setList } = form;
  const statusHintId = `${FORM_ID}-status-dica`;

  return (
    <ArticleEditorModal
      form={form}
      formId={FORM_ID}
      title={item ? MESSAGES.editTitle : MESSAGES.createTitle}
      editing={!!item}
      onClose={onClose}
      submitLabel={workflow.submitLabel}
      actions={<EditorWorkflowButtons workflow={workflow} saving={form.saving} />}
      after={item ? <CorrecoesSection tipo="fake-news" itemId={item.id} /> : null}
    >
      <EditorWorkflowState item={item} workflow={workflow} />
      {item ? (
        <RevisionTools
          apiPath="/api/fake-news"
          item={item}
          schema={FakeNewsSchema}
          current={fakeNewsPayload(values)}
          fields={FAKE_NEWS_DIFF_FIELDS}
          stale={stale}
          onRestored={onSaved}
          onReload={onReload}
        />
      ) : null}
      <ArticleTextFields
        form={form}
        formId={FORM_ID}
        lead={{ hint: MESSAGES.leadHint }}
        labels={{ conteudo: MESSAGES.conteudo, conclusao: MESSAGES.conclusao }}
      />
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
      <ArticleSourcesField form={form} formId={FORM_ID} legend={MESSAGES.fontes} />
      <ArticleTopicFields form={form} formId={FORM_ID} />
      <ArticleImagesField form={form} formId={FORM_ID} />
      <LabelledField
        formId={FORM_ID}
        name="status"
        label={MESSAGES.status}
        required
        error={errors.status}
      >
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
      </LabelledField>
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
    </ArticleEditorModal>
  );
}
