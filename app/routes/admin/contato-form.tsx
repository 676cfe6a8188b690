import {
  ContatoInstitucionalInputSchema,
  MAX_EMAIL,
  MAX_TELEFONE,
  MAX_WHATSAPP,
  REDE_SOCIAL_TIPOS,
} from "#server/api/contato-institucional/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import {
  ContatoInstitucionalSchema,
  type ContatoInstitucional,
} from "../../components/admin/api-schemas.ts";
import { EditorModal } from "../../components/admin/editor-modal.tsx";
import { FormFields } from "../../components/admin/form-fields.tsx";
import { defineFields, type FieldSpec } from "../../components/admin/form-values.ts";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import type { Canal } from "../../utils/contato-links.ts";

export const CONTATO_FORM_MESSAGES = {
  channelNames: { email: "e-mail", telefone: "telefone", whatsapp: "WhatsApp" },
  editChannelTitle: (name: string) => `Editar ${name}`,
  addRede: "Adicionar Rede Social",
  editRedeTitle: "Editar Rede Social",
  required: "Todos os campos são obrigatórios.",
  save: "Salvar",
  add: "Adicionar",
} as const;

const MESSAGES = CONTATO_FORM_MESSAGES;

const channelField = (type: "email" | "tel", maxLength: number) =>
  ({
    kind: "text",
    name: "valor",
    label: "Novo valor",
    required: true,
    type,
    autoComplete: type,
    maxLength,
  }) as const satisfies FieldSpec;

const CHANNEL_FIELD: Record<Canal, FieldSpec<"valor">> = {
  email: channelField("email", MAX_EMAIL),
  telefone: channelField("tel", MAX_TELEFONE),
  whatsapp: channelField("tel", MAX_WHATSAPP),
};

const REDE_FIELDS = defineFields([
  {
    kind: "select",
    name: "tipo",
    label: "Tipo",
    required: true,
    emptyOption: { label: "Selecione o tipo" },
    options: REDE_SOCIAL_TIPOS.map((tipo) => [tipo, tipo] as const),
  },
  {
    kind: "text",
    name: "url",
    label: "URL da Rede Social",
    hint: "Começa com http:// ou https://.",
    type: "url",
    inputMode: "url",
    required: true,
  },
]);

/**
 * The API keys its messages by the whole record's paths (`email`, `redes.2.url`); a form
 * that edits one part shows them beside its own fields.
 */
const renameDetails =
  (keys: Record<string, string>) =>
  (details: Record<string, string>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(details).map(([key, message]) => [keys[key] ?? key, message]),
    );

type EditorProps<Saved> = {
  contato: ContatoInstitucional;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
};

/** Both editors send the whole contact data, as the API replaces it all. */
function useContatoForm<Values extends Record<string, string>>(
  initial: () => Values,
  toPayload: (values: Values) => unknown,
  fieldKeys: readonly string[],
  keys: Record<string, string>,
  onSaved: () => void,
  draft: string,
) {
  return useEditorForm({
    initial,
    draft,
    schema: ContatoInstitucionalInputSchema,
    toPayload,
    fieldKeys,
    mapDetails: renameDetails(keys),
    send: (payload, { authFetch }) =>
      saveJson(authFetch, "PUT", "/api/contato-institucional", payload, ContatoInstitucionalSchema),
    onSaved,
  });
}

const CHANNEL_FORM_ID = "contato-canal";

/** The single-value editor of the e-mail, the phone or the WhatsApp number. */
export function ChannelEditor({
  channel,
  contato,
  onClose,
  onSaved,
}: EditorProps<void> & { channel: Canal }) {
  const form = useContatoForm(
    () => ({ valor: contato[channel] }),
    ({ valor }) => ({ ...contato, [channel]: valor }),
    ["valor"],
    { [channel]: "valor" },
    onSaved,
    `contato:${channel}`,
  );
  return (
    <EditorModal
      form={form}
      formId={CHANNEL_FORM_ID}
      title={MESSAGES.editChannelTitle(MESSAGES.channelNames[channel])}
      submitLabel={MESSAGES.save}
      onClose={onClose}
    >
      <FormFields form={form} formId={CHANNEL_FORM_ID} fields={[CHANNEL_FIELD[channel]]} />
    </EditorModal>
  );
}

const REDE_FORM_ID = "contato-rede";

/** The social-network form, Tipo and URL: adds a network (index null) or changes one. */
export function RedeEditor({
  index,
  contato,
  onClose,
  onSaved,
}: EditorProps<boolean> & { index: number | null }) {
  const position = index ?? contato.redes.length;
  const form = useContatoForm(
    () => {
      const rede = index === null ? undefined : contato.redes[index];
      return { tipo: rede?.tipo ?? "", url: rede?.url ?? "" };
    },
    (values) => ({
      ...contato,
      redes:
        index === null
          ? [...contato.redes, values]
          : contato.redes.map((rede, current) => (current === index ? values : rede)),
    }),
    ["tipo", "url"],
    { [`redes.${position}.tipo`]: "tipo", [`redes.${position}.url`]: "url" },
    () => onSaved(index === null),
    `contato:redes:${index ?? "nova"}`,
  );
  return (
    <EditorModal
      form={form}
      formId={REDE_FORM_ID}
      title={index === null ? MESSAGES.addRede : MESSAGES.editRedeTitle}
      submitLabel={index === null ? MESSAGES.add : MESSAGES.save}
      hint={MESSAGES.required}
      onClose={onClose}
    >
      <FormFields form={form} formId={REDE_FORM_ID} fields={REDE_FIELDS} />
    </EditorModal>
  );
}
