import { useRef, useState } from "react";
import { isStoredPdfUrl, NewsletterInputSchema } from "#server/api/newsletters/schema.ts";
import { saveItem, uploadFile, type ApiFailure } from "../../components/admin/api-client.ts";
import { NewsletterSchema, type Newsletter } from "../../components/admin/api-schemas.ts";
import {
  createOrEditLabels,
  EDITOR_MESSAGES,
  EditorModal,
} from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { FieldError, fieldErrorId, fieldErrorProps } from "../../components/admin/form-errors.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import {
  type EditorProps,
  useEditorForm,
  type SaveResult,
} from "../../components/admin/use-editor-form.ts";
import {
  fileSize,
  looksLikePdf,
  NEWSLETTER_FIELD_KEYS,
  NEWSLETTER_FORM,
  newsletterBody,
  newsletterValues,
  type LinkMode,
  type NewsletterFormValues,
} from "./newsletter-values.ts";

const MESSAGES = {
  createTitle: "Nova Newsletter",
  editTitle: "Editar Newsletter",
  linkLegend: "Link da newsletter",
  linkNone: "Nenhum por enquanto (a página mostra “Link em breve”)",
  linkExternal: "Link externo",
  linkFile: "Arquivo PDF",
  pdfFile: "Escolher arquivo PDF",
  pdfFileReplace: "Substituir por outro arquivo PDF",
  pdfFileHint: "Arquivo PDF de até 20 MB.",
  currentFile: "PDF atual:",
  viewCurrentFile: "Visualizar PDF",
  newTab: "(abre em nova aba)",
  chosenFile: (name: string, size: string) => `Arquivo escolhido: ${name} (${size})`,
  chooseFile: "Escolha um arquivo PDF.",
  notPdfFile: "O arquivo escolhido não é um PDF. Escolha um arquivo PDF.",
  invalidPdf:
    "O arquivo escolhido não é um PDF válido e não foi enviado. Escolha outro arquivo PDF.",
  tooLarge:
    "O arquivo escolhido passa do limite de 20 MB e não foi enviado. Escolha um arquivo menor.",
  uploadFailed: (error: string) => `O PDF não foi enviado: ${error}`,
  submitCreate: "Criar",
  submitUpdate: "Atualizar",
  uploading: "Enviando PDF...",
} as const;

const FORM_ID = "newsletter";
const [TITULO, MES, ANO, DESCRICAO, PDF_LINK] = NEWSLETTER_FORM.fields;
const LINK_MODES: readonly (readonly [LinkMode, string])[] = [
  ["none", MESSAGES.linkNone],
  ["external", MESSAGES.linkExternal],
  ["file", MESSAGES.linkFile],
];

/** Why the API refused an upload, said in terms of the chosen file. */
function uploadError(failure: ApiFailure): string {
  if (failure.status === 413) return MESSAGES.tooLarge;
  if (failure.status === 415) return MESSAGES.invalidPdf;
  return MESSAGES.uploadFailed(failure.error);
}

const pdfUrlError = (message: string): SaveResult => ({ fields: { pdfUrl: message }, form: [] });

/**
 * The edition's create/edit modal. A chosen PDF is uploaded first, then the edition is
 * saved with its address; an upload that worked is reused when the save is tried again.
 */
export function NewsletterEditor({
  newsletter,
  onClose,
  onSaved,
}: EditorProps<{ newsletter: Newsletter | null }>) {
  const { authFetch } = useAdminSession();
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
    // CASE: an image renamed to .pdf is stored as an image, which is no edition.
    if (!isStoredPdfUrl(upload.data.url)) return pdfUrlError(MESSAGES.invalidPdf);
    setUploaded({ file: chosen, url: upload.data.url });
    return upload.data.url;
  }

  const form = useEditorForm({
    initial: () => newsletterValues(newsletter),
    draft: `newsletters:${newsletter?.id ?? "novo"}`,
    schema: NewsletterInputSchema,
    toPayload: (values: NewsletterFormValues) => newsletterBody(values),
    fieldKeys: NEWSLETTER_FIELD_KEYS,
    check: (details, values) => {
      if (values.linkMode !== "file") return details;
      // CASE: "Arquivo PDF" chosen, but there is neither a stored PDF nor a new file.
      if (!file && !values.pdfUrl) return { ...details, pdfUrl: MESSAGES.chooseFile };
      if (!file) return details;
      // The stored PDF is about to be replaced: its check does not apply.
      const { pdfUrl: _replaced, ...others } = details;
      return others;
    },
    send: async (_payload, { values }) => {
      let pdfUrl = values.pdfUrl;
      if (values.linkMode === "file" && file) {
        const upload = await uploadChosenFile(file);
        if (typeof upload !== "string") return upload;
        pdfUrl = upload;
      }
      const body = newsletterBody(values, pdfUrl);
      return saveItem(authFetch, "/api/newsletters", newsletter?.id, body, NewsletterSchema);
    },
    onSaved,
  });
  const { values, errors, setField, setFieldError } = form;

  function chooseLinkMode(mode: LinkMode) {
    setField("linkMode", mode);
    setFieldError("pdfLink", undefined);
    setFieldError("pdfUrl", undefined);
  }

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

  const fileId = `${FORM_ID}-pdfUrl`;
  const fileHintId = `${fileId}-dica`;
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(newsletter, MESSAGES)}
      busyLabel={uploading ? MESSAGES.uploading : EDITOR_MESSAGES.saving}
      hint={EDITOR_MESSAGES.required}
      dirty={file !== null}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={[TITULO]} />
      <div className="admin-newsletters__period">
        <FormFields form={form} formId={FORM_ID} fields={[MES, ANO]} />
      </div>
      <FormFields form={form} formId={FORM_ID} fields={[DESCRICAO]} />
      <fieldset className="admin-newsletters__link">
        <legend className="admin-field__label">{MESSAGES.linkLegend}</legend>
        {LINK_MODES.map(([mode, label]) => (
          <label key={mode} className="admin-newsletters__choice">
            <input
              type="radio"
              name="linkMode"
              value={mode}
              checked={values.linkMode === mode}
              onChange={() => chooseLinkMode(mode)}
            />
            {label}
          </label>
        ))}
        {values.linkMode === "external" ? (
          <FormFields form={form} formId={FORM_ID} fields={[PDF_LINK]} />
        ) : null}
        {values.linkMode === "file" ? (
          <div className="admin-field">
            {values.pdfUrl ? (
              <p className="admin-newsletters__current">
                {MESSAGES.currentFile}{" "}
                <a href={values.pdfUrl} target="_blank" rel="noopener noreferrer">
                  {MESSAGES.viewCurrentFile}{" "}
                  <span className="visually-hidden">{MESSAGES.newTab}</span>
                </a>
              </p>
            ) : null}
            <label htmlFor={fileId} className="admin-field__label">
              {values.pdfUrl ? MESSAGES.pdfFileReplace : MESSAGES.pdfFile}
              {values.pdfUrl ? null : <span aria-hidden="true">*</span>}
            </label>
            <input
              ref={fileInput}
              id={fileId}
              data-field="pdfUrl"
              type="file"
              accept="application/pdf,.pdf"
              required={!values.pdfUrl}
              onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
              {...fieldErrorProps(FORM_ID, "pdfUrl", errors)}
              aria-describedby={
                errors.pdfUrl ? `${fileHintId} ${fieldErrorId(FORM_ID, "pdfUrl")}` : fileHintId
              }
            />
            <p id={fileHintId} className="admin-field__hint">
              {MESSAGES.pdfFileHint}
            </p>
            <p className="admin-newsletters__file" aria-live="polite">
              {file ? MESSAGES.chosenFile(file.name, fileSize(file.size)) : null}
            </p>
            <FieldError id={fieldErrorId(FORM_ID, "pdfUrl")} message={errors.pdfUrl} />
          </div>
        ) : null}
      </fieldset>
    </EditorModal>
  );
}
