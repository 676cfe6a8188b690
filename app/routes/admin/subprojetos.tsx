import { SUBPROJETO_STATUS, SubprojetoInputSchema } from "#server/api/subprojetos/schema.ts";
import type { Subprojeto } from "#server/api/subprojetos/service.ts";
import type { Route } from "./+types/subprojetos.ts";
import { adminHeaders, adminMeta } from "../../components/admin/admin-meta.ts";
import { NO_RESPONSE, saveJson } from "../../components/admin/api-client.ts";
import {
  ErrorSummary,
  fieldErrorProps,
  FORM_MESSAGES,
  NO_ERRORS,
  splitErrorDetails,
  validateWith,
} from "../../components/admin/form-errors.tsx";
import {
  AdminListStatus,
  AdminPageBar,
  CreateButton,
  EditDeleteButtons,
  PageHeading,
  useAdminListPage,
} from "../../components/admin/list-controls.tsx";
import { Modal, ModalCancelButton } from "../../components/admin/modal.tsx";
import { PortugueseTexts } from "../../components/admin/portuguese-texts.tsx";
import { RichTextField } from "../../components/admin/rich-text-editor.tsx";
import { SessionExpiredAlert, useAdminSession } from "../../components/admin/session.tsx";
import { LabelledField } from "../../components/admin/text-field.tsx";
import { useModalForm } from "../../components/admin/use-modal-form.ts";
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
  logout: "Sair",
  create: "+ Novo Subprojeto",
  loadFailed: "Não foi possível carregar os subprojetos.",
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
  serverError: (error: string) => `Erro: ${error}`,
  unknownError: "Erro desconhecido",
  networkError: "Erro ao salvar subprojeto",
  nothingSaved: "Nada foi salvo, e o que você digitou continua no formulário. Tente novamente.",
  delete: {
    confirm: "Tem certeza que deseja excluir este subprojeto?",
    deleted: "Subprojeto excluído com sucesso!",
    failed: "Erro ao excluir subprojeto",
  },
} as const;

const FORM_ID = "subprojeto";
const TEXTS = subprojetoTexts.pt;

export const meta: Route.MetaFunction = (args) => adminMeta(args, MESSAGES.title);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: listingStylesHref },
];

export const headers = adminHeaders;

/** /admin/subprojetos: the public sub-projects page with its editor. */
export default function AdminSubprojetos() {
  const { logout } = useAdminSession();
  const { list, editing, createButton, openEditor, closeEditor, saved, isDeleting, remove } =
    useAdminListPage("/api/subprojetos", SubprojetoListSchema, MESSAGES.delete);

  return (
    <PortugueseTexts texts={TEXTS}>
      <div className="page container admin-listing">
        <AdminPageBar>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => void logout()}
          >
            {MESSAGES.logout}
          </button>
        </AdminPageBar>
        <PageHeading title={TEXTS["subprojetos.title"]} intro={TEXTS["subprojetos.intro"]} />
        <CreateButton
          label={MESSAGES.create}
          buttonRef={createButton}
          onClick={() => openEditor()}
        />
        <AdminListStatus
          list={list}
          failed={
            <>
              {MESSAGES.loadFailed} {list.error}
            </>
          }
          loadingClassName="admin-listing__status"
          empty={TEXTS["subprojetos.empty"]}
          emptyClassName="subprojetos__empty"
        >
          {(items) => (
            <SubprojetoGrid
              subprojetos={items.map(toSubprojetoCard)}
              actions={(card) => (
                <EditDeleteButtons
                  name={card.nome}
                  deleting={isDeleting(card.id)}
                  onEdit={() => openEditor(card.id)}
                  onDelete={() => remove(card.id)}
                />
              )}
            />
          )}
        </AdminListStatus>
        {editing ? (
          <SubprojetoEditor
            key={editing.opening}
            subprojeto={editing.item ?? null}
            onClose={closeEditor}
            onSaved={saved}
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
  const {
    formRef,
    values,
    errors,
    setErrors,
    saving,
    setSaving,
    expired,
    setExpired,
    dirty,
    update,
    showErrors,
  } = useModalForm<SubprojetoFormValues>(() =>
    subprojeto ? subprojetoValues(subprojeto) : emptySubprojetoValues(todayIsoDate()),
  );

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
    setExpired(false);
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
      setExpired(true);
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
      {expired ? <SessionExpiredAlert /> : null}
      <ErrorSummary messages={errors.form} />
      <form
        id={FORM_ID}
        ref={formRef}
        noValidate
        className="admin-form"
        aria-busy={saving}
        onSubmit={handleSubmit}
      >
        <LabelledField
          formId={FORM_ID}
          name="nome"
          label={MESSAGES.nome}
          required
          error={errors.fields.nome}
        >
          <input type="text" required {...fieldProps("nome")} />
        </LabelledField>
        <LabelledField
          formId={FORM_ID}
          name="autor"
          label={MESSAGES.autor}
          required
          error={errors.fields.autor}
        >
          <input type="text" required {...fieldProps("autor")} />
        </LabelledField>
        <div className="admin-field">
          <RichTextField
            formId={FORM_ID}
            name="resumo"
            label={MESSAGES.resumo}
            required
            value={values.resumo}
            onChange={(html) => update("resumo", html)}
            errors={errors.fields}
          />
        </div>
        <LabelledField
          formId={FORM_ID}
          name="dataInicio"
          label={MESSAGES.dataInicio}
          required
          error={errors.fields.dataInicio}
        >
          <input type="date" required {...fieldProps("dataInicio")} />
        </LabelledField>
        <LabelledField
          formId={FORM_ID}
          name="local"
          label={MESSAGES.local}
          error={errors.fields.local}
        >
          <input type="text" {...fieldProps("local")} />
        </LabelledField>
        <LabelledField
          formId={FORM_ID}
          name="status"
          label={MESSAGES.status}
          required
          error={errors.fields.status}
        >
          <select required {...fieldProps("status")}>
            {SUBPROJETO_STATUS.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </LabelledField>
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
