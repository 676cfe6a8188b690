import { useRef, useState } from "react";
import { isStoredPdfUrl } from "#server/api/newsletters/schema.ts";
import { uploadFile, type ApiFailure } from "./api-client.ts";
import { FieldError, fieldErrorId, fieldErrorProps, type FieldErrors } from "./form-errors.tsx";
import { useAdminSession } from "./session.tsx";
import type { SaveResult } from "./use-editor-form.ts";

export const PDF_MESSAGES = {
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

const FILE_SIZE = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** A file's size as editors read it: "120 KB", "2,5 MB". */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${FILE_SIZE.format(Math.max(bytes / 1024, 0.1))} KB`;
  return `${FILE_SIZE.format(bytes / (1024 * 1024))} MB`;
}

const looksLikePdf = (file: File) =>
  file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");

/** Why the API refused an upload, said in terms of the chosen file. */
function uploadError(failure: ApiFailure): string {
  if (failure.status === 413) return PDF_MESSAGES.tooLarge;
  if (failure.status === 415) return PDF_MESSAGES.invalidPdf;
  return PDF_MESSAGES.uploadFailed(failure.error);
}

const pdfUrlError = (message: string): SaveResult => ({ fields: { pdfUrl: message }, form: [] });

/**
 * The PDF an editor chose for its item's `pdfUrl`: uploaded when the item is saved, and
 * an upload that worked is reused when the save is tried again.
 */
export function usePdfFile() {
  const { authFetch } = useAdminSession();
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);

  /** The address the item is saved with (the chosen file's, or else `stored`), or why the save stops. */
  async function upload(stored: string): Promise<string | SaveResult> {
    if (!file) return stored;
    if (uploaded?.file === file) return uploaded.url;
    setUploading(true);
    const result = await uploadFile(authFetch, file);
    setUploading(false);
    if (!result.ok) return result.status === 401 ? result : pdfUrlError(uploadError(result));
    // CASE: an image renamed to .pdf is stored as an image, which is no PDF.
    if (!isStoredPdfUrl(result.data.url)) return pdfUrlError(PDF_MESSAGES.invalidPdf);
    setUploaded({ file, url: result.data.url });
    return result.data.url;
  }

  return { file, setFile, uploading, upload };
}

type PdfFileFieldProps = {
  formId: string;
  form: {
    values: { pdfUrl: string };
    errors: FieldErrors;
    setFieldError: (field: string, message: string | undefined) => void;
  };
  pdf: ReturnType<typeof usePdfFile>;
  /** The label while no PDF is stored. */
  label: string;
  /** Whether a PDF must be chosen when none is stored. */
  required?: boolean;
  /** Offered beside the stored PDF's link when the item may go without one. */
  onRemove?: () => void;
  currentClassName?: string;
  chosenClassName?: string;
};

/** The field of an item's PDF: a link to the stored one, and the file input to choose another. */
export function PdfFileField({
  formId,
  form: { values, errors, setFieldError },
  pdf,
  label,
  required = false,
  onRemove,
  currentClassName,
  chosenClassName,
}: PdfFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  function chooseFile(chosen: File | null) {
    setFieldError("pdfUrl", undefined);
    // CASE: the browser's file dialog lets any file through when "all files" is chosen.
    if (chosen && !looksLikePdf(chosen)) {
      pdf.setFile(null);
      if (input.current) input.current.value = "";
      setFieldError("pdfUrl", PDF_MESSAGES.notPdfFile);
      return;
    }
    pdf.setFile(chosen);
  }

  const fileId = `${formId}-pdfUrl`;
  const fileHintId = `${fileId}-dica`;
  return (
    <div className="admin-field">
      {values.pdfUrl ? (
        <p className={currentClassName}>
          {PDF_MESSAGES.currentFile}{" "}
          <a href={values.pdfUrl} target="_blank" rel="noopener noreferrer">
            {PDF_MESSAGES.viewCurrentFile}{" "}
            <span className="visually-hidden">{PDF_MESSAGES.newTab}</span>
          </a>
          {onRemove ? (
            <>
              {" "}
              <button type="button" className="btn-link" onClick={onRemove}>
                {PDF_MESSAGES.removeFile}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      <label htmlFor={fileId} className="admin-field__label">
        {values.pdfUrl ? PDF_MESSAGES.pdfFileReplace : label}
        {required && !values.pdfUrl ? <span aria-hidden="true">*</span> : null}
      </label>
      <input
        ref={input}
        id={fileId}
        data-field="pdfUrl"
        type="file"
        accept="application/pdf,.pdf"
        required={required && !values.pdfUrl}
        onChange={(event) => chooseFile(event.currentTarget.files?.[0] ?? null)}
        {...fieldErrorProps(formId, "pdfUrl", errors)}
        aria-describedby={
          errors.pdfUrl ? `${fileHintId} ${fieldErrorId(formId, "pdfUrl")}` : fileHintId
        }
      />
      <p id={fileHintId} className="admin-field__hint">
        {PDF_MESSAGES.pdfFileHint}
      </p>
      <p className={chosenClassName} aria-live="polite">
        {pdf.file ? PDF_MESSAGES.chosenFile(pdf.file.name, fileSize(pdf.file.size)) : null}
      </p>
      <FieldError id={fieldErrorId(formId, "pdfUrl")} message={errors.pdfUrl} />
    </div>
  );
}
