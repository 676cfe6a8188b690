import { MAX_TITULO, PaginaInputSchema, type PaginaSlug } from "#server/api/paginas/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { PaginaSchema, type Pagina } from "../../components/admin/api-schemas.ts";
import { EditorModal } from "../../components/admin/editor-modal.tsx";
import { RichTextField } from "../../components/admin/rich-text-editor.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";

export const PAGINA_FORM_MESSAGES = {
  formTitle: (titulo: string) => `Editar página ${titulo}`,
  titulo: "Título",
  conteudo: "Conteúdo",
  submit: "Salvar",
} as const;

const MESSAGES = PAGINA_FORM_MESSAGES;
const FORM_ID = "pagina";
const FIELDS = ["titulo", "conteudo"] as const;
type PaginaFormValues = Record<(typeof FIELDS)[number], string>;

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
}: {
  slug: PaginaSlug;
  defaultTitle: string;
  record: Pagina | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { authFetch } = useAdminSession();
  const form = useEditorForm({
    initial: (): PaginaFormValues => ({
      titulo: record?.titulo ?? defaultTitle,
      conteudo: record?.conteudo ?? "",
    }),
    schema: PaginaInputSchema,
    toPayload: (values: PaginaFormValues) => values,
    fieldKeys: FIELDS,
    send: (payload) => saveJson(authFetch, "PUT", `/api/paginas/${slug}`, payload, PaginaSchema),
    onSaved,
  });
  const { values, errors, setField } = form;

  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      title={MESSAGES.formTitle(record?.titulo ?? defaultTitle)}
      submitLabel={MESSAGES.submit}
      onClose={onClose}
    >
      <TextField
        formId={FORM_ID}
        name="titulo"
        label={MESSAGES.titulo}
        required
        maxLength={MAX_TITULO}
        value={values.titulo}
        onChange={(value) => setField("titulo", value)}
        errors={errors}
      />
      <div className="admin-field">
        <RichTextField
          formId={FORM_ID}
          name="conteudo"
          label={MESSAGES.conteudo}
          required
          value={values.conteudo}
          onChange={(html) => setField("conteudo", html)}
          errors={errors}
        />
      </div>
    </EditorModal>
  );
}
