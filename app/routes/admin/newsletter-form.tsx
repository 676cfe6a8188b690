import { NewsletterInputSchema } from "#server/api/newsletters/schema.ts";
import { saveItem } from "../../components/admin/api-client.ts";
import { NewsletterSchema, type Newsletter } from "../../components/admin/api-schemas.ts";
import {
  createOrEditLabels,
  EDITOR_MESSAGES,
  EditorModal,
} from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { PDF_MESSAGES, PdfFileField, usePdfFile } from "../../components/admin/pdf-file-field.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
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
  chooseFile: "Escolha um arquivo PDF.",
  submitCreate: "Criar",
  submitUpdate: "Atualizar",
} as const;

const FORM_ID = "newsletter";
const [TITULO, MES, ANO, DESCRICAO, PDF_LINK] = NEWSLETTER_FORM.fields;
const LINK_MODES: readonly (readonly [LinkMode, string])[] = [
  ["none", MESSAGES.linkNone],
  ["external", MESSAGES.linkExternal],
  ["file", MESSAGES.linkFile],
];

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
  const pdf = usePdfFile();

  const form = useEditorForm({
    initial: () => newsletterValues(newsletter),
    draft: `newsletters:${newsletter?.id ?? "novo"}`,
    schema: NewsletterInputSchema,
    toPayload: (values: NewsletterFormValues) => newsletterBody(values),
    fieldKeys: NEWSLETTER_FIELD_KEYS,
    check: (details, values) => {
      if (values.linkMode !== "file") return details;
      // CASE: "Arquivo PDF" chosen, but there is neither a stored PDF nor a new file.
      if (!pdf.file && !values.pdfUrl) return { ...details, pdfUrl: MESSAGES.chooseFile };
      if (!pdf.file) return details;
      // The stored PDF is about to be replaced: its check does not apply.
      const { pdfUrl: _replaced, ...others } = details;
      return others;
    },
    send: async (_payload, { values }) => {
      const pdfUrl = values.linkMode === "file" ? await pdf.upload(values.pdfUrl) : values.pdfUrl;
      if (typeof pdfUrl !== "string") return pdfUrl;
      const body = newsletterBody(values, pdfUrl);
      return saveItem(authFetch, "/api/newsletters", newsletter?.id, body, NewsletterSchema);
    },
    onSaved,
  });
  const { values, setField, setFieldError } = form;

  function chooseLinkMode(mode: LinkMode) {
    setField("linkMode", mode);
    setFieldError("pdfLink", undefined);
    setFieldError("pdfUrl", undefined);
  }

  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(newsletter, MESSAGES)}
      busyLabel={pdf.uploading ? PDF_MESSAGES.uploading : EDITOR_MESSAGES.saving}
      hint={EDITOR_MESSAGES.required}
      dirty={pdf.file !== null}
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
          <PdfFileField
            formId={FORM_ID}
            form={form}
            pdf={pdf}
            label={MESSAGES.pdfFile}
            required
            currentClassName="admin-newsletters__current"
            chosenClassName="admin-newsletters__file"
          />
        ) : null}
      </fieldset>
    </EditorModal>
  );
}
