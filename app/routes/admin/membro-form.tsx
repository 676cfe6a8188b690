import { MembroInputSchema } from "#server/api/equipe/schema.ts";
import { saveItem } from "../../components/admin/api-client.ts";
import { MembroSchema, type Membro } from "../../components/admin/api-schemas.ts";
import { createOrEditLabels, EditorModal } from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";
import { EMPTY_MEMBRO_VALUES, MEMBRO_FORM, membroBody, membroValues } from "./membro-values.ts";

const MESSAGES = {
  createTitle: "Criar Novo Membro",
  editTitle: "Editar Membro",
  submitCreate: "Criar Membro",
  submitUpdate: "Salvar Alterações",
  saveError: "Erro ao salvar membro.",
} as const;

const FORM_ID = "membro";

/** The team member's create/edit modal; a Lattes link that is not one is never sent. */
export function MembroEditor({ membro, onClose, onSaved }: EditorProps<{ membro: Membro | null }>) {
  const form = useEditorForm({
    initial: () => (membro ? membroValues(membro) : EMPTY_MEMBRO_VALUES),
    draft: `equipe:${membro?.id ?? "novo"}`,
    schema: MembroInputSchema,
    toPayload: membroBody,
    fieldKeys: MEMBRO_FORM.fields,
    send: (body, { authFetch }) =>
      saveItem(authFetch, "/api/equipe", membro?.id, body, MembroSchema),
    saveError: MESSAGES.saveError,
    onSaved,
  });
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(membro, MESSAGES)}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={MEMBRO_FORM.fields} />
    </EditorModal>
  );
}
