import { useRef, useState } from "react";
import { Link } from "react-router";
import { SUBPROJETO_STATUS, SubprojetoInputSchema } from "#server/api/subprojetos/schema.ts";
import type { Subprojeto } from "#server/api/subprojetos/service.ts";
import type { Route } from "./+types/subprojetos.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { NO_RESPONSE, saveJson } from "../../components/admin/api-client.ts";
import { confirmAction } from "../../components/admin/confirm.ts";
import {
  ErrorSummary,
  FieldError,
  fieldErrorId,
  fieldErrorProps,
  focusFirstInvalid,
  FORM_MESSAGES,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
  type FormErrors,
} from "../../components/admin/form-errors.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { RichTextEditor } from "../../components/admin/rich-text-editor.tsx";
import {
  PANEL_PATH,
  SessionExpiredAlert,
  useAdminSession,
} from "../../components/admin/session.tsx";
import { useToast } from "../../components/admin/toast.tsx";
import { useAdminList } from "../../components/admin/use-admin-list.ts";
import { SubprojetoGrid, toSubprojetoCard } from "../../components/subprojetos/subprojeto-card.tsx";
import { subprojetos as subprojetoTexts } from "../../i18n/messages/subprojetos.ts";
import listingStylesHref from "../../styles/admin-listing.css?url";
import stylesHref from "../../styles/subprojetos.css?url";
import {
  emptySubprojetoValues,
  SUBPROJETO_FIELDS,
  subprojetoBody,
  SubprojetoListSchema,
  SubprojetoSchema,
  subprojetoValues,
  todayIsoDate,
  type SubprojetoFormValues,
} from "./subprojetos-form.ts";

const MESSAGES = {
  title: "Subprojetos",
  backToPanel: "Voltar para o Painel Admin",
  logout: "Sair",
  create: "+ Novo Subprojeto",
  edit: "Editar",
  remove: "Excluir",
  loading: "Carregando...",
  loadFailed: "Não foi possível carregar os subprojetos.",
  retry: "Tentar novamente",
  createTitle: "Novo Subprojeto",
  editTitle: "Editar Subprojeto",
  nome: "Nome do Projeto",
  autor: "Autor",
  resumo: "Resumo",
  dataInicio: "Data de Início",
  local: "Local",
  status: "Status",
  submitCreate: "Criar",
  submitUpdate: "Atualizar",
  saving: "Salvando...",
  created: "Subprojeto criado com sucesso!",
  updated: "Subprojeto atualizado com sucesso!",
  deleted: "Subprojeto excluído com sucesso!",
  serverError: (error: string) => `Erro: ${error}`,
  unknownError: "Erro desconhecido",
  networkError: "Erro ao salvar subprojeto",
  nothingSaved: "Nada foi salvo, e o que você digitou continua no formulário. Tente novamente.",
  deleteError: "Erro ao excluir subprojeto",
  confirmDelete: "Tem certeza que deseja excluir este subprojeto?",
} as const;

const FORM_ID = "subprojeto";
const TEXTS = subprojetoTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export const headers = adminHeaders;

/** The open editor: a new sub-project, or the one being edited. */
type Editing = { key: number; subprojeto: Subprojeto | null };

/** /admin/subprojetos: the public sub-projects page with its editor. */
export default function AdminSubprojetos() {
  const { authFetch, logout, handleUnauthorized } = useAdminSession();
  const toast = useToast();
  const list = useAdminList("/api/subprojetos", SubprojetoListSchema);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const openEditor = (subprojeto: Subprojeto | null) =>
    setEditing((current) => ({ key: (current?.key ?? 0) + 1, subprojeto }));

  async function remove(id: number) {
    if (!confirmAction(MESSAGES.confirmDelete)) return;
    setDeleting(id);
    const result = await saveJson(authFetch, "DELETE", `/api/subprojetos/${id}`);
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
        <div className="admin-listing__bar">
          <Link to={PANEL_PATH} className="admin-button admin-button--secondary">
            {MESSAGES.backToPanel}
          </Link>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => void logout()}
          >
            {MESSAGES.logout}
          </button>
        </div>
        <h1>{TEXTS["subprojetos.title"]}</h1>
        <p className="page__intro">{TEXTS["subprojetos.intro"]}</p>
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
          <p className="subprojetos__empty">{TEXTS["subprojetos.empty"]}</p>
        ) : (
          <SubprojetoGrid
            subprojetos={items.map(toSubprojetoCard)}
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
          <SubprojetoEditor
            key={editing.key}
            subprojeto={editing.subprojeto}
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
function SubprojetoEditor({
  subprojeto,
  onClose,
  onSaved,
}: {
  subprojeto: Subprojeto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { authFetch } = useAdminSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<SubprojetoFormValues>(() =>
    subprojeto ? subprojetoValues(subprojeto) : emptySubprojetoValues(todayIsoDate()),
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);
  const dirty = SUBPROJETO_FIELDS.some((field) => values[field] !== initial[field]);

  function update(field: keyof SubprojetoFormValues, value: string) {
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
    const body = subprojetoBody(values, subprojeto?.pdfUrl ?? null);
    const input = validateWith(SubprojetoInputSchema, body);
    if (!input.success) {
      showErrors(splitErrorDetails(input.details, SUBPROJETO_FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    setSessionExpired(false);
    setSaving(true);
    const result = subprojeto
      ? await saveJson(
          authFetch,
          "PUT",
          `/api/subprojetos/${subprojeto.id}`,
          body,
          SubprojetoSchema,
        )
      : await saveJson(authFetch, "POST", "/api/subprojetos", body, SubprojetoSchema);
    setSaving(false);
    if (result.ok) {
      onSaved(subprojeto ? MESSAGES.updated : MESSAGES.created);
      return;
    }
    // Every failure below keeps what was typed on screen.
    if (result.status === 401) {
      setSessionExpired(true);
      return;
    }
    if (result.status === NO_RESPONSE) {
      showErrors({ fields: {}, form: [MESSAGES.networkError, result.error] });
      return;
    }
    const next = splitErrorDetails(result.details, SUBPROJETO_FIELDS);
    const hasFieldErrors = Object.keys(next.fields).length > 0;
    showErrors({
      fields: next.fields,
      form: [
        MESSAGES.serverError(result.error || MESSAGES.unknownError),
        ...next.form,
        hasFieldErrors ? FORM_MESSAGES.checkFields : MESSAGES.nothingSaved,
      ],
    });
  }

  const fieldProps = (field: keyof SubprojetoFormValues) => ({
    id: `${FORM_ID}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      update(field, event.currentTarget.value),
    ...fieldErrorProps(FORM_ID, field, errors.fields),
  });

  return (
    <Modal
      open
      title={subprojeto ? MESSAGES.editTitle : MESSAGES.createTitle}
      onClose={onClose}
      dirty={dirty}
    >
      {sessionExpired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={errors.form} />
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
        <Field field="autor" label={MESSAGES.autor} required errors={errors}>
          <input type="text" required {...fieldProps("autor")} />
        </Field>
        <div className="admin-field">
          <RichTextEditor
            id={`${FORM_ID}-resumo`}
            label={MESSAGES.resumo}
            name="resumo"
            required
            value={values.resumo}
            onChange={(html) => update("resumo", html)}
            invalid={!!errors.fields.resumo}
            describedBy={errors.fields.resumo ? fieldErrorId(FORM_ID, "resumo") : undefined}
          />
          <FieldError id={fieldErrorId(FORM_ID, "resumo")} message={errors.fields.resumo} />
        </div>
        <Field field="dataInicio" label={MESSAGES.dataInicio} required errors={errors}>
          <input type="date" required {...fieldProps("dataInicio")} />
        </Field>
        <Field field="local" label={MESSAGES.local} errors={errors}>
          <input type="text" {...fieldProps("local")} />
        </Field>
        <Field field="status" label={MESSAGES.status} required errors={errors}>
          <select required {...fieldProps("status")}>
            {SUBPROJETO_STATUS.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </Field>
        <div className="modal__actions">
          <ModalCancelButton />
          {/* aria-disabled rather than disabled: a disabled button would drop the focus. */}
          <button type="submit" className="admin-button" aria-disabled={saving || undefined}>
            {saving ? MESSAGES.saving : subprojeto ? MESSAGES.submitUpdate : MESSAGES.submitCreate}
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
  field: keyof SubprojetoFormValues;
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
