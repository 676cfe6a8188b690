import { CARGOS, MembroInputSchema } from "#server/api/equipe/schema.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { MembroSchema, type Membro } from "../../components/admin/api-schemas.ts";
import { EditorModal } from "../../components/admin/editor-modal.tsx";
import { FieldError, fieldErrorId } from "../../components/admin/form-errors.tsx";
import { ImageInput } from "../../components/admin/image-input.tsx";
import { useAdminSession } from "../../components/admin/session.tsx";
import { bindFields, LabelledField } from "../../components/admin/text-field.tsx";
import { useEditorForm } from "../../components/admin/use-editor-form.ts";
import {
  EMPTY_MEMBRO_VALUES,
  MEMBRO_FIELDS,
  membroBody,
  membroValues,
  type MembroFormValues,
} from "./membro-values.ts";

export const MEMBRO_FORM_MESSAGES = {
  createTitle: "Criar Novo Membro",
  editTitle: "Editar Membro",
  nome: "Nome",
  cargo: "Cargo/Grupo",
  chooseCargo: "Selecione o cargo",
  foto: "Foto",
  biografia: "Mini-bio",
  biografiaHint: "Deixe uma linha em branco entre os parágrafos.",
  email: "E-mail",
  lattes: "Lattes",
  submitCreate: "Criar Membro",
  submitUpdate: "Salvar Alterações",
  saveError: "Erro ao salvar membro.",
} as const;

const MESSAGES = MEMBRO_FORM_MESSAGES;
const FORM_ID = "membro";

/** The team member's create/edit modal; a Lattes link that is not one is never sent. */
export function MembroEditor({
  membro,
  onClose,
  onSaved,
}: {
  membro: Membro | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { authFetch } = useAdminSession();
  const form = useEditorForm({
    initial: () => (membro ? membroValues(membro) : EMPTY_MEMBRO_VALUES),
    schema: MembroInputSchema,
    toPayload: membroBody,
    fieldKeys: MEMBRO_FIELDS,
    send: (body) =>
      membro
        ? saveJson(authFetch, "PUT", `/api/equipe/${membro.id}`, body, MembroSchema)
        : saveJson(authFetch, "POST", "/api/equipe", body, MembroSchema),
    saveError: MESSAGES.saveError,
    onSaved,
  });
  const { values, errors, setField } = form;

  const fieldProps = bindFields<keyof MembroFormValues>(FORM_ID, form);
  const hintId = `${FORM_ID}-biografia-dica`;
  const biografiaProps = fieldProps("biografia");

  return (
    <EditorModal
      form={form}
      formId={FORM_ID}
      title={membro ? MESSAGES.editTitle : MESSAGES.createTitle}
      submitLabel={membro ? MESSAGES.submitUpdate : MESSAGES.submitCreate}
      onClose={onClose}
    >
      <LabelledField
        formId={FORM_ID}
        name="nome"
        label={MESSAGES.nome}
        required
        error={errors.nome}
      >
        <input type="text" required {...fieldProps("nome")} />
      </LabelledField>
      <LabelledField
        formId={FORM_ID}
        name="cargo"
        label={MESSAGES.cargo}
        required
        error={errors.cargo}
      >
        <select required {...fieldProps("cargo")}>
          <option value="">{MESSAGES.chooseCargo}</option>
          {CARGOS.map((cargo) => (
            <option key={cargo} value={cargo}>
              {cargo}
            </option>
          ))}
        </select>
      </LabelledField>
      <div className="admin-field">
        <ImageInput
          id={`${FORM_ID}-foto`}
          label={MESSAGES.foto}
          name="foto"
          value={values.foto}
          onChange={(foto) => setField("foto", foto)}
          invalid={!!errors.foto}
          describedBy={errors.foto ? fieldErrorId(FORM_ID, "foto") : undefined}
        />
        <FieldError id={fieldErrorId(FORM_ID, "foto")} message={errors.foto} />
      </div>
      <LabelledField
        formId={FORM_ID}
        name="biografia"
        label={MESSAGES.biografia}
        error={errors.biografia}
      >
        <p id={hintId} className="admin-field__hint">
          {MESSAGES.biografiaHint}
        </p>
        <textarea
          rows={6}
          {...biografiaProps}
          aria-describedby={[hintId, biografiaProps["aria-describedby"]].filter(Boolean).join(" ")}
        />
      </LabelledField>
      <LabelledField formId={FORM_ID} name="email" label={MESSAGES.email} error={errors.email}>
        <input type="email" autoComplete="off" {...fieldProps("email")} />
      </LabelledField>
      <LabelledField formId={FORM_ID} name="lattes" label={MESSAGES.lattes} error={errors.lattes}>
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://lattes.cnpq.br/..."
          {...fieldProps("lattes")}
        />
      </LabelledField>
    </EditorModal>
  );
}
