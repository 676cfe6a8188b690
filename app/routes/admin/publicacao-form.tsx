import { PublicacaoInputSchema } from "#server/api/publicacoes/schema.ts";
import { saveItem } from "../../components/admin/api-client.ts";
import {
  PublicacaoSchema,
  SubprojetoListSchema,
  type Publicacao,
} from "../../components/admin/api-schemas.ts";
import {
  createOrEditLabels,
  EDITOR_MESSAGES,
  EditorModal,
} from "../../components/admin/editor-modal.tsx";
import { FieldError, fieldErrorId, fieldErrorProps } from "../../components/admin/form-errors.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { PDF_MESSAGES, PdfFileField, usePdfFile } from "../../components/admin/pdf-file-field.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  PUBLICACAO_FIELD_KEYS,
  PUBLICACAO_FORM,
  publicacaoBody,
  publicacaoDetails,
  publicacaoValues,
  type PublicacaoFormValues,
} from "./publicacao-values.ts";

const MESSAGES = {
  createTitle: "Nova Publicação",
  editTitle: "Editar Publicação",
  submitCreate: "Criar",
  submitUpdate: "Atualizar",
  subprojeto: "Subprojeto",
  noSubprojeto: "Nenhum",
  pdfFile: "Arquivo PDF (opcional)",
} as const;

const FORM_ID = "publicacao";

/** The publication's create/edit modal; a chosen PDF is uploaded first, then the item saved. */
export function PublicacaoEditor({
  publicacao,
  onClose,
  onSaved,
}: EditorProps<{ publicacao: Publicacao | null }>) {
  const { authFetch } = useAdminSession();
  const subprojetos = useAdminQuery("/api/subprojetos?limite=100", SubprojetoListSchema);
  const pdf = usePdfFile();

  const form = useEditorForm({
    initial: () => publicacaoValues(publicacao),
    draft: `publicacoes:${publicacao?.id ?? "novo"}`,
    schema: PublicacaoInputSchema,
    toPayload: (values: PublicacaoFormValues) => publicacaoBody(values),
    fieldKeys: PUBLICACAO_FIELD_KEYS,
    mapDetails: publicacaoDetails,
    send: async (_payload, { values }) => {
      const pdfUrl = await pdf.upload(values.pdfUrl);
      if (typeof pdfUrl !== "string") return pdfUrl;
      const body = publicacaoBody(values, pdfUrl);
      return saveItem(authFetch, "/api/publicacoes", publicacao?.id, body, PublicacaoSchema);
    },
    onSaved,
  });
  const { values, errors, setField } = form;

  const subprojetoFieldId = `${FORM_ID}-subprojetoId`;
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(publicacao, MESSAGES)}
      busyLabel={pdf.uploading ? PDF_MESSAGES.uploading : EDITOR_MESSAGES.saving}
      hint={EDITOR_MESSAGES.required}
      dirty={pdf.file !== null}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={PUBLICACAO_FORM.fields} />
      <div className="admin-field">
        <label htmlFor={subprojetoFieldId} className="admin-field__label">
          {MESSAGES.subprojeto}
        </label>
        <select
          id={subprojetoFieldId}
          data-field="subprojetoId"
          value={values.subprojetoId}
          onChange={(event) => setField("subprojetoId", event.currentTarget.value)}
          {...fieldErrorProps(FORM_ID, "subprojetoId", errors)}
        >
          <option value="">{MESSAGES.noSubprojeto}</option>
          {(subprojetos.data ?? []).map((subprojeto) => (
            <option key={subprojeto.id} value={String(subprojeto.id)}>
              {subprojeto.nome}
            </option>
          ))}
        </select>
        <FieldError id={fieldErrorId(FORM_ID, "subprojetoId")} message={errors.subprojetoId} />
      </div>
      <PdfFileField
        formId={FORM_ID}
        form={form}
        pdf={pdf}
        label={MESSAGES.pdfFile}
        onRemove={() => setField("pdfUrl", "")}
      />
    </EditorModal>
  );
}
