import { useRef, useState } from "react";
import { CARGOS, MembroInputSchema } from "#server/api/equipe/schema.ts";
import type { Membro } from "#server/api/equipe/service.ts";
import type { Route } from "./+types/equipe.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { saveJson } from "../../components/admin/api-client.ts";
import { confirmAction } from "../../components/admin/confirm.ts";
import {
  ErrorSummary,
  errorsFromFailure,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
  focusFirstInvalid,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import { ImageInput } from "../../components/admin/image-input.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { useAdminList } from "../../components/admin/use-admin-list.ts";
import { toMemberCard } from "../../components/equipe/member-card-data.ts";
import { MemberGrid } from "../../components/equipe/member-card.tsx";
import { equipe as equipeTexts } from "../../i18n/messages/equipe.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/equipe.css?url";
import {
  EMPTY_MEMBRO_VALUES,
  MEMBRO_FIELDS,
  membroBody,
  MembroListSchema,
  MembroSchema,
  membroValues,
  type MembroFormValues,
} from "./equipe-form.ts";

const MESSAGES = {
  title: "Equipe",
  create: "Criar Novo Membro",
  edit: "Editar",
  remove: "Excluir",
  loading: "Carregando...",
  loadFailed: "Não foi possível carregar a equipe.",
  retry: "Tentar novamente",
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
  saving: "Salvando...",
  created: "Membro criado!",
  updated: "Membro atualizado!",
  deleted: "Membro excluído!",
  saveError: "Erro ao salvar membro.",
  deleteError: "Erro ao excluir membro.",
  confirmDelete: "Tem certeza que deseja excluir?",
} as const;

const FORM_ID = "membro";
const TEXTS = equipeTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export const headers = adminHeaders;

/** The open editor: a new member, or the one being edited. */
type Editing = { key: number; membro: Membro | null };

/** /admin/equipe: the public team page with its editor. */
export default function AdminEquipe() {
  const { authFetch, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const list = useAdminList("/api/equipe", MembroListSchema);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const openEditor = (membro: Membro | null) =>
    setEditing((current) => ({ key: (current?.key ?? 0) + 1, membro }));

  async function remove(id: number) {
    if (!confirmAction(MESSAGES.confirmDelete)) return;
    setDeleting(id);
    const result = await saveJson(authFetch, "DELETE", `/api/equipe/${id}`);
    setDeleting(null);
    if (result.status === 401) {
      handleUnauthorized();
      return;
    }
    if (result.ok) toast.show(MESSAGES.deleted);
    else toast.show(MESSAGES.deleteError, { kind: "error" });
    // The card and its buttons are gone: the focus goes to a control that stays.
    createButton.current?.focus();
    await list.reload();
  }

  const items = list.items;
  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container admin-listing">
        <h1>{TEXTS["equipe.title"]}</h1>
        <p className="page__intro">{TEXTS["equipe.intro"]}</p>
        <div className="admin-listing__actions">
          <button
            ref={createButton}
            type="button"
            className="admin-button"
            onClick={() => openEditor(null)}
          >
            {MESSAGES.create}
          </button>
        </div>
        {list.error ? (
          <div role="alert" className="error-summary">
            <p>
              {MESSAGES.loadFailed} {list.error}
            </p>
            <button type="button" className="admin-button" onClick={() => void list.reload()}>
              {MESSAGES.retry}
            </button>
          </div>
        ) : null}
        {items === null ? (
          list.error ? null : (
            <p role="status" className="admin-listing__status">
              {MESSAGES.loading}
            </p>
          )
        ) : items.length === 0 ? (
          <p className="equipe__empty">{TEXTS["equipe.empty"]}</p>
        ) : (
          <MemberGrid
            membros={items.map(toMemberCard)}
            actions={(card) => (
              <>
                <button
                  type="button"
                  className="admin-button admin-button--secondary"
                  onClick={() => openEditor(items.find((item) => item.id === card.id) ?? null)}
                >
                  {MESSAGES.edit}
                  <span className="visually-hidden"> {card.nome}</span>
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--danger"
                  disabled={deleting === card.id}
                  onClick={() => void remove(card.id)}
                >
                  {MESSAGES.remove}
                  <span className="visually-hidden"> {card.nome}</span>
                </button>
              </>
            )}
          />
        )}
        {editing ? (
          <MembroEditor
            key={editing.key}
            membro={editing.membro}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              toast.show(message);
              void list.reload();
            }}
          />
        ) : null}
      </div>
    </PortugueseTexts>
  );
}

/**
 * The create/edit modal. It is mounted for one editing session: closing unmounts it,
 * which resets the form and gives the focus back to the button that opened it.
 */
function MembroEditor({
  membro,
  onClose,
  onSaved,
}: {
  membro: Membro | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { authFetch } = useAdminSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<MembroFormValues>(() =>
    membro ? membroValues(membro) : EMPTY_MEMBRO_VALUES,
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);
  const dirty = MEMBRO_FIELDS.some((field) => values[field] !== initial[field]);

  function update(field: keyof MembroFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes away as soon as the editor starts fixing it.
    if (errors.fields[field]) {
      setErrors(({ fields: { [field]: _fixed, ...others }, form }) => ({ fields: others, form }));
    }
  }

  function showErrors(next: FormErrors) {
    setErrors(next);
    focusFirstInvalid(formRef.current, next.fields);
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const body = membroBody(values);
    // CASE: a Lattes link that is not one. Nothing is sent until it is fixed.
    const input = validateWith(MembroInputSchema, body);
    if (!input.success) {
      showErrors(splitErrorDetails(input.details, MEMBRO_FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setSessionExpired(false);
    setSaving(true);
    const result = membro
      ? await saveJson(authFetch, "PUT", `/api/equipe/${membro.id}`, body, MembroSchema)
      : await saveJson(authFetch, "POST", "/api/equipe", body, MembroSchema);
    setSaving(false);
    if (result.ok) {
      onSaved(membro ? MESSAGES.updated : MESSAGES.created);
      return;
    }
    // Every failure below keeps what was typed on screen.
    if (result.status === 401) {
      setSessionExpired(true);
      return;
    }
    showErrors(errorsFromFailure(result, MEMBRO_FIELDS));
  }

  const fieldProps = (field: keyof MembroFormValues) => ({
    id: `${FORM_ID}-${field}`,
    name: field,
    value: values[field],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => update(field, event.currentTarget.value),
    ...fieldErrorProps(FORM_ID, field, errors.fields),
  });
  const hintId = `${FORM_ID}-biografia-dica`;
  const biografiaProps = fieldProps("biografia");

  return (
    <Modal
      open
      title={membro ? MESSAGES.editTitle : MESSAGES.createTitle}
      onClose={onClose}
      dirty={dirty}
    >
      {sessionExpired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={errors.form} title={MESSAGES.saveError} />
      <form
        id={FORM_ID}
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={saving}
        onSubmit={handleSubmit}
      >
        <Field field="nome" label={MESSAGES.nome} required errors={errors}>
          <input type="text" required {...fieldProps("nome")} />
        </Field>
        <Field field="cargo" label={MESSAGES.cargo} required errors={errors}>
          <select required {...fieldProps("cargo")}>
            <option value="">{MESSAGES.chooseCargo}</option>
            {CARGOS.map((cargo) => (
              <option key={cargo} value={cargo}>
                {cargo}
              </option>
            ))}
          </select>
        </Field>
        <div className="admin-field">
          <ImageInput
            id={`${FORM_ID}-foto`}
            label={MESSAGES.foto}
            name="foto"
            value={values.foto}
            onChange={(foto) => update("foto", foto)}
            invalid={!!errors.fields.foto}
            describedBy={errors.fields.foto ? fieldErrorId(FORM_ID, "foto") : undefined}
          />
          <FieldError id={fieldErrorId(FORM_ID, "foto")} message={errors.fields.foto} />
        </div>
        <Field field="biografia" label={MESSAGES.biografia} errors={errors}>
          <p id={hintId} className="admin-field__hint">
            {MESSAGES.biografiaHint}
          </p>
          <textarea
            rows={6}
            {...biografiaProps}
            aria-describedby={[hintId, biografiaProps["aria-describedby"]]
              .filter(Boolean)
              .join(" ")}
          />
        </Field>
        <Field field="email" label={MESSAGES.email} errors={errors}>
          <input type="email" autoComplete="off" {...fieldProps("email")} />
        </Field>
        <Field field="lattes" label={MESSAGES.lattes} errors={errors}>
          <input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://lattes.cnpq.br/..."
            {...fieldProps("lattes")}
          />
        </Field>
        <div className="modal__actions">
          <ModalCancelButton />
          {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
          <button type="submit" className="admin-button" aria-disabled={saving || undefined}>
            {saving ? MESSAGES.saving : membro ? MESSAGES.submitUpdate : MESSAGES.submitCreate}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled field with its message beside it; a required field's label ends with *. */
function Field({
  field,
  label,
  required = false,
  errors,
  children,
}: {
  field: keyof MembroFormValues;
  label: string;
  required?: boolean;
  errors: FormErrors;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={`${FORM_ID}-${field}`} className="admin-field__label">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {children}
      <FieldError id={fieldErrorId(FORM_ID, field)} message={errors.fields[field]} />
    </div>
  );
}
