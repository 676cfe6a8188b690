import { useState } from "react";
import { hasVisibleText } from "#server/content/rich-text.ts";
import { MAX_TITULO, SobreProjetoInputSchema } from "#server/api/sobre-projeto/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { SobreProjetoSchema, type SobreProjeto } from "../../components/admin/api-schemas.ts";
import { EditorModal } from "../../components/admin/editor-modal.tsx";
import { RichTextField } from "../../components/admin/rich-text-editor.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { TextField } from "../../components/admin/text-field.tsx";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";

export const SOBRE_FORM_MESSAGES = {
  formTitle: "Editar página Sobre o Projeto",
  titulo: "Título",
  tituloHint: "Se ficar vazio, a página usa o título “Sobre o Projeto”.",
  conteudo: "Conteúdo",
  descricao: "Descrição",
  objetivos: "Objetivos",
  metodologia: "Metodologia",
  sectionsHint:
    "Esta página está organizada em descrição, objetivos e metodologia: os títulos “Objetivos” e “Metodologia” são colocados pela página. Preencha ao menos uma das partes.",
  submit: "Salvar",
} as const;

const MESSAGES = SOBRE_FORM_MESSAGES;
const FORM_ID = "sobre";
const TEXT_FIELDS = ["conteudo", "descricao", "objetivos", "metodologia"] as const;
const FIELDS = ["titulo", ...TEXT_FIELDS] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type SobreFormValues = Record<(typeof FIELDS)[number], string>;

/** Written in sections when the stored record uses them; otherwise one rich text. */
const usesSections = (record: SobreProjeto | null) =>
  !!record &&
  (hasVisibleText(record.descricao) ||
    hasVisibleText(record.objetivos) ||
    hasVisibleText(record.metodologia));

function sobreValues(record: SobreProjeto | null): SobreFormValues {
  return {
    titulo: record?.titulo ?? "",
    conteudo: record?.conteudo ?? "",
    descricao: record?.descricao ?? "",
    objetivos: record?.objetivos ?? "",
    metodologia: record?.metodologia ?? "",
  };
}

/**
 * The page's editor, prefilled with the stored page (`record` is null until the page is
 * first written); closing it gives the focus back to the Editar button.
 */
export function SobreEditor({
  record,
  onClose,
  onSaved,
}: {
  record: SobreProjeto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { authFetch } = useAdminSession();
  const [sections] = useState(() => usesSections(record));
  const form = useEditorForm({
    initial: () => sobreValues(record),
    schema: SobreProjetoInputSchema,
    // Only the fields this form shows are sent: every other text field is cleared.
    toPayload: (values: SobreFormValues) =>
      sections
        ? {
            titulo: values.titulo,
            descricao: values.descricao,
            objetivos: values.objetivos,
            metodologia: values.metodologia,
          }
        : { titulo: values.titulo, conteudo: values.conteudo },
    fieldKeys: FIELDS,
    // The "write something" message is keyed `conteudo`; in sections it belongs to the description.
    mapDetails: (details) => {
      if (!sections || !details.conteudo) return details;
      const { conteudo, ...others } = details;
      return { ...others, descricao: others.descricao ?? conteudo };
    },
    send: (payload) =>
      saveJson(authFetch, "PUT", "/api/sobre-projeto", payload, SobreProjetoSchema),
    onSaved,
  });
  const { values, errors, setField } = form;

  const editor = (field: TextFieldName, label: string) => (
    <div className="admin-field">
      <RichTextField
        formId={FORM_ID}
        name={field}
        label={label}
        required={!sections}
        value={values[field]}
        onChange={(html) => setField(field, html)}
        errors={errors}
      />
    </div>
  );

  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      title={MESSAGES.formTitle}
      submitLabel={MESSAGES.submit}
      onClose={onClose}
    >
      <TextField
        formId={FORM_ID}
        name="titulo"
        label={MESSAGES.titulo}
        hint={MESSAGES.tituloHint}
        maxLength={MAX_TITULO}
        value={values.titulo}
        onChange={(value) => setField("titulo", value)}
        errors={errors}
      />
      {sections ? (
        <>
          <p className="admin-field__hint">{MESSAGES.sectionsHint}</p>
          {editor("descricao", MESSAGES.descricao)}
          {editor("objetivos", MESSAGES.objetivos)}
          {editor("metodologia", MESSAGES.metodologia)}
        </>
      ) : (
        editor("conteudo", MESSAGES.conteudo)
      )}
    </EditorModal>
  );
}
