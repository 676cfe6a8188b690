import { useRef, useState } from "react";
import { PublicacaoInputSchema } from "#server/api/publicacoes/schema.ts";
import { isStoredPdfUrl } from "#server/api/newsletters/schema.ts";
import { saveItem, uploadFile, type ApiFailure } from "../../components/admin/api-client.ts";
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
import { useAdminSession } from "../../components/admin/session.tsx";
import { useAdminQuery } from "../../components/admin/use-admin-query.ts";
import {
  type EditorProps,
  type SaveResult,
  useEditorForm,
} from "../../components/admin/use-editor-form.ts";
import { fileSize, looksLikePdf } from "./newsletter-values.ts";
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
  pdfFileReplace: "Substituir por outro arquivo PDF",
  pdfFileHint: "Arquivo PDF de até 20 MB.",
  currentFile: "PDF atual:",
  viewCurrentFile: "Visualizar PDF",
  removeFile: "Remover o PDF",
  newTab: "(abre em nova aba)",
  chosenFile: (name: string, size: string) => `Arquivo escolhido: ${name} (${size})`,
  notPdfFile: "O arquivo escolhido não é um PDF. Escolha um arquivo PDF.",
  invalidPdf:
    "O arquivo escolhido não é um PDF válido e não foi enviado. Escolha outro arquivo PDF.",
  tooLarge:
    "O arquivo escolhido passa do limite de 20 MB e não foi enviado. Escolha um arquivo menor.",
  uploadFailed: (error: string) => `O PDF não foi enviado: ${error}`,
  uploading: "Enviando PDF...",
} as const;

const FORM_ID = "publicacao";

function uploadError(failure: ApiFailure): string {
  if (failure.status === 413) return MESSAGES.tooLarge;
  if (failure.status === 415) return MESSAGES.invalidPdf;
  return MESSAGES.uploadFailed(failure.error);
}

const pdfUrlError = (message: string): SaveResult => ({ fields: { pdfUrl: message }, form: [] });

/** The publication's create/edit modal; a chosen PDF is uploaded first, then the item saved. */
export function PublicacaoEditor({
  publicacao,
  onClose,
  onSaved,
}: EditorProps<{ publicacao: Publicacao | null }>) {
  const { authFetch } = useAdminSession();
  const subprojetos = useAdminQuery("/api/subprojetos?limite=100", SubprojetoListSchema);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);

  async function uploadChosenFile(chosen: File): Promise<string | SaveResult> {
    if (uploaded?.file === chosen) return uploaded.url;
    setUploading(true);
    const upload = await uploadFile(authFetch, chosen);
    setUploading(false);
    if (!upload.ok) return upload.status === 401 ? upload : pdfUrlError(uploadError(upload));
    // CASE: an image renamed to .pdf is stored as an image, which is no PDF.
    if (!isStoredPdfUrl(upload.data.url)) return pdfUrlError(MESSAGES.invalidPdf);
    setUploaded({ file: chosen, url: upload.data.url });
    return upload.data.url;
  }

  const form = useEditorForm({
    initial: () => publicacaoValues(publicacao),
    draft: `publicacoes:${publicacao?.id ?? "novo"}`,
    schema: PublicacaoInputSchema,
    toPayload: (values: PublicacaoFormValues) => publicacaoBody(values),
    fieldKeys: PUBLICACAO_FIELD_KEYS,
    mapDetails: publicacaoDetails,
    send: async (_payload, { values }) => {
      let pdfUrl = values.pdfUrl;
      if (file) {
        const upload = await uploadChosenFile(file);
        if (typeof upload !== "string") return upload;
        pdfUrl = upload;
      }
      const body = publicacaoBody(values, pdfUrl);
      return saveItem(authFetch, "/api/publicacoes", publicacao?.id, body, PublicacaoSchema);
    },
    onSaved,
  });
  const { values, errors, setField, setFieldError } = form;

  function chooseFile(chosen: File | null) {
    setFieldError("pdfUrl", undefined);
    // CASE: the browser's file dialog lets any file through when "all files" is chosen.
    if (chosen && !looksLikePdf(chosen)) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      setFieldError("pdfUrl", MESSAGES.notPdfFile);
      return;
    }
    setFile(chosen);
  }

  const subprojetoFieldId = `${FORM_ID}-subprojetoId`;
  const fileId = `${FORM_ID}-pdfUrl`;
  const fileHintId = `${fileId}-dica`;
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(publicacao, MESSAGES)}
      busyLabel={uploading ? MESSAGES.uploading : EDITOR_MESSAGES.saving}
      hint={EDITOR_MESSAGES.required}
      dirty={file !== null}
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
      <div className="admin-field">
        {values.pdfUrl ? (
          <p>
            {MESSAGES.currentFile}{" "}
            <a href={values.pdfUrl} target="_blank" rel="noopener noreferrer">
              {MESSAGES.viewCurrentFile} <span className="visually-hidden">{MESSAGES.newTab}</span>
            </a>{" "}
            <button type="button" className="btn-link" onClick={() => setField("pdfUrl", "")}>
              {MESSAGES.removeFile}
            </button>
          </p>
        ) : null}
        <label htmlFor={fileId} className="admin-field__label">
          {values.pdfUrl ? MESSAGES.pdfFileReplace : MESSAGES.pdfFile}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          data-field="pdfUrl"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
          {...fieldErrorProps(FORM_ID, "pdfUrl", errors)}
          aria-describedby={
            errors.pdfUrl ? `${fileHintId} ${fieldErrorId(FORM_ID, "pdfUrl")}` : fileHintId
          }
        />
        <p id={fileHintId} className="admin-field__hint">
          {MESSAGES.pdfFileHint}
        </p>
        <p aria-live="polite">
          {file ? MESSAGES.chosenFile(file.name, fileSize(file.size)) : null}
        </p>
        <FieldError id={fieldErrorId(FORM_ID, "pdfUrl")} message={errors.pdfUrl} />
      </div>
    </EditorModal>
  );
}
