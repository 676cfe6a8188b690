import { MAX_TITULO, PaginaInputSchema, type PaginaSlug } from "#server/api/paginas/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { PaginaSchema, type Pagina } from "../../components/admin/api-schemas.ts";
import { EditorModal } from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { defineFields, type FormValues } from "../../components/admin/form-values.ts";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";

const MESSAGES = {
  formTitle: (titulo: string) => `Editar página ${titulo}`,
  submit: "Salvar",
} as const;

const FORM_ID = "pagina";
const FIELDS = defineFields([
  { kind: "text", name: "titulo", label: "Título", required: true, maxLength: MAX_TITULO },
  { kind: "rich", name: "conteudo", label: "Conteúdo", required: true },
]);
type PaginaFormValues = FormValues<typeof FIELDS>;

/**
 * An institutional page's editor, prefilled with the stored page or, before it is first
 * written, with the page's default title; closing it gives the focus back to Editar.
 */
export function PaginaEditor({
  slug,
  defaultTitle,
  record,
  onClose,
  onSaved,
}: EditorProps<{ slug: PaginaSlug; defaultTitle: string; record: Pagina | null }>) {
  const form = useEditorForm({
    initial: (): PaginaFormValues => ({
      titulo: record?.titulo ?? defaultTitle,
      conteudo: record?.conteudo ?? "",
    }),
    draft: `paginas:${slug}`,
    schema: PaginaInputSchema,
    toPayload: (values: PaginaFormValues) => values,
    fieldKeys: FIELDS,
    send: (payload, { authFetch }) =>
      saveJson(authFetch, "PUT", `/api/paginas/${slug}`, payload, PaginaSchema),
    onSaved,
  });
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      title={MESSAGES.formTitle(record?.titulo ?? defaultTitle)}
      submitLabel={MESSAGES.submit}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={FIELDS} />
    </EditorModal>
  );
}
