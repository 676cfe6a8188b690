import { SubprojetoInputSchema } from "#server/api/subprojetos/schema.ts";
import { NO_RESPONSE, saveItem, type ApiFailure } from "../../components/admin/api-client.ts";
import { SubprojetoSchema, type Subprojeto } from "../../components/admin/api-schemas.ts";
import { createOrEditLabels, EditorModal } from "../../components/admin/editor-modal.tsx";
import {
  FORM_MESSAGES,
  splitErrorDetails,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  emptySubprojetoValues,
  SUBPROJETO_FORM,
  subprojetoBody,
  subprojetoValues,
  todayIsoDate,
  type SubprojetoFormValues,
} from "./subprojeto-values.ts";

const MESSAGES = {
  createTitle: "Novo Subprojeto",
  editTitle: "Editar Subprojeto",
  submitCreate: "Criar",
  submitUpdate: "Atualizar",
  serverError: (error: string) => `Erro: ${error}`,
  unknownError: "Erro desconhecido",
  networkError: "Erro ao salvar subprojeto",
  nothingSaved: "Nada foi salvo, e o que você digitou continua no formulário. Tente novamente.",
} as const;

const FORM_ID = "subprojeto";

/** The specification's words for a failed save: 'Erro: {error}', or the network's. */
function failureErrors(failure: ApiFailure, keys: readonly string[]): FormErrors {
  if (failure.status === NO_RESPONSE) {
    return { fields: {}, form: [MESSAGES.networkError, failure.error] };
  }
  const next = splitErrorDetails(failure.details, keys);
  const hasFieldErrors = Object.keys(next.fields).length > 0;
  return {
    fields: next.fields,
    form: [
      MESSAGES.serverError(failure.error || MESSAGES.unknownError),
      ...next.form,
      hasFieldErrors ? FORM_MESSAGES.checkFields : MESSAGES.nothingSaved,
    ],
  };
}

/** The sub-project's create/edit modal; a new one starts today with the default status. */
export function SubprojetoEditor({
  subprojeto,
  onClose,
  onSaved,
}: EditorProps<{ subprojeto: Subprojeto | null }>) {
  const form = useEditorForm({
    initial: () =>
      subprojeto ? subprojetoValues(subprojeto) : emptySubprojetoValues(todayIsoDate()),
    draft: `subprojetos:${subprojeto?.id ?? "novo"}`,
    schema: SubprojetoInputSchema,
    toPayload: (values: SubprojetoFormValues) => subprojetoBody(values, subprojeto?.pdfUrl ?? null),
    fieldKeys: SUBPROJETO_FORM.fields,
    send: (body, { authFetch }) =>
      saveItem(authFetch, "/api/subprojetos", subprojeto?.id, body, SubprojetoSchema),
    failureErrors,
    onSaved,
  });
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(subprojeto, MESSAGES)}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={SUBPROJETO_FORM.fields} />
    </EditorModal>
  );
}
