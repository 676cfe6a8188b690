import { FAKE_NEWS_STATUS, FAKE_NEWS_STATUS_LABELS } from "#server/api/fake-news/schema.ts";
import {
  ROTULO_DEFINICAO_MAX,
  ROTULO_ICONES,
  ROTULO_NOME_MAX,
  ROTULO_SLUG_MAX,
  RotuloInputSchema,
  RotuloSchema,
  RotuloUpdateSchema,
  type Rotulo,
  type RotuloIcone,
} from "#server/api/rotulos/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { createOrEditLabels, EditorModal } from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { defineForm, type FormValues } from "../../components/admin/form-values.ts";
import { type EditorProps, useEditorForm } from "../../components/admin/use-editor-form.ts";

const MESSAGES = {
  createTitle: "Novo rótulo",
  editTitle: "Editar rótulo",
  submitCreate: "Criar rótulo",
  submitUpdate: "Salvar rótulo",
  saveError: "Não foi possível salvar o rótulo:",
} as const;

const ICONE_LABELS: Record<RotuloIcone, string> = {
  visto: "Visto (✓)",
  xis: "Xis (✗)",
  alerta: "Alerta (!)",
  interrogacao: "Interrogação (?)",
  relogio: "Relógio",
};

const SLUG_FIELD = {
  kind: "text",
  name: "slug",
  label: "Endereço",
  required: true,
  maxLength: ROTULO_SLUG_MAX,
  autoComplete: "off",
  placeholder: "fora-de-contexto",
  hint: "Letras minúsculas sem acento, números e hífens. Não muda depois de criado: as checagens guardam o rótulo por ele.",
} as const;

/** A rating's fields after its slug, in the form's order. */
const FIELDS = [
  {
    kind: "text",
    name: "nome",
    label: "Nome",
    required: true,
    maxLength: ROTULO_NOME_MAX,
    hint: "Em português. Um rótulo da escala padrão com o nome de fábrica aparece traduzido nas outras línguas; com outro nome, aparece como escrito.",
  },
  {
    kind: "select",
    name: "status",
    label: "Status",
    required: true,
    hint: "O status da especificação a que o rótulo pertence: as checagens com este rótulo têm este status.",
    emptyOption: { label: "Selecione o status", disabled: true },
    options: FAKE_NEWS_STATUS.map((status) => [status, FAKE_NEWS_STATUS_LABELS[status]] as const),
  },
  {
    kind: "select",
    name: "icone",
    label: "Ícone",
    required: true,
    emptyOption: { label: "Selecione o ícone", disabled: true },
    options: ROTULO_ICONES.map((icone) => [icone, ICONE_LABELS[icone]] as const),
  },
  {
    kind: "text",
    name: "cor",
    label: "Cor",
    required: true,
    maxLength: 7,
    autoComplete: "off",
    placeholder: "#C62828",
    hint: "No formato #RRGGBB. Pinta a faixa do cartão de compartilhamento; nas páginas, o selo usa as cores do status.",
  },
  {
    kind: "textarea",
    name: "definicao",
    label: "Definição",
    required: true,
    rows: 4,
    maxLength: ROTULO_DEFINICAO_MAX,
    hint: "O que o rótulo quer dizer, como a página Metodologia mostra.",
    count: {
      text: (count: number) => `${count}/${ROTULO_DEFINICAO_MAX}`,
      full: `Limite de ${ROTULO_DEFINICAO_MAX} caracteres atingido.`,
    },
  },
] as const;

/** A new rating's form: its slug first; a stored rating's slug never changes. */
const CREATE_FORM = defineForm([SLUG_FIELD, ...FIELDS]);
const EDIT_FORM = defineForm(FIELDS);

type RotuloValues = FormValues<typeof CREATE_FORM.fields>;

const FORM_ID = "rotulo";

/**
 * The rating's create/edit modal. The API's refusals (a slug in use, a status change of
 * a rating fact-checks use) land beside their fields, and what was typed stays.
 */
export function RotuloEditor({ rotulo, onClose, onSaved }: EditorProps<{ rotulo: Rotulo | null }>) {
  const spec = rotulo ? EDIT_FORM : CREATE_FORM;
  const form = useEditorForm({
    initial: (): RotuloValues => (rotulo ? CREATE_FORM.stored(rotulo) : CREATE_FORM.empty()),
    draft: `rotulos:${rotulo?.slug ?? "novo"}`,
    schema: rotulo ? RotuloUpdateSchema : RotuloInputSchema,
    toPayload: (values: RotuloValues) =>
      rotulo ? EDIT_FORM.payload(values) : CREATE_FORM.payload(values),
    fieldKeys: spec.fields,
    send: (body, { authFetch }) =>
      rotulo
        ? saveJson(authFetch, "PUT", `/api/rotulos/${rotulo.slug}`, body, RotuloSchema)
        : saveJson(authFetch, "POST", "/api/rotulos", body, RotuloSchema),
    saveError: MESSAGES.saveError,
    onSaved,
  });
  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      {...createOrEditLabels(rotulo, MESSAGES)}
      onClose={onClose}
    >
      <FormFields form={form} formId={FORM_ID} fields={spec.fields} />
    </EditorModal>
  );
}
