import { useState } from "react";
import { FakeNewsInputSchema } from "#server/api/fake-news/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { FakeNewsSchema, type FakeNews } from "../../components/admin/api-schemas.ts";
import { ArticleEditorModal, ArticleFields } from "../../components/admin/article-form.tsx";
import { CorrecoesSection } from "../../components/admin/correcoes-section.tsx";
import {
  EditorWorkflowButtons,
  EditorWorkflowState,
  useEditorWorkflow,
} from "../../components/admin/editor-workflow.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { RevisionTools } from "../../components/admin/revision-history.tsx";
import { FAKE_NEWS_DIFF_FIELDS, updateRevised } from "../../components/admin/revisions.ts";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  emptyFakeNewsValues,
  FAKE_NEWS_FORM,
  fakeNewsFieldKeys,
  fakeNewsPayload,
  fakeNewsValues,
} from "./fake-news-values.ts";

const MESSAGES = {
  createTitle: "Nova Fake News",
  editTitle: "Editar Fake News",
  saveError: "Erro ao salvar fake news. Tente novamente.",
} as const;

const FORM_ID = "fake-news";

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
          current={fakeNewsPayload(form.values)}
          fields={FAKE_NEWS_DIFF_FIELDS}
          stale={stale}
          onRestored={onSaved}
          onReload={onReload}
        />
      ) : null}
      <ArticleFields form={form} formId={FORM_ID} fields={FAKE_NEWS_FORM.fields} />
    </ArticleEditorModal>
  );
}
