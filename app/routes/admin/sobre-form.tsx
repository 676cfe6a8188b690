import { useState } from "react";
import { hasVisibleText } from "#server/content/rich-text.ts";
import { MAX_TITULO, SobreProjetoInputSchema } from "#server/api/sobre-projeto/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { SobreProjetoSchema, type SobreProjeto } from "../../components/admin/api-schemas.ts";
import { EditorModal } from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import {
  defineFields,
  formPayload,
  storedValues,
  type FormValues,
} from "../../components/admin/form-values.ts";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";

const MESSAGES = {
  formTitle: "Editar página Sobre o Projeto",
  sectionsHint:
    "Esta página está organizada em descrição, objetivos e metodologia: os títulos “Objetivos” e “Metodologia” são colocados pela página. Preencha ao menos uma das partes.",
  submit: "Salvar",
} as const;

const FORM_ID = "sobre";

const TITULO_FIELD = {
  kind: "text",
  name: "titulo",
  label: "Título",
  hint: "Se ficar vazio, a página usa o título “Sobre o Projeto”.",
  maxLength: MAX_TITULO,
} as const;

/** One rich text, required; or the three sections, of which one at least is written. */
const WHOLE_FIELDS = defineFields([
  { kind: "rich", name: "conteudo", label: "Conteúdo", required: true },
]);
const SECTION_FIELDS = defineFields([
  { kind: "rich", name: "descricao", label: "Descrição" },
  { kind: "rich", name: "objetivos", label: "Objetivos" },
  { kind: "rich", name: "metodologia", label: "Metodologia" },
]);
const FIELDS = defineFields([TITULO_FIELD, ...WHOLE_FIELDS, ...SECTION_FIELDS]);
type SobreFormValues = FormValues<typeof FIELDS>;

/** Written in sections when the stored record uses them; otherwise one rich text. */
const usesSections = (record: SobreProjeto | null) =>
  !!record &&
  (hasVisibleText(record.descricao) ||
    hasVisibleText(record.objetivos) ||
    hasVisibleText(record.metodologia));

/**
 * The page's editor, prefilled with the stored page (`record` is null until the page is
 * first written); closing it gives the focus back to the Editar button.
 */
export function SobreEditor({
  record,
  onClose,
  onSaved,
}: EditorProps<{ record: SobreProjeto | null }>) {
  const [sections] = useState(() => usesSections(record));
  const texts = sections ? SECTION_FIELDS : WHOLE_FIELDS;
  const form = useEditorForm({
    initial: () => storedValues(FIELDS, record ?? {}),
    draft: "sobre",
    schema: SobreProjetoInputSchema,
    // Only the fields this form shows are sent: every other text field is cleared.
    toPayload: (values: SobreFormValues) => formPayload([TITULO_FIELD, ...texts], values),
    fieldKeys: FIELDS,
    // The "write something" message is keyed `conteudo`; in sections it belongs to the description.
    mapDetails: (details) => {
      if (!sections || !details.conteudo) return details;
      const { conteudo, ...others } = details;
      return { ...others, descricao: others.descricao ?? conteudo };
    },
    send: (payload, { authFetch }) =>
      saveJson(authFetch, "PUT", "/api/sobre-projeto", payload, SobreProjetoSchema),
    onSaved,
  });
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      title={MESSAGES.formTitle}
      submitLabel={MESSAGES.submit}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={[TITULO_FIELD]} />
      {sections ? <p className="admin-field__hint">{MESSAGES.sectionsHint}</p> : null}
      <FormFields form={form} formId={FORM_ID} fields={texts} />
    </EditorModal>
  );
}
